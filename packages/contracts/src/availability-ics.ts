// The .ics export of the user's own availability for a week (iCalendar, RFC 5545). Written by
// hand rather than with the \`ics\` package: a few lines of text, no dependencies in the calendar
// remote, and floating local times (see buildAvailabilityIcs) that the package would have to be
// configured into.
import type { Availability } from './api-types';
import { weekStart } from './calendar-days';
import { TIME_SLOTS } from './time-slots';
import { inWeek, slotOrder, type AvailabilityEntry } from './week-statistics';

export interface IcsOptions {
  /** Only this user's entries are exported. */
  userId: string;
  /** Any day of the week to export. */
  week: string;
  leagueName?: string;
  /** DTSTAMP; defaults to now. */
  now?: Date;
}

// Control characters TEXT may not hold (RFC 5545 3.3.11: CONTROL, all but HTAB; the C1 range too).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** Escapes TEXT values (RFC 5545 3.3.11): every line break (CRLF, a lone CR or LF) becomes `\n`
 * and other control characters are dropped, so a name or note cannot end the line and start a
 * calendar property of its own. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL_CHARACTERS, '');
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

export function icsLocalDateTime(date: string, hour: number): string {
  return `${date.replace(/-/g, '')}T${String(hour).padStart(2, '0')}0000`;
}

export function icsUtcStamp(now: Date): string {
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
  entries: readonly (AvailabilityEntry & Pick<Availability, 'preferredCourse' | 'notes'>)[],
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
