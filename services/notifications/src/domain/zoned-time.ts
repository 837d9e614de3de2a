// Local calendar days and times in a person's IANA time zone, with the runtime's Intl data (no
// library needed for this much). The recap goes out Monday 08:00 where each person lives.
import { addDays, weekStart } from '@fairway/contracts';

interface LocalParts {
  date: string;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function localParts(instant: Date, timeZone: string): LocalParts & { second: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The local calendar day of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  return localParts(instant, timeZone).date;
}

/** Offset of the zone from UTC at an instant, in ms. */
function offsetMs(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const [y, m, d] = p.date.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a local wall-clock time happens in a zone (a time skipped by a daylight-saving
 * change resolves to the instant just after the gap). */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, hour);
  let guess = wall - offsetMs(new Date(wall), timeZone);
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

export const RECAP_HOUR = 8;

/** The Monday of the week an instant falls in, where the person lives. */
export function localWeek(instant: Date, timeZone: string): string {
  return weekStart(localDate(instant, timeZone));
}

/** When the recap of week `monday` is due: that Monday at 08:00 local time. */
export function recapDueAt(monday: string, timeZone: string): Date {
  return zonedInstant(monday, RECAP_HOUR, timeZone);
}

/** When the next week's recap is due (the end of week `monday`'s sending window). */
export function nextRecapDueAt(monday: string, timeZone: string): Date {
  return zonedInstant(addDays(monday, 7), RECAP_HOUR, timeZone);
}
