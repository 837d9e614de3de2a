import express, { type CookieOptions, type ErrorRequestHandler, type Express } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import type { Dispatcher } from 'undici';
import {
  ApiError,
  errorHandler,
  rejectMalformedUrl,
  mountHealth,
  notFoundHandler,
  requestLogging,
  UnansweredRequests,
  unavailable,
  type Logger,
} from '@fairway/kit';
import { createPassport, gatewayAuthRoutes, type GatewayAuthDeps } from './auth';
import { createAuthRateLimits } from './auth/rate-limit';
import { serviceUrls, type GatewayConfig } from './config';
import { serviceProxies } from './proxy/service-proxy';
import { serviceForPath } from './proxy/service-routes';
import { readCache } from './read-cache/read-cache';
import type { WriteTracker } from './read-cache/write-tracker';
import { sameOriginCheck } from './same-origin';
import { isRedisUnavailable, SESSION_STORE, type SessionBackend } from './session/sessions';

export const SESSION_COOKIE = 'fairway.sid';

export interface GatewayDeps {
  config: GatewayConfig;
  sessions: SessionBackend;
  logger: Logger;
  /** Writes seen by this gateway and its replicas (createWriteTracker), for the read cache. */
  writes: WriteTracker;
  /** Lets the auth team add its rate limiters / change-password session side. */
  extendAuth?: (deps: GatewayAuthDeps) => Partial<GatewayAuthDeps>;
  /** Where calls to the services go: HTTP to the configured URLs unless given (one-process
   * mode: the services' apps in this process, InProcessDispatcher). */
  upstream?: Dispatcher;
  /** A request still unanswered this long is logged and counted (default 10 s; tests shorten it). */
  unansweredAfterMs?: number;
}

function bytes(limit: string): number {
  const [, n, unit] = /^(\d+)(b|kb|mb)$/.exec(limit) ?? [];
  return Number(n) * (unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1);
}

/** The only public API origin: security headers, health, same-origin check, the session,
 * passport, the gateway-owned auth routes, then the proxies to the domain services. */
export function createGatewayApp({ config, sessions, logger, writes, extendAuth, unansweredAfterMs, upstream }: GatewayDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.locals.sessions = sessions;

  // A request still unanswered after 10 s is logged with its id and counted on /readyz.
  const unanswered = new UnansweredRequests(logger, unansweredAfterMs);
  app.use(...requestLogging(logger, 'all', unanswered));
  app.use(rejectMalformedUrl);
  app.use(helmet());
  // Ready when the session store answers: Redis, or the database holding the sessions table.
  mountHealth(app, [{ name: sessions.kind, label: sessions.label, check: () => sessions.ping() }], unanswered);
  // The spec's browser redirect target for a signed-out session.
  app.get('/api/login', (_req, res) => res.redirect(302, '/login'));
  app.use(sameOriginCheck(config.ALLOWED_ORIGINS));
  // API answers are per user: no shared cache may keep them, and the browser revalidates each
  // time with the ETag the services (and Express for the gateway's own answers) compute, so an
  // unchanged answer comes back as a body-less 304.
  app.use('/api', (_req, res, next) => {
    res.set('Cache-Control', 'private, no-cache');
    next();
  });
  // Before the session: a kept answer needs no session lookup (it is kept per session cookie).
  app.use(
    readCache({
      cookieName: SESSION_COOKIE,
      // Notifications are made by a worker, not by a write through the gateway: always afresh.
      isCacheable: (path) => {
        const service = serviceForPath(path);
        return service !== null && service !== 'notifications';
      },
      writes,
      ttlMs: config.READ_CACHE_TTL_MS,
    }),
  );

  const cookieOptions: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.COOKIE_SECURE ?? config.NODE_ENV === 'production',
    path: '/',
    maxAge: config.SESSION_MAX_AGE_HOURS * 3_600_000,
  };
  app.use(
    session({
      name: SESSION_COOKIE,
      secret: config.SESSION_SECRET,
      store: sessions.store,
      resave: false,
      saveUninitialized: false,
      cookie: cookieOptions,
    }),
  );
  const passport = createPassport({ authServiceUrl: config.AUTH_SERVICE_URL, internalSecret: config.INTERNAL_SECRET, upstream });
  app.use(passport.initialize());
  app.use(passport.session());

  const authDeps: GatewayAuthDeps = {
    passport,
    sessions,
    authServiceUrl: config.AUTH_SERVICE_URL,
    internalSecret: config.INTERNAL_SECRET,
    upstream,
    jsonLimit: config.JSON_LIMIT,
    cookieName: SESSION_COOKIE,
    cookieOptions,
  };
  const auth = { ...authDeps, ...extendAuth?.(authDeps) };
  const rateLimits = auth.rateLimits ?? createAuthRateLimits();
  for (const router of gatewayAuthRoutes({ ...auth, rateLimits })) app.use(router);
  // League creation can mail invitees: limited per account and per IP before it is proxied.
  app.post('/api/leagues', ...rateLimits.createLeague);

  app.use(
    ...serviceProxies({
      services: serviceUrls(config),
      internalSecret: config.INTERNAL_SECRET,
      logger,
      maxBodyBytes: bytes(config.JSON_LIMIT),
      agent: upstream,
    }),
  );
  app.use(notFoundHandler);
  // Sessions and rate-limit counters in an unreachable Redis: 503 naming it, not a 500.
  app.use(((error, _req, _res, next) => {
    next(!(error instanceof ApiError) && isRedisUnavailable(error, sessions.redis) ? unavailable(SESSION_STORE) : error);
  }) as ErrorRequestHandler);
  app.use(errorHandler(logger));
  return app;
}
