// The .ics file of one tee group (RFC 5545), linked from the tee_group notification: the slot's
// hours as floating local times, like the availability export (availability-ics.ts).
import { escapeIcsText, foldIcsLine, icsLocalDateTime, icsUtcStamp } from './availability-ics';
import { timeSlotById } from './time-slots';

export interface TeeGroupIcsInput {
  id: string;
  date: string;
  slot: string;
  leagueName: string;
  names: readonly string[];
}

export function buildTeeGroupIcs(group: TeeGroupIcsInput, now: Date = new Date()): string {
  const slot = timeSlotById(group.slot);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Fairway Leagues//Tee groups//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (slot) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:tee-group-${group.id}@fairway-leagues`,
      `DTSTAMP:${icsUtcStamp(now)}`,
      `DTSTART:${icsLocalDateTime(group.date, slot.startHour)}`,
      `DTEND:${icsLocalDateTime(group.date, slot.endHour)}`,
      `SUMMARY:${escapeIcsText(`Golf - ${slot.label} tee group (${group.leagueName})`)}`,
      `DESCRIPTION:${escapeIcsText(`With ${group.names.join(', ')}`)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

export const teeGroupIcsPath = (leagueId: string, groupId: string) => `/api/leagues/${leagueId}/tee-groups/${groupId}/ics`;
