// The week's availability figures of the Calendar tab: names per
// slot, 'Most Popular Times', 'Most Active Members' and the 'Best time to play' hint.
import type { Availability } from './api-types';
import { weekDays, weekRange } from './calendar-days';
import { DISPLAY_LIMITS } from './constants';
import { TIME_SLOTS, type TimeSlotId } from './time-slots';

export type AvailabilityEntry = Pick<Availability, 'id' | 'userId' | 'date' | 'timeSlot' | 'user'>;

export function inWeek<T extends AvailabilityEntry>(entries: readonly T[], value: string): T[] {
  const { from, to } = weekRange(value);
  return entries.filter((entry) => entry.date >= from && entry.date <= to);
}

/** The week's entries from `today` on (all of them without `today`): a day already gone is no
 * longer an opportunity to play. */
function openInWeek<T extends AvailabilityEntry>(entries: readonly T[], value: string, today?: string): T[] {
  const week = inWeek(entries, value);
  return today === undefined ? week : week.filter((entry) => entry.date >= today);
}

export const slotOrder = (id: string) => TIME_SLOTS.findIndex((slot) => slot.id === id);

/** Entries of one day and slot, in the order they were given. */
export function entriesForSlot<T extends AvailabilityEntry>(entries: readonly T[], date: string, timeSlot: TimeSlotId): T[] {
  return entries.filter((entry) => entry.date === date && entry.timeSlot === timeSlot);
}

/** The first `calendarNamesPerSlot` entries to name, and how many more ('+N more'). */
export function slotNames<T extends AvailabilityEntry>(
  entries: readonly T[],
  limit: number = DISPLAY_LIMITS.calendarNamesPerSlot,
): { shown: T[]; more: number } {
  return { shown: entries.slice(0, limit), more: Math.max(0, entries.length - limit) };
}

export interface PopularTime {
  timeSlot: TimeSlotId;
  label: string;
  hours: string;
  count: number;
}

/** 'Most Popular Times': available entries per slot over the week's days from `today` on, in
 * slot order. */
export function popularTimes(entries: readonly AvailabilityEntry[], value: string, today?: string): PopularTime[] {
  const week = openInWeek(entries, value, today);
  return TIME_SLOTS.map((slot) => ({
    timeSlot: slot.id,
    label: slot.label,
    hours: slot.hours,
    count: week.filter((entry) => entry.timeSlot === slot.id).length,
  }));
}

export interface ActiveMember {
  userId: string;
  firstName: string;
  lastName: string;
  count: number;
}

/**
 * 'Most Active Members': the top members by number of slots in the week. Ties are ordered by
 * name so the list does not reshuffle between loads.
 */
export function mostActiveMembers(
  entries: readonly AvailabilityEntry[],
  value: string,
  limit: number = DISPLAY_LIMITS.topMembers,
): ActiveMember[] {
  const byUser = new Map<string, ActiveMember>();
  for (const entry of inWeek(entries, value)) {
    const member = byUser.get(entry.userId) ?? {
      userId: entry.userId,
      firstName: entry.user.firstName,
      lastName: entry.user.lastName,
      count: 0,
    };
    member.count += 1;
    byUser.set(entry.userId, member);
  }
  const name = (m: ActiveMember) => `${m.firstName} ${m.lastName}`.toLowerCase();
  return [...byUser.values()]
    .sort((a, b) => b.count - a.count || name(a).localeCompare(name(b)) || a.userId.localeCompare(b.userId))
    .slice(0, limit);
}

export interface BestTime {
  date: string;
  timeSlot: TimeSlotId;
  label: string;
  hours: string;
  /** Distinct members available in that slot. */
  count: number;
}

/**
 * 'Best time to play': the day and slot of the week (from `today` on) with the most distinct
 * available members; on a tie the earliest (by day, then by slot) wins. Null when nobody is
 * available.
 */
export function bestTimeToPlay(entries: readonly AvailabilityEntry[], value: string, today?: string): BestTime | null {
  const members = new Map<string, Set<string>>();
  for (const entry of openInWeek(entries, value, today)) {
    if (slotOrder(entry.timeSlot) < 0) continue;
    const key = `${entry.date}|${entry.timeSlot}`;
    const set = members.get(key) ?? new Set<string>();
    set.add(entry.userId);
    members.set(key, set);
  }
  let best: BestTime | null = null;
  for (const date of weekDays(value)) {
    for (const slot of TIME_SLOTS) {
      const count = members.get(`${date}|${slot.id}`)?.size ?? 0;
      // Strictly greater keeps the earliest on ties, because days and slots are walked in order.
      if (count > 0 && (!best || count > best.count)) {
        best = { date, timeSlot: slot.id, label: slot.label, hours: slot.hours, count };
      }
    }
  }
  return best;
}
