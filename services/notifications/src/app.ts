import type { Database } from '@fairway/data';
import { createLogger, createMailOutbox, createServiceApp, type Logger, type MailOutbox } from '@fairway/kit';
import { routes } from './routes';

export interface AppOptions {
  internalSecret?: string;
  logger?: Logger;
  outbox?: MailOutbox;
  appUrl?: string;
}

/** The notifications service: the kit's platform (signed identity, JSON, errors) around its routes.
 * Its worker and schedules run beside it (workers.ts). */
export function createApp(db: Database, options: AppOptions = {}) {
  const logger = options.logger ?? createLogger('notifications');
  const app = createServiceApp({
    name: 'notifications',
    db,
    internalSecret: options.internalSecret,
    logger,
    routes: routes(db),
  });
  app.locals.mailOutbox = options.outbox ?? createMailOutbox(db, { logger });
  return app;
}
