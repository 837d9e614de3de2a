import type { Database } from '@fairway/data';
import { logger as defaultLogger } from '@fairway/kit';
import type { Router } from 'express';
import { leaguesRouter, type LeaguesRouterOptions } from './leagues';

/** Where invitation links point: the shell's public origin (APP_URL), localhost:3000 by default. */
export const DEFAULT_APP_URL = 'http://localhost:3000';

/** Every router of the leagues service, in one place: add each router the domain defines
 * (declared with full /api/leagues/... paths) to this list. */
export function routes(db: Database, options: Partial<LeaguesRouterOptions> = {}): Router[] {
  return [
    leaguesRouter(db, {
      appUrl: options.appUrl ?? (process.env.APP_URL || DEFAULT_APP_URL),
      logger: options.logger ?? defaultLogger,
    }),
  ];
}
