// Opening a MySQL connection that gets no answer in time is tried again (a starved machine, not a
// down server); a refused one fails at once. A local TCP relay in front of the real MariaDB stays
// silent for the connections it is told to, as a server too busy to answer the handshake does.
import net from 'node:net';
import { createSequelize } from './connection';

const MARIADB = { host: '127.0.0.1', port: 3306 };

/** Accepts connections; the first `silent` are held without a byte, the rest relayed to MariaDB. */
async function relay(silent: number): Promise<{ port: number; accepted: () => number; close: () => Promise<void> }> {
  let accepted = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    accepted += 1;
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (accepted <= silent) return;
    const upstream = net.connect(MARIADB);
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    accepted: () => accepted,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('MySQL connection attempts', () => {
  it('opens the connection on a later attempt when the first ones time out', async () => {
    const proxy = await relay(2);
    const { sequelize } = createSequelize(`mysql://root@127.0.0.1:${proxy.port}/mysql`);
    try {
      const [rows] = await sequelize.query('SELECT 1 AS one');
      expect(rows).toEqual([{ one: 1 }]);
      // Two silent, the third answered (Sequelize's version check), then the pool's own.
      expect(proxy.accepted()).toBe(4);
    } finally {
      await sequelize.close();
      await proxy.close();
    }
  });

  it('gives up after three attempts that all time out, with the timeout', async () => {
    const proxy = await relay(Infinity);
    const { sequelize } = createSequelize(`mysql://root@127.0.0.1:${proxy.port}/mysql`);
    try {
      await expect(sequelize.query('SELECT 1')).rejects.toMatchObject({ parent: { code: 'ETIMEDOUT' } });
      expect(proxy.accepted()).toBe(3);
    } finally {
      await sequelize.close();
      await proxy.close();
    }
  });

  it('fails at once when the connection is refused', async () => {
    const proxy = await relay(0);
    await proxy.close(); // nothing listens on the port now
    const { sequelize } = createSequelize(`mysql://root@127.0.0.1:${proxy.port}/mysql`);
    const started = Date.now();
    try {
      await expect(sequelize.query('SELECT 1')).rejects.toMatchObject({ parent: { code: 'ECONNREFUSED' } });
      // Not retried as a timeout is (three attempts of 2 s): well under that, even on a busy machine.
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await sequelize.close();
    }
  });
});
