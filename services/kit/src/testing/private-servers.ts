// Private Redis and MariaDB servers for fault tests: each on a port of its own with its data in a
// temp directory, so a test can stop and start them without touching the shared instances that
// every other test (and engineer) uses.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PrivateServer {
  url: string;
  port: number;
  /** Starts the server (again) and resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (SIGTERM, then SIGKILL after 10 s) and resolves once it has exited. */
  stop(): Promise<void>;
  /** Kills it with SIGKILL (a crash: no shutdown work) and resolves once it has exited. */
  kill(): Promise<void>;
  /** Stops it and removes its data. */
  destroy(): Promise<void>;
}

/** A free TCP port of 127.0.0.1 (asked from the OS). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

function privateServer(port: number, url: string, launch: () => ChildProcess, ready: () => Promise<boolean>, dir: string): PrivateServer {
  let child: ChildProcess | null = null;
  const stop = async () => {
    if (!child) return;
    const c = child;
    child = null;
    c.kill('SIGTERM');
    const force = setTimeout(() => c.kill('SIGKILL'), 10_000);
    await exited(c);
    clearTimeout(force);
  };
  return {
    url,
    port,
    async start() {
      if (child) return;
      child = launch();
      const c = child;
      let output = '';
      c.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      c.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitFor(async () => {
        if (c.exitCode !== null) throw new Error(`${url} exited with ${c.exitCode}: ${output.slice(-2000)}`);
        return ready();
      }, url);
    },
    stop,
    async kill() {
      if (!child) return;
      const c = child;
      child = null;
      c.kill('SIGKILL');
      await exited(c);
    },
    async destroy() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A redis-server on a free port; started. Without persistence, or with `durable` an append-only
 * file fsynced on every write, so a SIGKILL loses nothing it acknowledged. */
export async function startPrivateRedis({ durable = false } = {}): Promise<PrivateServer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-redis-'));
  const server = privateServer(
    port,
    `redis://127.0.0.1:${port}`,
    () =>
      spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--dir',
          dir,
          ...(durable ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no']),
        ],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      ),
    () => accepting(port),
    dir,
  );
  await server.start();
  return server;
}

/** A MariaDB server with a fresh data directory (root, empty password over TCP) on a free port;
 * started. Its url names no database: append `/<name>`. */
export async function startPrivateMariadb(): Promise<PrivateServer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-mariadb-'));
  const datadir = path.join(dir, 'data');
  await run('mariadb-install-db', ['--no-defaults', `--datadir=${datadir}`, '--auth-root-authentication-method=normal', '--skip-test-db'], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const server = privateServer(
    port,
    `mysql://root@127.0.0.1:${port}`,
    () =>
      spawn(
        'mariadbd',
        [
          '--no-defaults',
          `--datadir=${datadir}`,
          `--port=${port}`,
          '--bind-address=127.0.0.1',
          `--socket=${path.join(dir, 'sock')}`,
          `--pid-file=${path.join(dir, 'pid')}`,
          ...(process.getuid?.() === 0 ? ['--user=root'] : []),
          '--skip-log-bin',
          '--innodb-buffer-pool-size=32M',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      ),
    () => accepting(port),
    dir,
  );
  await server.start();
  return server;
}
