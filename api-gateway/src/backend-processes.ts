// Starts the whole back end as separate processes (the four services, then the gateway), as
// `npm run start:backend -w @fairway/api-gateway` does and the root `npm start` / e2e can reuse.
// With no configuration it runs embedded (SQLite under .data/, sessions in the database).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '@fairway/data';

export type BackendApp = 'auth' | 'leagues' | 'rounds' | 'calendar' | 'gateway';

const APPS: Array<{ name: BackendApp; dir: string; port: number }> = [
  { name: 'auth', dir: 'services/auth', port: 4001 },
  { name: 'leagues', dir: 'services/leagues', port: 4002 },
  { name: 'rounds', dir: 'services/rounds', port: 4003 },
  { name: 'calendar', dir: 'services/calendar', port: 4004 },
  { name: 'gateway', dir: 'api-gateway', port: 8080 },
];

export interface BackendOptions {
  /** Environment for every process (default: this process's). PORT is set per app. */
  env?: NodeJS.ProcessEnv;
  ports?: Partial<Record<BackendApp, number>>;
  /** Receives each process's output; without it output goes to this process's stdout/stderr. */
  onOutput?: (app: BackendApp, chunk: string) => void;
  readyTimeoutMs?: number;
}

export interface RunningBackend {
  urls: Record<BackendApp, string>;
  processes: Record<BackendApp, ChildProcess>;
  /** SIGTERM to every process (graceful shutdown), resolves when all have exited. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
}

async function waitReady(app: BackendApp, url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${app} exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${app} was not ready at ${url}/readyz within ${timeoutMs} ms`);
}

export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const baseEnv = { ...(options.env ?? process.env) };
  const port = (app: (typeof APPS)[number]) => options.ports?.[app.name] ?? app.port;
  const urls = Object.fromEntries(APPS.map((app) => [app.name, `http://127.0.0.1:${port(app)}`])) as Record<BackendApp, string>;
  const gatewayEnv = {
    AUTH_SERVICE_URL: urls.auth,
    LEAGUES_SERVICE_URL: urls.leagues,
    ROUNDS_SERVICE_URL: urls.rounds,
    CALENDAR_SERVICE_URL: urls.calendar,
  };
  const processes = {} as Record<BackendApp, ChildProcess>;
  const stop = async () => {
    const running = Object.values(processes).filter((child) => child.exitCode === null && !child.signalCode);
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(running.map(exited));
  };

  const launch = (app: (typeof APPS)[number]) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(REPO_ROOT, app.dir),
      env: { ...baseEnv, ...(app.name === 'gateway' ? gatewayEnv : {}), PORT: String(port(app)) },
      stdio: options.onOutput ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    if (options.onOutput) {
      child.stdout!.on('data', (chunk: Buffer) => options.onOutput!(app.name, chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => options.onOutput!(app.name, chunk.toString()));
    }
    processes[app.name] = child;
    return waitReady(app.name, urls[app.name], child, options.readyTimeoutMs ?? 120_000);
  };

  try {
    // Services first (they migrate the shared schema under a lock), then the gateway.
    await Promise.all(APPS.filter((app) => app.name !== 'gateway').map(launch));
    await launch(APPS.find((app) => app.name === 'gateway')!);
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, processes, stop };
}
