import { DEFAULT_APP_URL } from '@fairway/contracts';
import type { Database } from '@fairway/data';
import { createMailOutbox, type BackgroundWorker, type DomainAppOptions } from '@fairway/kit';
import { createDigestScheduler } from './domain/digest';
import { createEventWorker } from './domain/event-worker';

/** What runs beside the service's routes in every replica: the event worker (domain events ->
 * notifications, and mails for "each") and the digest schedules. Both are safe with replicas. */
export function notificationWorkers(db: Database, options: DomainAppOptions): BackgroundWorker[] {
  const outbox = options.outbox ?? createMailOutbox(db, { logger: options.logger });
  const mail = { appUrl: options.appUrl ?? DEFAULT_APP_URL };
  const events = createEventWorker(db, { logger: options.logger, outbox, mail, clock: options.clock });
  return [events, createDigestScheduler(db, outbox, mail, options.logger, { clock: options.clock })];
}
