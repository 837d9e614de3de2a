// The back end as `npm start` runs it with no configuration: real processes (tsx src/server.ts)
// on an embedded SQLite file, sessions in its sessions table, no Redis. Seeds, then logs in.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@fairway/data';
import { sessionCookie } from './test-support';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-embedded-'));
const DATABASE_URL = `sqlite:${path.join(dir, 'fairway.sqlite')}`;
const children: ChildProcess[] = [];
const logs: Record<string, string> = {};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

function run(name: string, cwd: string, script: string, env: Record<string, string>): ChildProcess {
  const baseEnv = { ...process.env };
  for (const key of ['REDIS_URL', 'DATABASE_URL', 'NODE_ENV', 'LOG_LEVEL', 'JEST_WORKER_ID']) delete baseEnv[key];
  const child = spawn(TSX, [script], { cwd: path.join(ROOT, cwd), env: { ...baseEnv, DATABASE_URL, LOG_LEVEL: 'info', ...env } });
  logs[name] = '';
  child.stdout!.on('data', (chunk) => (logs[name] += chunk));
  child.stderr!.on('data', (chunk) => (logs[name] += chunk));
  children.push(child);
  return child;
}

async function waitReady(name: string, url: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not become ready:\n${logs[name]}`);
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
}

let gatewayUrl: string;

beforeAll(async () => {
  const [authPort, gatewayPort] = [await freePort(), await freePort()];
  // Both processes migrate the same fresh file at once: the migration lock must serialise them.
  run('auth', 'services/auth', 'src/server.ts', { PORT: String(authPort) });
  run('gateway', 'api-gateway', 'src/server.ts', { PORT: String(gatewayPort), AUTH_SERVICE_URL: `http://127.0.0.1:${authPort}` });
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await Promise.all([waitReady('auth', `http://127.0.0.1:${authPort}`), waitReady('gateway', gatewayUrl)]);
  const seed = run('seed', 'services/data', 'src/seed.ts', {});
  expect(await exited(seed)).toBe(0);
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map(exited));
  fs.rmSync(dir, { recursive: true, force: true });
});

it('starts on SQLite with database sessions, and a seeded user logs in', async () => {
  const startLine = logs.gateway
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string })
    .find((line) => line.msg.startsWith('gateway using'));
  expect(startLine?.msg).toBe(
    `gateway using SQLite file ${path.join(dir, 'fairway.sqlite')}; sessions in database table "sessions" (SQLite file ${path.join(dir, 'fairway.sqlite')})`,
  );
  expect(logs.seed).toMatch(/Seeded SQLite file .*password "golfer123"/);

  const login = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ email: 'alex@fairway.test', password: 'golfer123' }),
  });
  expect(login.status).toBe(200);
  expect(await login.json()).toMatchObject({ email: 'alex@fairway.test', firstName: 'Alex', handicap: '12.40' });
  const cookie = sessionCookie(login)!;

  const me = await fetch(`${gatewayUrl}/api/auth/user`, { headers: { cookie } });
  expect(me.status).toBe(200);
  expect((await me.json()).email).toBe('alex@fairway.test');

  const db = openDatabase(DATABASE_URL);
  try {
    expect(await db.models.Session.count({ where: { userId: (await db.models.User.findOne({ where: { email: 'alex@fairway.test' } }))!.id } })).toBe(1);
  } finally {
    await db.close();
  }
});

it('stops gracefully on SIGTERM', async () => {
  const gateway = children[1];
  gateway.kill('SIGTERM');
  expect(await exited(gateway)).toBe(0);
  expect(logs.gateway).toContain('shutting down');
});
