// Recording domain events: the services call this inside the transaction of the change, so an
// event exists exactly when the change committed (transactional outbox). The notifications
// worker (services/notifications) turns them into notifications.
import type { DomainEventKind } from '@fairway/contracts';
import type { Transaction } from 'sequelize';
import type { Models } from '../models';

export interface DomainEventInput {
  kind: DomainEventKind;
  leagueId: string | null;
  actorId: string | null;
  payload?: Record<string, unknown>;
  /** Set for events a sweep may find more than once (a league's end): the first one counts. */
  dedupeKey?: string;
}

/** Writes the events in one statement (none: no statement). */
export async function recordEvents(models: Pick<Models, 'DomainEvent'>, events: readonly DomainEventInput[], transaction?: Transaction) {
  if (events.length === 0) return;
  const now = new Date();
  await models.DomainEvent.bulkCreate(
    events.map((event) => ({
      kind: event.kind,
      leagueId: event.leagueId,
      actorId: event.actorId,
      payload: JSON.stringify(event.payload ?? {}),
      dedupeKey: event.dedupeKey ?? null,
      createdAt: now,
    })),
    { transaction, ignoreDuplicates: events.some((event) => event.dedupeKey !== undefined) },
  );
}
