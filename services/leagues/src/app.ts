import type { Database } from '@fairway/data';
import { createServiceApp, type Logger } from '@fairway/kit';
import { routes } from './routes';

export interface AppOptions {
  internalSecret?: string;
  logger?: Logger;
}

/** The leagues service: the kit's platform (signed identity, JSON, errors) around this domain's routes. */
export function createApp(db: Database, options: AppOptions = {}) {
  return createServiceApp({ name: 'leagues', db, routes: routes(db), ...options });
}
