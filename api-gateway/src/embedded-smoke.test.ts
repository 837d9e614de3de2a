// The whole back end as `npm start` runs it with no configuration: one compiled process (the
// gateway with every service mounted in it, BACKEND=one-process) under the supervisor
// (scripts/system.mjs) on an embedded SQLite file, sessions in its sessions table, no Redis.
// Seeds with the compiled seed script, logs in through the gateway, reads the current user and a
// league list (the in-process services), stops gracefully. The per-service processes:
// scripts/system.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@fairway/data';
import { startSystem, type RunningSystem } from '../../scripts/system.mjs';
import { ensureServerBuilds } from '../../scripts/testing/server-builds';
import { DEV_INTERNAL_SECRET, signIdentity } from '@fairway/kit';
import { sessionCookie } from './test-support';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-embedded-'));
const logDir = path.join(dir, 'logs');
const DATABASE_URL = `sqlite:${path.join(dir, 'fairway.sqlite')}`;
const BACKEND = ['auth', 'leagues', 'rounds', 'calendar', 'notifications', 'gateway'] as const;
let seedLog = '';

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

const log = (name: string) =>
  fs.existsSync(path.join(logDir, `${name}.log`)) ? fs.readFileSync(path.join(logDir, `${name}.log`), 'utf8') : '';

let system: RunningSystem;

beforeAll(async () => {
  ensureServerBuilds();
  const ports = Object.fromEntries(await Promise.all(BACKEND.map(async (name) => [name, await freePort()])));
  // DATABASE_URL points at a temp file only so the test does not touch the developer's .data/.
  system = await startSystem({ env: { ...bareEnv(), DATABASE_URL }, ports, only: [...BACKEND], logDir, log: () => {} });
  expect(new Set(BACKEND.map((name) => system.pid(name))).size).toBe(1);
  const seed = spawn(process.execPath, ['services/data/dist/seed.js'], { cwd: ROOT, env: { ...bareEnv(), DATABASE_URL } });
  seed.stdout.on('data', (chunk) => (seedLog += chunk));
  seed.stderr.on('data', (chunk) => (seedLog += chunk));
  expect(await exited(seed)).toBe(0);
});

afterAll(async () => {
  await system?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function startLine(app: string): string | undefined {
  return log(app)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string })
    .find((line) => / using /.test(line.msg))?.msg;
}

it('starts the back end on the SQLite file, with sessions in its table', () => {
  const file = path.join(dir, 'fairway.sqlite');
  expect(startLine('back-end')).toBe(`gateway using SQLite file ${file}; sessions in database table "sessions" (SQLite file ${file})`);
  expect(log('back-end')).toContain('back end in one process: gateway and the auth, leagues, rounds, calendar, notifications services');
  expect(seedLog).toMatch(/Seeded SQLite file .*password "golfer123"/);
});

it('logs a seeded user in through the gateway and answers the current user', async () => {
  const gateway = `http://127.0.0.1:${system.ports.gateway}`;
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
  const leagues = await fetch(`${gateway}/api/leagues/my`, { headers: { cookie } });
  expect(leagues.status).toBe(200);
  expect(((await leagues.json()) as unknown[]).length).toBeGreaterThan(0);

  const db = openDatabase(DATABASE_URL);
  try {
    const alex = await db.models.User.findOne({ where: { email: 'alex@fairway.test' } });
    expect(await db.models.Session.count({ where: { userId: alex!.id } })).toBe(1);
  } finally {
    await db.close();
  }
});

it("listens on loopback only, the gateway's port alone, and lets no client's signature through", async () => {
  expect(log('back-end')).toMatch(/listening on 127\.0\.0\.1:\d+/);
  for (const name of BACKEND.filter((name) => name !== 'gateway')) {
    await expect(fetch(`http://127.0.0.1:${system.ports[name]}/healthz`)).rejects.toThrow();
  }
  // Every other address of this machine refuses the connection.
  const external = Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address);
  for (const address of external) {
    await expect(fetch(`http://${address}:${system.ports.gateway}/healthz`)).rejects.toThrow();
  }
  // A seeded user's league list signed with the development secret: the gateway drops the
  // client's identity headers and, with no session, answers 401.
  const db = openDatabase(DATABASE_URL);
  const alex = await db.models.User.findOne({ where: { email: 'alex@fairway.test' } }).finally(() => db.close());
  const path = '/api/leagues';
  const forged = signIdentity(alex!.id, { method: 'GET', path, service: 'leagues' }, DEV_INTERNAL_SECRET);
  expect((await fetch(`http://127.0.0.1:${system.ports.gateway}${path}`, { headers: forged })).status).toBe(401);
});

it('stops the process gracefully on SIGTERM', async () => {
  await system.stop();
  expect(log('supervisor')).toContain('[back-end] node dist/one-process.js exited with code 0');
  expect(log('back-end')).toContain('shutting down');
});
