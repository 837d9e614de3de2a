import type { Database } from '@fairway/data';
import { createServiceApp, type Logger } from '@fairway/kit';
import { routes } from './routes';

export interface AppOptions {
  internalSecret?: string;
  logger?: Logger;
}

/** The calendar service: the kit's platform (signed identity, JSON, errors) around this domain's routes. */
export function createApp(db: Database, options: AppOptions = {}) {
  return createServiceApp({ name: 'calendar', db, routes: routes(db), ...options });
}
