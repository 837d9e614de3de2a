// Data access of the calendar service. Each function issues exactly one SQL statement, so the
// statement count of a request does not depend on how many entries or leagues there are.
// Only portable SQL (the embedded mode runs on SQLite): slot order is applied in the domain.
import { Op, type Availability, type Database } from '@fairway/data';
import type { Transaction } from 'sequelize';

export interface StoredAvailability {
  id: string;
  userId: string;
  leagueId: string;
  date: string;
  timeSlot: string;
  preferredCourse: string | null;
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
  user: { firstName: string; lastName: string };
}

export interface AvailabilityValues {
  date: string;
  timeSlot: string;
  preferredCourse: string | null;
  notes: string | null;
}

const ENTRY_ATTRIBUTES = ['id', 'userId', 'leagueId', 'date', 'timeSlot', 'preferredCourse', 'notes', 'createdAt', 'updatedAt'];

export async function isMember(db: Database, leagueId: string, userId: string): Promise<boolean> {
  const row = await db.models.LeagueMembership.findOne({ where: { leagueId, userId }, attributes: ['id'] });
  return row !== null;
}

/** The leagues the user belongs to and the user's name, in one statement (membership joined with user). */
export async function findMemberships(
  db: Database,
  userId: string,
): Promise<{ leagueIds: string[]; user: { firstName: string; lastName: string } | null }> {
  const { LeagueMembership, User } = db.models;
  const rows = await LeagueMembership.findAll({
    where: { userId },
    attributes: ['id', 'leagueId'],
    include: [{ model: User, as: 'user', attributes: ['id', 'firstName', 'lastName'], required: true }],
  });
  const first = rows[0] as unknown as { user?: { firstName: string; lastName: string } } | undefined;
  return {
    leagueIds: rows.map((row) => row.leagueId),
    user: first?.user ? { firstName: first.user.firstName, lastName: first.user.lastName } : null,
  };
}

/** A league's entries with their users' names, optionally within an inclusive date range. */
export async function findLeagueAvailability(
  db: Database,
  leagueId: string,
  range: { from?: string; to?: string },
): Promise<StoredAvailability[]> {
  const { Availability, User } = db.models;
  const date: Record<symbol, string> = {};
  if (range.from) date[Op.gte] = range.from;
  if (range.to) date[Op.lte] = range.to;
  const rows = await Availability.findAll({
    where: { leagueId, ...(range.from || range.to ? { date } : {}) },
    attributes: ENTRY_ATTRIBUTES,
    include: [{ model: User, as: 'user', attributes: ['id', 'firstName', 'lastName'], required: true }],
    order: [
      ['date', 'ASC'],
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return rows.map((row) => {
    const user = (row as unknown as { user: { firstName: string; lastName: string } }).user;
    return { ...entryOf(row), user: { firstName: user.firstName, lastName: user.lastName } };
  });
}

/** One stored entry's answer fields (ENTRY_ATTRIBUTES), without its author's name. */
function entryOf(row: Availability): Omit<StoredAvailability, 'user'> & { leagueId: string } {
  return {
    id: row.id,
    userId: row.userId,
    leagueId: row.leagueId,
    date: row.date,
    timeSlot: row.timeSlot,
    preferredCourse: row.preferredCourse ?? null,
    notes: row.notes ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The entry the user's submission with this idempotency key stored, if any. */
export async function findAvailabilityByKey(
  db: Database,
  userId: string,
  idempotencyKey: string,
): Promise<(Omit<StoredAvailability, 'user'> & { leagueId: string }) | null> {
  const row = await db.models.Availability.findOne({ where: { userId, idempotencyKey }, attributes: ENTRY_ATTRIBUTES });
  return row ? entryOf(row) : null;
}

/** Inserts one entry; a duplicate (user, league, date, slot) or a repeated (user, key) raises the
 * unique index's error. */
export async function insertAvailability(
  db: Database,
  values: AvailabilityValues & { userId: string; leagueId: string; idempotencyKey: string | null },
  transaction: Transaction,
): Promise<{ id: string; createdAt: Date; updatedAt: Date }> {
  const row = await db.models.Availability.create(values, { transaction });
  return { id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/** Inserts the same slot in several leagues at once, skipping leagues where it already exists
 * (INSERT IGNORE / INSERT OR IGNORE on the unique index). */
export async function insertAvailabilityIgnoringDuplicates(
  db: Database,
  values: AvailabilityValues & { userId: string },
  leagueIds: string[],
  transaction: Transaction,
): Promise<void> {
  if (leagueIds.length === 0) return;
  await db.models.Availability.bulkCreate(
    leagueIds.map((leagueId) => ({ ...values, leagueId })),
    { ignoreDuplicates: true, transaction },
  );
}

/** Deletes the entry only if it belongs to the user and the league; returns whether it did. */
export async function deleteOwnAvailability(db: Database, availabilityId: string, leagueId: string, userId: string): Promise<boolean> {
  const removed = await db.models.Availability.destroy({ where: { id: availabilityId, leagueId, userId } });
  return removed > 0;
}
