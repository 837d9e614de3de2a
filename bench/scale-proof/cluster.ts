// The replicated back end of the scale proof: HAProxy (Debian's package) in front of two gateway
// replicas and two replicas of each domain service, on ports of their own (58xx). Clients talk
// to the API front end; each gateway replica reaches each service through that service's
// HAProxy front end, as a Kubernetes Service would route it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVERS, type ServiceName } from '@fairway/contracts';

export const REPO = path.resolve(__dirname, '..', '..');

/** The back end from the one port table: the gateway, then every service. */
const BACK_END = [SERVERS.gateway, ...SERVERS.services];
export type Kind = 'gateway' | ServiceName;
export const KINDS = BACK_END.map((server) => server.name as Kind);

const DIRS = Object.fromEntries(BACK_END.map((server) => [server.name, server.dir])) as Record<Kind, string>;
/** HAProxy front end of each kind (5800, 5810, ...); its replicas listen on base + 1 and base + 2. */
const BASE_PORT = Object.fromEntries(KINDS.map((kind, i) => [kind, 5800 + 10 * i])) as Record<Kind, number>;

export const API_URL = `http://127.0.0.1:${BASE_PORT.gateway}`;

export interface Replica {
  kind: Kind;
  /** HAProxy server name: gateway1, auth2, ... */
  name: string;
  port: number;
  url: string;
  child: ChildProcess | null;
}

/** How one server process is started: its compiled output, as npm start and the images run it. */
function serverCommand(kind: Kind): { command: string; args: string[]; cwd: string } {
  return { command: process.execPath, args: ['dist/server.js'], cwd: path.join(REPO, DIRS[kind]) };
}

/** Compiles the servers and the migrate command (scripts/build-servers.mjs). */
export function buildServers(): void {
  execFileSync(process.execPath, ['scripts/build-servers.mjs', ...KINDS, 'data'], { cwd: REPO, stdio: 'inherit' });
}

export function serviceUrlEnv(): Record<string, string> {
  return Object.fromEntries(
    SERVERS.services.map((service) => [service.urlEnv, `http://127.0.0.1:${BASE_PORT[service.name as ServiceName]}`]),
  );
}

function haproxyConfig(dir: string, replicas: Replica[]): string {
  const lines = [
    'global',
    `  stats socket ${path.join(dir, 'haproxy.sock')} mode 600 level admin`,
    `  pidfile ${path.join(dir, 'haproxy.pid')}`,
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    // Longer than the gateway keeps idle sockets to a service (30 s, UPSTREAM_IDLE_MS): the side
    // that closes an idle keep-alive connection must be the client, or a request sent on it
    // while the balancer closes it is lost.
    '  timeout client 70s',
    '  timeout server 30s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 65s',
    // A loaded machine (or pod) answers /readyz slowly; slow is not down.
    '  timeout check 5s',
    // A refused or reset connection is retried on the other replica (what a Kubernetes Service
    // plus an ingress controller with retries gives). A request that reached a server is retried
    // only when it is safe: GET, never a write that may have been applied.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    '  option httpchk',
    '  http-check send meth GET uri /readyz',
    '  default-server inter 1s fastinter 500ms fall 3 rise 2',
  ];
  for (const kind of KINDS) {
    lines.push(`frontend fe_${kind}`, `  bind 127.0.0.1:${BASE_PORT[kind]}`, `  default_backend be_${kind}`);
    // A write carrying its idempotency key (a round's submission) is safe to send again too: the
    // service answers a repeated key with the first answer. The body is buffered to see it.
    lines.push(
      `backend be_${kind}`,
      '  balance roundrobin',
      '  option http-buffer-request',
      '  acl keyed req.body -m sub "idempotencyKey"',
      '  http-request disable-l7-retry unless METH_GET || keyed',
    );
    for (const r of replicas.filter((x) => x.kind === kind)) lines.push(`  server ${r.name} 127.0.0.1:${r.port} check`);
  }
  return `${lines.join('\n')}\n`;
}

export interface Cluster {
  replicas: Replica[];
  byKind(kind: Kind): Replica[];
  start(replica: Replica): Promise<void>;
  /** Kubernetes' order: out of the balancer (endpoint removed + preStop), SIGTERM, wait for exit. */
  stopGracefully(replica: Replica): Promise<number | null>;
  kill(replica: Replica): Promise<void>;
  /** HAProxy runtime API: ready | drain | maint. */
  setState(replica: Replica, state: 'ready' | 'drain' | 'maint'): Promise<void>;
  /** Waits until HAProxy's health check sees the replica up. */
  waitUp(replica: Replica): Promise<void>;
  stop(): Promise<void>;
}

export async function startCluster(options: { env: NodeJS.ProcessEnv; logDir: string }): Promise<Cluster> {
  const replicas: Replica[] = KINDS.flatMap((kind) =>
    [1, 2].map((n) => ({
      kind,
      name: `${kind}${n}`,
      port: BASE_PORT[kind] + n,
      url: `http://127.0.0.1:${BASE_PORT[kind] + n}`,
      child: null,
    })),
  );
  fs.mkdirSync(options.logDir, { recursive: true });
  const configFile = path.join(options.logDir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig(options.logDir, replicas));
  const socket = path.join(options.logDir, 'haproxy.sock');
  const haproxy = spawn('haproxy', ['-W', '-db', '-f', configFile], {
    stdio: ['ignore', 'ignore', fs.openSync(path.join(options.logDir, 'haproxy.log'), 'a')],
  });
  const haproxyExited = new Promise<void>((resolve) => haproxy.once('exit', () => resolve()));

  const runtime = async (command: string): Promise<string> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await new Promise<string>((resolve, reject) => {
          const conn = net.connect(socket);
          let out = '';
          conn.on('data', (chunk) => (out += chunk));
          conn.on('end', () => resolve(out));
          conn.on('error', reject);
          conn.write(`${command}\n`);
        });
      } catch (error) {
        if (attempt > 40) throw error;
        await sleep(100);
      }
    }
  };

  const start = async (replica: Replica) => {
    const { command, args, cwd } = serverCommand(replica.kind);
    const out = fs.openSync(path.join(options.logDir, `${replica.name}.log`), 'a');
    const child = spawn(command, args, { cwd, env: { ...options.env, PORT: String(replica.port) }, stdio: ['ignore', out, out] });
    replica.child = child;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`${replica.name} exited with ${child.exitCode}; see ${options.logDir}/${replica.name}.log`);
      try {
        if ((await fetch(`${replica.url}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`${replica.name} was not ready within 120 s`);
  };

  const exited = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });

  const setState = async (replica: Replica, state: 'ready' | 'drain' | 'maint') => {
    const answer = await runtime(`set server be_${replica.kind}/${replica.name} state ${state}`);
    if (answer.trim()) throw new Error(`haproxy: ${answer.trim()}`);
  };

  const waitUp = async (replica: Replica) => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const stat = await runtime(`show stat`);
      const row = stat.split('\n').find((line) => line.startsWith(`be_${replica.kind},${replica.name},`));
      if (row?.split(',')[17] === 'UP') return;
      await sleep(100);
    }
    throw new Error(`haproxy never saw ${replica.name} up`);
  };

  const cluster: Cluster = {
    replicas,
    byKind: (kind) => replicas.filter((r) => r.kind === kind),
    start,
    async stopGracefully(replica) {
      await setState(replica, 'drain');
      await sleep(1000); // the preStop pause: requests already routed here still arrive
      replica.child!.kill('SIGTERM');
      const code = await exited(replica.child!);
      replica.child = null;
      return code;
    },
    async kill(replica) {
      replica.child!.kill('SIGKILL');
      await exited(replica.child!);
      replica.child = null;
    },
    setState,
    waitUp,
    async stop() {
      const running = replicas.flatMap((r) => (r.child ? [r.child] : []));
      for (const child of running) child.kill('SIGTERM');
      await Promise.all(running.map(exited));
      haproxy.kill('SIGTERM');
      await haproxyExited;
    },
  };

  try {
    // Services first, then the gateways (as in Kubernetes, readiness gates the traffic anyway).
    for (const kind of KINDS.slice(1)) await Promise.all(cluster.byKind(kind).map(start));
    await Promise.all(cluster.byKind('gateway').map(start));
    for (const replica of replicas) await waitUp(replica);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
