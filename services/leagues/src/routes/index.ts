import { DEFAULT_APP_URL } from '@fairway/contracts';
import type { Database } from '@fairway/data';
import { createMailOutbox, logger as defaultLogger } from '@fairway/kit';
import type { Router } from 'express';
import { leaguesRouter, type LeaguesRouterOptions } from './leagues';

/** Every router of the leagues service, in one place: add each router the domain defines
 * (declared with full /api/leagues/... paths) to this list. */
export function routes(db: Database, options: Partial<LeaguesRouterOptions> = {}): Router[] {
  const logger = options.logger ?? defaultLogger;
  return [
    leaguesRouter(db, {
      // Invitation links point at the shell's public origin (APP_URL, read by the server's config).
      appUrl: options.appUrl ?? DEFAULT_APP_URL,
      logger,
      outbox: options.outbox ?? createMailOutbox(db, { logger }),
    }),
  ];
}
