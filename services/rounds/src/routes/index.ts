// Every router of the rounds service, mounted by app.ts.
import type { Database } from '@fairway/data';
import type { Router } from 'express';
import { roundsRouter } from './rounds';

export function routes(db: Database): Router[] {
  return [roundsRouter(db)];
}
