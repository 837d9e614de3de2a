import express, { type Express, type RequestHandler, type Router } from 'express';
import type { Database } from '@fairway/data';
import { DATABASE, errorHandler, notFoundHandler } from './errors';
import { mountHealth, schemaReadiness } from './health';
import { rejectMalformedUrl, rejectHostileBody } from './hostile-input';
import { bodyDigestCheck, defaultInternalSecret, identityMiddleware, recordBodyDigest, replayCheck } from './identity';
import { createLogger, type Logger } from './logger';
import { createReplayGuard, type ReplayGuard } from './replay-guard';
import { requestLogging } from './request-id';
import { UnansweredRequests } from './unanswered';
import type {} from './express-augment'; // types only: the Request fields every server uses

export interface ServiceAppOptions {
  /** Service name for logs and the signature's target (auth, leagues, rounds, calendar). */
  name: string;
  db: Database;
  /** The service's routers, declared with full paths (`/api/leagues/...`). */
  routes: Router | RequestHandler | Array<Router | RequestHandler>;
  internalSecret?: string;
  logger?: Logger;
  /** JSON body limit; larger bodies get 400 like any other bad input. */
  jsonLimit?: string;
  /** Where accepted signature nonces are kept (default: this database, and this process for reads). */
  replayGuard?: ReplayGuard;
}

/** The one way a domain service is assembled: request id + JSON logs, health probes, signed
 * identity on everything else, JSON body parsing, the routes, then 404 and the central error handler. */
export function createServiceApp(options: ServiceAppOptions): Express {
  const logger = options.logger ?? createLogger(options.name);
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.locals.db = options.db;
  app.locals.logger = logger;

  const unanswered = new UnansweredRequests(logger);
  app.use(...requestLogging(logger, 'failures', unanswered));
  app.use(rejectMalformedUrl);
  mountHealth(
    app,
    [{ name: 'database', label: DATABASE, check: () => options.db.sequelize.authenticate() }, schemaReadiness(options.db)],
    unanswered,
  );
  app.locals.serviceName = options.name;
  app.use(identityMiddleware(options.name, options.internalSecret ?? defaultInternalSecret()));
  // Every body is read and hashed, JSON ones parsed; the bytes must be those the gateway signed.
  const limit = options.jsonLimit ?? '100kb';
  app.use(express.json({ limit, verify: recordBodyDigest }));
  app.use(express.raw({ type: () => true, limit, verify: recordBodyDigest }), (req, _res, next) => {
    if (Buffer.isBuffer(req.body)) req.body = undefined; // only JSON bodies mean anything here
    next();
  });
  app.use(bodyDigestCheck, replayCheck(options.replayGuard ?? createReplayGuard(options.db)), rejectHostileBody);
  for (const route of Array.isArray(options.routes) ? options.routes : [options.routes]) app.use(route);
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
