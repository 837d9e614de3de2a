// Starts the five back-end servers as separate processes on ports of their own (never the
// ports of `npm start`), for the reliability benches: their compiled output, as `npm start`
// runs them (tsx's on-the-fly compilation made the first requests slower than a user sees).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ensureServerBuilds } from '../../scripts/testing/server-builds';

const ROOT = path.resolve(__dirname, '../..');
const APPS = [
  { name: 'auth', dir: 'services/auth' },
  { name: 'leagues', dir: 'services/leagues' },
  { name: 'rounds', dir: 'services/rounds' },
  { name: 'calendar', dir: 'services/calendar' },
  { name: 'gateway', dir: 'api-gateway' },
] as const;
export const ORIGIN = 'http://localhost:3000';

async function waitReady(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${base} exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} not ready`);
}

export interface Backend {
  gateway: string;
  urls: string[];
  stop(): Promise<void>;
}

export async function launchBackend(options: { basePort: number; env: Record<string, string> }): Promise<Backend> {
  const url = (i: number) => `http://127.0.0.1:${options.basePort + i}`;
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ALLOWED_ORIGINS: ORIGIN, ...options.env };
  for (const key of ['NODE_ENV', 'INTERNAL_SECRET', 'SESSION_SECRET', ...(options.env.REDIS_URL ? [] : ['REDIS_URL'])]) delete env[key];
  ensureServerBuilds();
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))));
  };
  const launch = (i: number) => {
    const child = spawn(process.execPath, ['dist/server.js'], {
      cwd: path.join(ROOT, APPS[i]!.dir),
      env: {
        ...env,
        PORT: String(options.basePort + i),
        AUTH_SERVICE_URL: url(0),
        LEAGUES_SERVICE_URL: url(1),
        ROUNDS_SERVICE_URL: url(2),
        CALENDAR_SERVICE_URL: url(3),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return waitReady(url(i), child);
  };
  try {
    await Promise.all([0, 1, 2, 3].map(launch));
    await launch(4);
  } catch (error) {
    await stop();
    throw error;
  }
  return { gateway: url(4), urls: [0, 1, 2, 3, 4].map(url), stop };
}

export async function timed(run: () => Promise<Response>): Promise<{ status: number; ms: number; message?: string }> {
  const start = performance.now();
  try {
    const res = await run();
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    return { status: res.status, ms: Math.round(performance.now() - start), message: body.message };
  } catch (error) {
    return { status: 0, ms: Math.round(performance.now() - start), message: (error as Error).message };
  }
}
