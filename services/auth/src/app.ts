import { DEFAULT_APP_URL } from '@fairway/contracts';
import type { Database } from '@fairway/data';
import { createLogger, createServiceApp, type Logger, type sendMail } from '@fairway/kit';
import { routes } from './routes';

export interface AppOptions {
  internalSecret?: string;
  logger?: Logger;
  /** The shell's public origin, for links in emails (default DEFAULT_APP_URL, the shell on this machine). */
  publicUrl?: string;
  sendMail?: typeof sendMail;
}

/** The auth service: the kit's platform (signed identity, JSON, errors) around the account routes. */
export function createApp(db: Database, options: AppOptions = {}) {
  const logger = options.logger ?? createLogger('auth');
  const publicUrl = options.publicUrl ?? DEFAULT_APP_URL;
  return createServiceApp({
    name: 'auth',
    db,
    logger,
    internalSecret: options.internalSecret,
    routes: routes(db, { publicUrl, logger, sendMail: options.sendMail }),
  });
}
