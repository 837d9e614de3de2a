import type { Database } from '@fairway/data';
import { createLogger, createMailOutbox, createServiceApp, type Logger, type MailOutbox } from '@fairway/kit';
import { routes } from './routes';

export interface AppOptions {
  internalSecret?: string;
  logger?: Logger;
  /** The shell's public origin, for links in invitation emails (APP_URL). */
  appUrl?: string;
  /** Where invitation mails are queued (default: this database's outbox, sent by this process). */
  outbox?: MailOutbox;
}

/** The leagues service: the kit's platform (signed identity, JSON, errors) around this domain's routes. */
export function createApp(db: Database, options: AppOptions = {}) {
  const logger = options.logger ?? createLogger('leagues');
  const outbox = options.outbox ?? createMailOutbox(db, { logger });
  const app = createServiceApp({
    name: 'leagues',
    db,
    internalSecret: options.internalSecret,
    logger,
    routes: routes(db, { logger, appUrl: options.appUrl, outbox }),
  });
  app.locals.mailOutbox = outbox;
  return app;
}
