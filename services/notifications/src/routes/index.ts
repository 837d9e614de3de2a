import type { Database } from '@fairway/data';
import type { Router } from 'express';
import { notificationsRouter } from './notifications';
import { unsubscribeRouter } from './unsubscribe';

/** Every router of the notifications service (declared with full /api/notifications/... paths). */
export function routes(db: Database): Router[] {
  return [unsubscribeRouter(db), notificationsRouter(db)];
}
