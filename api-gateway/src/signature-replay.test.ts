// A gateway signature captured between the gateway and a service (league creation, which mails
// invitees) and sent again unchanged is refused (401) and creates nothing: on MariaDB and on the
// embedded SQLite, to the same service process and to another replica of it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, createMailOutbox, type RunningServer } from '@fairway/kit';
import { createTestUser, describeOnEachDatabase, startTestServer, TEST_PASSWORD } from '@fairway/kit/testing';
import { createApp as createLeaguesApp } from '@fairway/service-leagues/src/app';
import { sessionCookie, startBackend, startGateway } from './test-support';

interface Captured {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Passes calls on to `target` and keeps what the gateway sent (a tap on the internal network). */
async function tap(target: string, seen: Captured[]) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      const upstream = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

describeOnEachDatabase((t) => {
  let backend: Awaited<ReturnType<typeof startBackend>>;
  beforeAll(async () => {
    process.env.BCRYPT_ROUNDS = '4';
    backend = await startBackend(t.db);
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('refuses a league creation replayed with the signature the gateway sent (401), and makes one league', async () => {
    const seen: Captured[] = [];
    const wire = await tap(backend.env.LEAGUES_SERVICE_URL!, seen);
    const gateway = await startGateway({ db: t.db, env: { ...backend.env, LEAGUES_SERVICE_URL: wire.url } });
    const logger = createLogger('replica', 'silent');
    const replica: RunningServer = await startTestServer(
      createLeaguesApp(t.db, { logger, outbox: createMailOutbox(t.db, { logger, send: async () => ({ messageId: 'x' }) }) }),
      'leagues-replica',
    );
    try {
      const user = await createTestUser(t.db);
      const login = await fetch(`${gateway.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
      });
      const name = `Replayed ${Date.now()}`;
      const created = await fetch(`${gateway.url}/api/leagues`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: sessionCookie(login)!, origin: gateway.url },
        body: JSON.stringify({ name, type: 'casual', privacy: 'public', maxPlayers: 8, courses: [{ name: 'Oak Hills', rounds: 2 }] }),
      });
      expect(created.status).toBe(201);
      const captured = seen.find((call) => call.method === 'POST' && call.path === '/api/leagues')!;
      expect(captured.headers['x-fairway-nonce']).toMatch(/^[0-9a-f]{32}$/);

      const replay = (url: string) =>
        fetch(`${url}/api/leagues`, {
          method: 'POST',
          headers: Object.fromEntries(
            Object.entries(captured.headers).filter(([name]) => !['host', 'connection'].includes(name)),
          ) as Record<string, string>,
          body: new Uint8Array(captured.body),
        });
      for (const url of [backend.env.LEAGUES_SERVICE_URL!, backend.env.LEAGUES_SERVICE_URL!, replica.url]) {
        const res = await replay(url);
        expect([res.status, await res.json()]).toEqual([401, { message: 'Unauthorized' }]);
      }
      expect(await t.db.models.League.count({ where: { name } })).toBe(1);
    } finally {
      await replica.close();
      await gateway.close();
      await wire.close();
    }
  });
});
