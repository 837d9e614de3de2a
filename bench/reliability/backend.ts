// Starts the back-end servers (every service and the gateway) as separate processes on ports of
// their own (never the ports of `npm start`), for the reliability benches: their compiled
// output, as `npm start` runs them (tsx's on-the-fly compilation made the first requests
// slower than a user sees).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVERS } from '@fairway/contracts';
import { ensureServerBuilds } from '../../scripts/testing/server-builds';

const ROOT = path.resolve(__dirname, '../..');
/** The back end from the one port table: every service, then the gateway (started last). */
const APPS = [...SERVERS.services, SERVERS.gateway];
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
  // Each server on basePort + its place in APPS; every one told where the services are.
  const serviceUrls = Object.fromEntries(SERVERS.services.map((service, i) => [service.urlEnv, url(i)]));
  const launch = (i: number) => {
    const child = spawn(process.execPath, ['dist/server.js'], {
      cwd: path.join(ROOT, APPS[i]!.dir),
      env: { ...env, PORT: String(options.basePort + i), ...serviceUrls },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return waitReady(url(i), child);
  };
  const gatewayIndex = APPS.length - 1;
  try {
    await Promise.all(SERVERS.services.map((_, i) => launch(i)));
    await launch(gatewayIndex);
  } catch (error) {
    await stop();
    throw error;
  }
  return { gateway: url(gatewayIndex), urls: APPS.map((_, i) => url(i)), stop };
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
