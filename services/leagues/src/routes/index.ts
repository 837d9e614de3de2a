import type { Router } from 'express';
import type { Database } from '@fairway/data';

/** Every router of the leagues service, in one place: add each router the domain defines
 * (declared with full /api/leagues/... paths) to this list. */
export function routes(db: Database): Router[] {
  void db;
  return [];
}
