// The whole back end as `npm run start:backend` runs it with no configuration: five real
// processes on an embedded SQLite file, sessions in its sessions table, no Redis. Seeds with
// the seed script, logs in through the gateway, reads the current user, stops gracefully.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@fairway/data';
import { startBackend, type BackendApp, type RunningBackend } from './backend-processes';
import { sessionCookie } from './test-support';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-embedded-'));
const DATABASE_URL = `sqlite:${path.join(dir, 'fairway.sqlite')}`;
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

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
}

/** The environment of a newcomer's shell: no database, Redis or secrets configured. */
function bareEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info' };
  for (const key of ['REDIS_URL', 'DATABASE_URL', 'NODE_ENV', 'JEST_WORKER_ID', 'INTERNAL_SECRET', 'SESSION_SECRET']) delete env[key];
  return env;
}

let backend: RunningBackend;

beforeAll(async () => {
  const names: BackendApp[] = ['auth', 'leagues', 'rounds', 'calendar', 'gateway'];
  const ports = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await freePort()])));
  // DATABASE_URL points at a temp file only so the test does not touch the developer's .data/.
  backend = await startBackend({
    env: { ...bareEnv(), DATABASE_URL },
    ports,
    onOutput: (app, chunk) => (logs[app] = (logs[app] ?? '') + chunk),
  });
  const seed = spawn(process.execPath, ['--import', 'tsx', 'src/seed.ts'], {
    cwd: path.join(ROOT, 'services/data'),
    env: { ...bareEnv(), DATABASE_URL },
  });
  logs.seed = '';
  seed.stdout.on('data', (chunk) => (logs.seed += chunk));
  seed.stderr.on('data', (chunk) => (logs.seed += chunk));
  expect(await exited(seed)).toBe(0);
});

afterAll(async () => {
  await backend?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function startLine(app: BackendApp): string | undefined {
  return (logs[app] ?? '')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string })
    .find((line) => / using /.test(line.msg))?.msg;
}

it('starts every server on the SQLite file, with sessions in its table', () => {
  const file = path.join(dir, 'fairway.sqlite');
  expect(startLine('gateway')).toBe(`gateway using SQLite file ${file}; sessions in database table "sessions" (SQLite file ${file})`);
  for (const app of ['auth', 'leagues', 'rounds', 'calendar'] as const) expect(startLine(app)).toBe(`${app} service using SQLite file ${file}`);
  expect(logs.seed).toMatch(/Seeded SQLite file .*password "golfer123"/);
});

it('logs a seeded user in through the gateway and answers the current user', async () => {
  const gateway = backend.urls.gateway;
  const login = await fetch(`${gateway}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ email: 'alex@fairway.test', password: 'golfer123' }),
  });
  expect(login.status).toBe(200);
  expect(await login.json()).toMatchObject({ email: 'alex@fairway.test', firstName: 'Alex', handicap: '12.40' });
  const cookie = sessionCookie(login)!;

  const me = await fetch(`${gateway}/api/auth/user`, { headers: { cookie } });
  expect(me.status).toBe(200);
  expect((await me.json()).email).toBe('alex@fairway.test');
  expect((await fetch(`${gateway}/api/auth/user`)).status).toBe(401);

  const db = openDatabase(DATABASE_URL);
  try {
    const alex = await db.models.User.findOne({ where: { email: 'alex@fairway.test' } });
    expect(await db.models.Session.count({ where: { userId: alex!.id } })).toBe(1);
  } finally {
    await db.close();
  }
});

it('stops every process gracefully on SIGTERM', async () => {
  const children = Object.values(backend.processes);
  await backend.stop();
  expect(children.map((child) => child.exitCode)).toEqual([0, 0, 0, 0, 0]);
  expect(logs.gateway).toContain('shutting down');
});
