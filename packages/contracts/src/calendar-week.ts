// Calendar week rules (spec sections 2 'Calendar tab' and 9): a week is seven days starting on
// Monday, the opportunities summary, the 'Best time to play' hint and the .ics export.
//
// Time zones: every function here works on yyyy-MM-dd calendar-day strings with UTC arithmetic,
// so its answer does not depend on the zone of the process running it (browser or server). The
// only zone-dependent step is "which calendar day is it now", done once in `todayInZone`:
// the browser's local zone by default, or an explicit IANA zone. The contracts tests run these
// functions in child processes with TZ=America/Los_Angeles and TZ=Asia/Tokyo to prove it.
import type { Availability } from './api-types';
import { DISPLAY_LIMITS } from './constants';
import { TIME_SLOTS, type TimeSlotId } from './time-slots';

export const DAYS_PER_WEEK = 7;

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function toUtcDate(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtcDate(date: Date): string {
  const y = String(date.getUTCFullYear()).padStart(4, '0');
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Adds days to a calendar day; no local-time or DST involvement. */
export function shiftDay(value: string, days: number): string {
  const date = toUtcDate(value);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtcDate(date);
}

/** 0 = Sunday ... 6 = Saturday, of the calendar day itself. */
export function dayOfWeek(value: string): number {
  return toUtcDate(value).getUTCDay();
}

/**
 * Today's calendar day. Without a zone it is the local day of the running process (what the
 * user sees in the browser); with an IANA zone it is that zone's day.
 */
export function todayInZone(now: Date = new Date(), timeZone?: string): string {
  if (!timeZone) {
    const y = now.getFullYear();
    const m = String(now.getMonth() + 1).padStart(2, '0');
    const d = String(now.getDate()).padStart(2, '0');
    return `${y}-${m}-${d}`;
  }
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The Monday on or before the given day. */
export function weekStart(value: string): string {
  const sinceMonday = (dayOfWeek(value) + 6) % 7;
  return shiftDay(value, -sinceMonday);
}

/** The Monday of the current week (see `todayInZone` for the zone). */
export function currentWeekStart(now: Date = new Date(), timeZone?: string): string {
  return weekStart(todayInZone(now, timeZone));
}

/** The seven days Monday..Sunday of the week containing the given day. */
export function weekDays(value: string): string[] {
  const monday = weekStart(value);
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) => shiftDay(monday, i));
}

/** Inclusive from/to range of the week containing the day (the availability range query). */
export function weekRange(value: string): { from: string; to: string } {
  const monday = weekStart(value);
  return { from: monday, to: shiftDay(monday, DAYS_PER_WEEK - 1) };
}

export function previousWeek(value: string): string {
  return shiftDay(weekStart(value), -DAYS_PER_WEEK);
}

export function nextWeek(value: string): string {
  return shiftDay(weekStart(value), DAYS_PER_WEEK);
}

/** 'Mar 2, 2026' */
export function formatDayLong(value: string): string {
  const date = toUtcDate(value);
  return `${MONTHS_SHORT[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'Mon' */
export function formatWeekday(value: string): string {
  return WEEKDAYS_SHORT[dayOfWeek(value)];
}

/** 'Mar 2' */
export function formatDayShort(value: string): string {
  const date = toUtcDate(value);
  return `${MONTHS_SHORT[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** 'Week of Mar 2, 2026' (the Monday of the week). */
export function weekLabel(value: string): string {
  return `Week of ${formatDayLong(weekStart(value))}`;
}

// ---------------------------------------------------------------------------------------------
// Week summaries

type Entry = Pick<Availability, 'id' | 'userId' | 'date' | 'timeSlot' | 'user'>;

function inWeek<T extends Entry>(entries: readonly T[], value: string): T[] {
  const { from, to } = weekRange(value);
  return entries.filter((entry) => entry.date >= from && entry.date <= to);
}

const slotOrder = (id: string) => TIME_SLOTS.findIndex((slot) => slot.id === id);

/** Entries of one day and slot, in the order they were given. */
export function entriesForSlot<T extends Entry>(entries: readonly T[], date: string, timeSlot: TimeSlotId): T[] {
  return entries.filter((entry) => entry.date === date && entry.timeSlot === timeSlot);
}

/** The first `calendarNamesPerSlot` entries to name, and how many more ('+N more'). */
export function slotNames<T extends Entry>(
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

/** 'Most Popular Times': available entries per slot over the week, in slot order. */
export function popularTimes(entries: readonly Entry[], value: string): PopularTime[] {
  const week = inWeek(entries, value);
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
export function mostActiveMembers(entries: readonly Entry[], value: string, limit: number = DISPLAY_LIMITS.topMembers): ActiveMember[] {
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
 * 'Best time to play': the day and slot of the week with the most distinct available members;
 * on a tie the earliest (by day, then by slot) wins. Null when nobody is available.
 */
export function bestTimeToPlay(entries: readonly Entry[], value: string): BestTime | null {
  const members = new Map<string, Set<string>>();
  for (const entry of inWeek(entries, value)) {
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

// ---------------------------------------------------------------------------------------------
// iCalendar export (RFC 5545)

export interface IcsOptions {
  /** Only this user's entries are exported. */
  userId: string;
  /** Any day of the week to export. */
  week: string;
  leagueName?: string;
  /** DTSTAMP; defaults to now. */
  now?: Date;
}

/** Escapes TEXT values (RFC 5545 3.3.11). */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets, continuation lines starting with a space (3.1). */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines carry the leading space
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function icsLocalDateTime(date: string, hour: number): string {
  return `${date.replace(/-/g, '')}T${String(hour).padStart(2, '0')}0000`;
}

function icsUtcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * A VCALENDAR with one VEVENT per own slot of the week. Times are "floating" local times
 * (no Z, no TZID): a Sunrise slot is 6-9 AM wherever the golfer is, which is what the slot
 * means, so a calendar app shows it at 6 AM in the user's own zone.
 */
export function buildAvailabilityIcs(
  entries: readonly (Entry & Pick<Availability, 'preferredCourse' | 'notes'>)[],
  options: IcsOptions,
): string {
  const stamp = icsUtcStamp(options.now ?? new Date());
  const own = inWeek(entries, options.week)
    .filter((entry) => entry.userId === options.userId)
    .sort((a, b) => a.date.localeCompare(b.date) || slotOrder(a.timeSlot) - slotOrder(b.timeSlot));
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Fairway Leagues//Availability//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const entry of own) {
    const slot = TIME_SLOTS.find((s) => s.id === entry.timeSlot);
    if (!slot) continue;
    const where = entry.preferredCourse ? ` at ${entry.preferredCourse}` : '';
    const league = options.leagueName ? ` (${options.leagueName})` : '';
    lines.push(
      'BEGIN:VEVENT',
      `UID:${entry.id}@fairway-leagues`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsLocalDateTime(entry.date, slot.startHour)}`,
      `DTEND:${icsLocalDateTime(entry.date, slot.endHour)}`,
      `SUMMARY:${escapeIcsText(`Golf - ${slot.label} (${slot.hours})${where}${league}`)}`,
    );
    if (entry.preferredCourse) lines.push(`LOCATION:${escapeIcsText(entry.preferredCourse)}`);
    if (entry.notes) lines.push(`DESCRIPTION:${escapeIcsText(entry.notes)}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** File name of the export: 'fairway-availability-2026-03-02.ics' (the week's Monday). */
export function icsFileName(week: string): string {
  return `fairway-availability-${weekStart(week)}.ics`;
}
