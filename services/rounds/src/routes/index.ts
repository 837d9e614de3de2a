import type { Router } from 'express';
import type { Database } from '@fairway/data';
import { roundsRouter } from './rounds';

/** Every router of the rounds service, in one place (declared with full /api/rounds/... paths). */
export function routes(db: Database): Router[] {
  return [roundsRouter(db)];
}
