import type { Database } from '@fairway/data';
import { createLogger, createServiceApp, type Logger, type sendMail } from '@fairway/kit';
import { routes } from './routes';

export interface AppOptions {
  internalSecret?: string;
  logger?: Logger;
  /** The shell's public origin, for links in emails (default http://localhost:3000). */
  publicUrl?: string;
  sendMail?: typeof sendMail;
}

/** The auth service: the kit's platform (signed identity, JSON, errors) around the account routes. */
export function createApp(db: Database, options: AppOptions = {}) {
  const logger = options.logger ?? createLogger('auth');
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  return createServiceApp({
    name: 'auth',
    db,
    logger,
    internalSecret: options.internalSecret,
    routes: routes(db, { publicUrl, logger, sendMail: options.sendMail }),
  });
}
