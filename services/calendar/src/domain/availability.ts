// Availability rules of the calendar service. Members only: for
// anyone else the league does not exist (404), so a private league's id reveals nothing.
import {
  TIME_SLOTS,
  type Availability,
  type AvailabilityData,
  type TimeSlotId,
  ALREADY_AVAILABLE,
  AVAILABILITY_NOT_FOUND,
  LEAGUE_NOT_FOUND,
} from '@fairway/contracts';
import { inTransaction, UniqueConstraintError, type Database } from '@fairway/data';
import { conflict, notFound } from '@fairway/kit';
import {
  deleteOwnAvailability,
  findAvailabilityByKey,
  findLeagueAvailability,
  findMemberships,
  insertAvailability,
  insertAvailabilityIgnoringDuplicates,
  isMember,
  type StoredAvailability,
} from '../data/availability-store';

const slotOrder = (id: string) => TIME_SLOTS.findIndex((slot) => slot.id === id);

function toAvailability(entry: StoredAvailability): Availability {
  return {
    id: entry.id,
    userId: entry.userId,
    leagueId: entry.leagueId,
    date: entry.date,
    timeSlot: entry.timeSlot as TimeSlotId,
    preferredCourse: entry.preferredCourse,
    notes: entry.notes,
    user: entry.user,
    createdAt: new Date(entry.createdAt).toISOString(),
    updatedAt: new Date(entry.updatedAt).toISOString(),
  };
}

/** The league's entries (within the range when given) by day, slot, then first come first. */
export async function listAvailability(
  db: Database,
  userId: string,
  leagueId: string,
  range: { from?: string; to?: string },
): Promise<Availability[]> {
  if (!(await isMember(db, leagueId, userId))) throw notFound(LEAGUE_NOT_FOUND);
  const entries = await findLeagueAvailability(db, leagueId, range);
  // Array.prototype.sort is stable: entries keep the store's date/createdAt order within a slot.
  return entries
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : slotOrder(a.timeSlot) - slotOrder(b.timeSlot)))
    .map(toAvailability);
}

/**
 * Adds the slot to this league and, as the confirmation tells the user, to every other league
 * they belong to (leagues that already have that slot are left as they are). Storing the same
 * slot twice in this league is a 409, decided by the unique index so that two parallel requests
 * cannot both pass a check; in that case nothing is written. A submission sent again with its
 * idempotency key (its first answer was lost) answers the entry the first one stored, with
 * `replayed`, and writes nothing.
 */
export async function addAvailability(
  db: Database,
  userId: string,
  leagueId: string,
  input: AvailabilityData,
): Promise<{ entry: Availability; replayed: boolean }> {
  const { leagueIds, user } = await findMemberships(db, userId);
  if (!user || !leagueIds.includes(leagueId)) throw notFound(LEAGUE_NOT_FOUND);
  const key = input.idempotencyKey ?? null;
  const replay = async () => {
    const earlier = key ? await findAvailabilityByKey(db, userId, key) : null;
    return earlier && earlier.leagueId === leagueId ? { entry: toAvailability({ ...earlier, user }), replayed: true } : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const values = { date: input.date, timeSlot: input.timeSlot, preferredCourse: input.preferredCourse, notes: input.notes };
  try {
    // Other leagues in one fixed order, so parallel requests take their row locks alike.
    const others = leagueIds.filter((id) => id !== leagueId).sort();
    const created = await inTransaction(db, async (transaction) => {
      const row = await insertAvailability(db, { ...values, userId, leagueId, idempotencyKey: key }, transaction);
      await insertAvailabilityIgnoringDuplicates(db, { ...values, userId }, others, transaction);
      return row;
    });
    return { entry: toAvailability({ ...values, ...created, userId, leagueId, user }), replayed: false };
  } catch (error) {
    if (error instanceof UniqueConstraintError) {
      // Two attempts of one submission at once: the index let the first through.
      const parallel = await replay();
      if (parallel) return parallel;
      throw conflict(ALREADY_AVAILABLE);
    }
    throw error;
  }
}

/** Removes one of the caller's own entries; someone else's entry is indistinguishable from a missing one. */
export async function removeAvailability(db: Database, userId: string, leagueId: string, availabilityId: string): Promise<void> {
  if (!(await isMember(db, leagueId, userId))) throw notFound(LEAGUE_NOT_FOUND);
  if (!(await deleteOwnAvailability(db, availabilityId, leagueId, userId))) throw notFound(AVAILABILITY_NOT_FOUND);
}
