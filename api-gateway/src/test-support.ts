// Helpers for the gateway's own integration tests (not shipped code paths).
import express, { type Express } from 'express';
import type { Database } from '@fairway/data';
import { createServiceApp, createLogger, createMailOutbox, InProcessDispatcher, type RunningServer } from '@fairway/kit';
import { startTestServer, type TestDatabase } from '@fairway/kit/testing';
import { createApp as createAuthApp } from '@fairway/service-auth/src/app';
import { createApp as createCalendarApp } from '@fairway/service-calendar/src/app';
import { createApp as createLeaguesApp } from '@fairway/service-leagues/src/app';
import { createApp as createNotificationsApp } from '@fairway/service-notifications/src/app';
import { createApp as createRoundsApp } from '@fairway/service-rounds/src/app';
import { createGatewayApp, type GatewayDeps } from './app';
import { createAuthRateLimits } from './auth/rate-limit';
import { parseGatewayConfig } from './config';
import { createWriteTracker } from './read-cache/write-tracker';
import { createSessionBackend } from './session/sessions';

/** A real kit service whose every route echoes what it received: proves the signature
 * verified (else the kit answers 401), the user id, the request id, the full path and the body. */
export async function startEchoService(name: string, db: Database) {
  const router = express.Router();
  router.all('/{*rest}', (req, res) => {
    // Which upstream connection carried the request, and the Connection header it arrived with.
    res.set('x-echo-upstream-port', String(req.socket.remotePort));
    res.set('x-echo-connection', req.headers.connection ?? '');
    res.json({
      service: name,
      method: req.method,
      path: req.originalUrl,
      userId: req.userId,
      requestId: req.requestId,
      cookie: req.headers.cookie ?? null,
      body: req.body ?? null,
    });
  });
  return startTestServer(createServiceApp({ name, db, routes: router }), name);
}

export async function startGateway(options: {
  db: Database;
  env: Record<string, string>;
  extendAuth?: GatewayDeps['extendAuth'];
  upstream?: GatewayDeps['upstream'];
}) {
  const config = parseGatewayConfig({ NODE_ENV: 'test', ...options.env });
  const sessions = await createSessionBackend({ redisUrl: config.REDIS_URL, db: options.db });
  const writes = createWriteTracker(sessions.redis);
  const app = createGatewayApp({
    config,
    sessions,
    writes,
    logger: createLogger('gateway-test'),
    extendAuth: options.extendAuth,
    upstream: options.upstream,
  });
  const server = await startTestServer(app, 'gateway');
  return {
    ...server,
    app,
    sessions,
    writes,
    async close() {
      await server.close();
      await writes.close();
      await sessions.close();
    },
  };
}

/** How startBackend's gateway reaches the services: over HTTP (each listening on a port, as per
 * service processes), or in-process (InProcessDispatcher, as the one-process back end). */
export type BackendTransport = 'http' | 'in-process';

type ServiceName = 'auth' | 'leagues' | 'rounds' | 'calendar' | 'notifications';

/**
 * The whole back end in this process on `db`: the five real services and the gateway in front
 * (sessions in the database, rate limits out of the way, mail recorded nowhere). `apps` holds
 * every Express app, the gateway's first, for tests that walk their routes. `own` gives a service
 * its own connection to the same database, as a process of its own has (and with it whatever the
 * service keeps per database).
 */
export async function startBackend(
  db: TestDatabase,
  gatewayEnv: Record<string, string> = {},
  transport: BackendTransport = 'http',
  own: Partial<Record<ServiceName, Database>> = {},
) {
  const logger = createLogger('backend-test', 'silent');
  const outbox = createMailOutbox(db, { logger, send: async () => ({ messageId: 'dropped' }) });
  const services: Record<ServiceName, Express> = {
    auth: createAuthApp(own.auth ?? db, { logger, outbox }),
    leagues: createLeaguesApp(own.leagues ?? db, { logger, outbox }),
    rounds: createRoundsApp(own.rounds ?? db, { logger }),
    calendar: createCalendarApp(own.calendar ?? db, { logger }),
    notifications: createNotificationsApp(own.notifications ?? db, { logger, outbox }),
  };
  const running: RunningServer[] = [];
  const env: Record<string, string> = { DATABASE_URL: db.url };
  const inProcess: Record<string, Express> = {};
  for (const [name, app] of Object.entries(services)) {
    if (transport === 'in-process') {
      env[`${name.toUpperCase()}_SERVICE_URL`] = `http://${name}.in-process`;
      inProcess[`http://${name}.in-process`] = app;
      continue;
    }
    const server = await startTestServer(app, name);
    running.push(server);
    env[`${name.toUpperCase()}_SERVICE_URL`] = server.url;
  }
  const rateLimits = createAuthRateLimits({ limit: 1_000_000, registerLimit: 1_000_000 });
  const gateway = await startGateway({
    db,
    env: { ...env, ...gatewayEnv },
    extendAuth: () => ({ rateLimits }),
    upstream: transport === 'in-process' ? new InProcessDispatcher(inProcess) : undefined,
  });
  return {
    url: gateway.url,
    gateway,
    /** The services' URLs and the database, to start more gateways in front of them. */
    env,
    apps: [gateway.app, ...Object.values(services)],
    async close() {
      await gateway.close();
      await Promise.all(running.map((server) => server.close()));
    },
  };
}

/** Minimal cookie jar: the gateway sets one session cookie. */
export function sessionCookie(res: Response): string | null {
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('fairway.sid='));
  return setCookie ? setCookie.split(';')[0] : null;
}

/** The session id inside a signed `fairway.sid=s%3A<sid>.<sig>` cookie. */
export function sidOf(cookie: string): string {
  const value = decodeURIComponent(cookie.slice('fairway.sid='.length));
  return value.slice(2, value.lastIndexOf('.'));
}
