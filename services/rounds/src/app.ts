import type { Database } from '@fairway/data';
import { createServiceApp, type Logger } from '@fairway/kit';
import { routes } from './routes';

export interface AppOptions {
  internalSecret?: string;
  logger?: Logger;
}

/** The rounds service: the kit's platform (signed identity, JSON, errors) around this domain's routes. */
export function createApp(db: Database, options: AppOptions = {}) {
  return createServiceApp({ name: 'rounds', db, routes: routes(db), ...options });
}
