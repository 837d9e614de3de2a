import type { Database } from '@fairway/data';
import { createLogger, createServiceApp, type Logger } from '@fairway/kit';
import { routes } from './routes';

export interface AppOptions {
  internalSecret?: string;
  logger?: Logger;
  /** The shell's public origin, for links in invitation emails (APP_URL). */
  appUrl?: string;
}

/** The leagues service: the kit's platform (signed identity, JSON, errors) around this domain's routes. */
export function createApp(db: Database, options: AppOptions = {}) {
  const logger = options.logger ?? createLogger('leagues');
  return createServiceApp({
    name: 'leagues',
    db,
    internalSecret: options.internalSecret,
    logger,
    routes: routes(db, { logger, appUrl: options.appUrl }),
  });
}
