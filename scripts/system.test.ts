// The supervisor as `npm start` runs it (scripts/system.cjs supervise), in its own process, over
// the five compiled back-end servers on free ports and a temporary SQLite file: a server killed
// with SIGKILL is restarted while the others keep answering, and Ctrl-C (SIGINT) to the
// supervisor leaves no server process and no listening port behind.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isListening } from './system.cjs';
import { ensureServerBuilds } from './testing/server-builds';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '..');
const BACKEND = ['auth', 'leagues', 'rounds', 'calendar', 'gateway'];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-supervisor-'));
let supervisor: ChildProcess;
let output = '';
let ports: Record<string, number>;
let pids: Record<string, number>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

async function until<T>(what: string, check: () => T | undefined | false, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; supervisor output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  ensureServerBuilds();
  ports = Object.fromEntries(await Promise.all(BACKEND.map(async (name) => [name, await freePort()])));
  const options = { ports, only: BACKEND, logDir: path.join(dir, 'logs') };
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'fairway.sqlite')}`, LOG_LEVEL: 'warn' };
  delete env.REDIS_URL;
  supervisor = spawn(
    process.execPath,
    [
      '-e',
      `require('./scripts/system.cjs').supervise(${JSON.stringify(options)}).then((system) =>
        console.log('PIDS ' + JSON.stringify(Object.fromEntries(${JSON.stringify(BACKEND)}.map((name) => [name, system.pid(name)])))))`,
    ],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  supervisor.stdout!.on('data', (chunk) => (output += chunk));
  supervisor.stderr!.on('data', (chunk) => (output += chunk));
  const line = await until('the servers to start', () => /^PIDS (.*)$/m.exec(output)?.[1], 150_000);
  pids = JSON.parse(line);
});

afterAll(() => {
  if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

it('restarts a killed server while the others keep answering', async () => {
  process.kill(pids.rounds, 'SIGKILL');
  const killedAt = Date.now();
  const others = BACKEND.filter((name) => name !== 'rounds');
  let roundsBack = false;
  while (!roundsBack) {
    // The bar is 10 s (0.5 s backoff + start); jest runs other suites beside this one on 2 cores.
    expect(Date.now() - killedAt).toBeLessThan(15_000);
    for (const name of others) expect([name, await healthy(ports[name])]).toEqual([name, true]);
    roundsBack = await healthy(ports.rounds);
  }
  expect(output).toMatch(/rounds exited \(SIGKILL\); restarting in 0.5 s/);
  const restarted = Number(/rounds restarted \(pid (\d+)\)/.exec(output)![1]);
  expect(restarted).not.toBe(pids.rounds);
  pids.rounds = restarted;
});

it('stops every server on Ctrl-C: no process left, every port free', async () => {
  const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)));
  supervisor.kill('SIGINT');
  expect(await exited).toBe(0);
  for (const name of BACKEND) {
    expect([name, alive(pids[name])]).toEqual([name, false]);
    expect([name, await isListening(ports[name])]).toEqual([name, false]);
  }
});
