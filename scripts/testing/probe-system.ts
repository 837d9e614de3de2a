// The system the outside probe runs against (burst-probe.ts): the back end as `npm start` runs it,
// on free ports and a fresh database, plus the shell's /api proxy in this process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import express from 'express';
import { freePort, startPrivateRedis, type PrivateServer } from '@fairway/kit/testing/private-servers';
import { apiProxy } from '../../web-server/src/api-proxy';
import { dropDatabase, SERVERS, startSystem, type RunningSystem } from '../system.mjs';
import { ensureServerBuilds } from './server-builds';

/** The origin the probe's requests come from, as the gateway is told to allow. */
export const ORIGIN = 'http://localhost:3000';

export interface ProbeSystem {
  /** The gateway, called directly. */
  gateway: string;
  /** The same gateway through the shell's /api proxy (web-server/src/api-proxy.ts). */
  shell: string;
  databaseUrl: string;
  logDir: string;
  /** Stops every server; `keepLogs` leaves the servers' logs (and database file) in place. */
  stop(options?: { keepLogs?: boolean }): Promise<void>;
}

/** Every back-end server of the one list (scripts/servers.mjs): the services and the gateway. */
const BACK_END = SERVERS.filter((server) => server.kind !== 'front-end').map((server) => server.name);

/** The environment of a newcomer's shell: nothing configured. */
function bareEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info' };
  for (const key of ['REDIS_URL', 'DATABASE_URL', 'NODE_ENV', 'JEST_WORKER_ID', 'INTERNAL_SECRET', 'SESSION_SECRET']) delete env[key];
  return env;
}

/**
 * The back end as `npm start` runs it (scripts/system.mjs, compiled servers, one process each) on
 * free ports, on a fresh embedded SQLite file (`embedded`) or a fresh MariaDB database with a
 * private Redis (`mariadb`: its rate-limit counters start empty), plus the shell's /api proxy in
 * this process. Registrations are not rate limited (the probe signs up ~35 accounts a loop).
 */
export async function startProbeSystem(kind: 'embedded' | 'mariadb'): Promise<ProbeSystem> {
  ensureServerBuilds();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `fairway-probe-${kind}-`));
  const logDir = path.join(dir, 'logs');
  const ports = Object.fromEntries(await Promise.all(BACK_END.map(async (name) => [name, await freePort()])));
  let redis: PrivateServer | undefined;
  const env: NodeJS.ProcessEnv = {
    ...bareEnv(),
    ALLOWED_ORIGINS: ORIGIN,
    REGISTER_RATE_LIMIT: '100000',
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
  };
  let databaseUrl = `sqlite:${path.join(dir, 'fairway.sqlite')}`;
  if (kind === 'mariadb') {
    redis = await startPrivateRedis();
    databaseUrl = `${(process.env.TEST_DATABASE_URL || 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '')}/fairway_probe_${process.pid}_${Date.now().toString(36)}`;
    env.REDIS_URL = redis.url;
  }
  env.DATABASE_URL = databaseUrl;
  let system: RunningSystem | undefined;
  let shellServer: Server | undefined;
  const stop = async ({ keepLogs = false } = {}) => {
    await new Promise<void>((resolve) => (shellServer ? shellServer.close(() => resolve()) : resolve()));
    shellServer?.closeAllConnections();
    await system?.stop();
    await redis?.destroy();
    if (kind === 'mariadb') await dropDatabase(databaseUrl).catch(() => undefined);
    if (!keepLogs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    system = await startSystem({ env, ports, only: BACK_END, logDir, log: () => {} });
    const gateway = `http://127.0.0.1:${ports.gateway}`;
    const shell = express();
    shell.use(apiProxy(gateway));
    const shellPort = await freePort();
    shellServer = await new Promise<Server>((resolve) => {
      const server = shell.listen(shellPort, '127.0.0.1', () => resolve(server));
    });
    shellServer.keepAliveTimeout = 65_000;
    return { gateway, shell: `http://127.0.0.1:${shellPort}`, databaseUrl, logDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
