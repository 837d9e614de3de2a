// Private Redis and MariaDB instances for the fault suite, on their own ports and data folders:
// the shared ones (6379, 3306) are never touched. Each runs as a child process so a fault is a
// real SIGKILL, and restart() starts it again on the same data.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { Redis } from 'ioredis';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Dependency {
  name: string;
  url: string;
  kill(): Promise<void>;
  /** Starts the process again on the same data; resolves once it accepts work. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve())));
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${timeoutMs} ms`);
    await sleep(100);
  }
}

function managed(name: string, url: string, launch: () => ChildProcess, ready: () => Promise<boolean>): Dependency {
  let child: ChildProcess | undefined;
  const start = async () => {
    child = launch();
    await until(name, ready, 60_000);
  };
  const kill = async () => {
    if (!child) return;
    child.kill('SIGKILL');
    await exited(child);
    child = undefined;
  };
  const stop = async () => {
    if (!child) return;
    child.kill('SIGTERM');
    await exited(child);
    child = undefined;
  };
  return { name, url, start, kill, stop };
}

/** Redis with an append-only file fsynced on every write, so a SIGKILL loses no session. */
export function privateRedis(dir: string, port: number): Dependency {
  fs.mkdirSync(dir, { recursive: true });
  const url = `redis://127.0.0.1:${port}`;
  return managed(
    'Redis',
    url,
    () =>
      spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always'], {
        stdio: ['ignore', fs.openSync(path.join(dir, 'redis.log'), 'a'), 'inherit'],
      }),
    async () => {
      const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      client.on('error', () => {}); // not up yet: connect() rejects
      try {
        await client.connect();
        return (await client.ping()) === 'PONG';
      } finally {
        client.disconnect();
      }
    },
  );
}

/** MariaDB on a fresh data folder (root without a password on 127.0.0.1), database `fairway`. */
export function privateMariadb(dir: string, port: number): Dependency {
  const dataDir = path.join(dir, 'data');
  if (!fs.existsSync(dataDir)) {
    const install = spawnSync('mariadb-install-db', ['--no-defaults', `--datadir=${dataDir}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db'], {
      encoding: 'utf8',
    });
    if (install.status !== 0) throw new Error(`mariadb-install-db failed: ${install.stderr}`);
  }
  const connect = () => mysql.createConnection({ host: '127.0.0.1', port, user: 'root' });
  return managed(
    'MariaDB',
    `mysql://root@127.0.0.1:${port}/fairway`,
    () =>
      spawn(
        'mariadbd',
        [
          '--no-defaults',
          `--datadir=${dataDir}`,
          `--port=${port}`,
          '--bind-address=127.0.0.1',
          `--socket=${path.join(dir, 'mariadb.sock')}`,
          `--pid-file=${path.join(dir, 'mariadb.pid')}`,
          `--log-error=${path.join(dir, 'mariadb.err')}`,
          '--user=root',
          '--innodb-buffer-pool-size=64M',
          '--character-set-server=utf8mb4',
          '--collation-server=utf8mb4_unicode_ci',
        ],
        { stdio: 'ignore' },
      ),
    async () => {
      const connection = await connect();
      await connection.end();
      return true;
    },
  );
}
