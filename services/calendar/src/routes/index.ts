import type { Router } from 'express';
import type { Database } from '@fairway/data';
import { availabilityRouter } from './availability';
import { teeGroupsRouter } from './tee-groups';

/** Every router of the calendar service, in one place (declared with full /api/leagues/... paths). */
export function routes(db: Database): Router[] {
  return [availabilityRouter(db), teeGroupsRouter(db)];
}
