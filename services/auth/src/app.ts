import { DEFAULT_APP_URL } from '@fairway/contracts';
import type { Database } from '@fairway/data';
import { createLogger, createMailOutbox, createServiceApp, type Logger, type MailOutbox, type sendMail } from '@fairway/kit';
import { routes } from './routes';

export interface AppOptions {
  internalSecret?: string;
  logger?: Logger;
  /** The shell's public origin, for links in emails (default DEFAULT_APP_URL, the shell on this machine). */
  appUrl?: string;
  /** The mail transport the outbox worker uses (tests pass a recorder). */
  sendMail?: typeof sendMail;
  /** Where mails are queued (default: this database's outbox, sent by this process). */
  outbox?: MailOutbox;
}

/** The auth service: the kit's platform (signed identity, JSON, errors) around the account routes. */
export function createApp(db: Database, options: AppOptions = {}) {
  const logger = options.logger ?? createLogger('auth');
  const publicUrl = options.appUrl ?? DEFAULT_APP_URL;
  const outbox = options.outbox ?? createMailOutbox(db, { logger, send: options.sendMail });
  const app = createServiceApp({
    name: 'auth',
    db,
    logger,
    internalSecret: options.internalSecret,
    routes: routes(db, { publicUrl, logger, outbox }),
  });
  app.locals.mailOutbox = outbox;
  return app;
}
