import { buildAvailabilityIcs, escapeIcsText, foldIcsLine, icsFileName } from './availability-ics';
import type { TimeSlotId } from './time-slots';

function entry(userId: string, date: string, timeSlot: TimeSlotId, extra: { id: string; preferredCourse?: string; notes?: string }) {
  return { userId, date, timeSlot, preferredCourse: null, notes: null, user: { firstName: userId, lastName: 'X' }, ...extra };
}

describe('iCalendar export', () => {
  const now = new Date('2026-03-01T10:20:30.456Z');
  const entries = [
    entry('a', '2026-03-05', 'evening', { id: 'e2', preferredCourse: 'Pine Valley', notes: 'Walking; 9 holes, maybe\nmore' }),
    entry('a', '2026-03-02', 'early-morning', { id: 'e1' }),
    entry('b', '2026-03-03', 'morning', { id: 'other-user' }),
    entry('a', '2026-03-09', 'morning', { id: 'next-week' }),
  ];
  const ics = buildAvailabilityIcs(entries, { userId: 'a', week: '2026-03-04', leagueName: 'Tuesday Club', now });
  const lines = ics.split('\r\n');

  it("has one event per own slot of the week, in order, with the slot's local hours", () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(ics).not.toContain('other-user');
    expect(ics).not.toContain('next-week');
    const uids = lines.filter((l) => l.startsWith('UID:'));
    expect(uids).toEqual(['UID:e1@fairway-leagues', 'UID:e2@fairway-leagues']);
    expect(lines).toContain('DTSTART:20260302T060000');
    expect(lines).toContain('DTEND:20260302T090000');
    expect(lines).toContain('DTSTART:20260305T160000');
    expect(lines).toContain('DTEND:20260305T190000');
    expect(lines).toContain('DTSTAMP:20260301T102030Z');
    expect(lines[lines.length - 2]).toBe('END:VCALENDAR');
  });

  it('escapes text and names course and league', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Golf - Sunrise (6-9 AM) (Tuesday Club)');
    expect(unfolded).toContain('SUMMARY:Golf - Evening (4-7 PM) at Pine Valley (Tuesday Club)');
    expect(unfolded).toContain('LOCATION:Pine Valley');
    expect(unfolded).toContain('DESCRIPTION:Walking\\; 9 holes\\, maybe\\nmore');
    expect(escapeIcsText('a\\b')).toBe('a\\\\b');
  });

  it('writes no raw CR or control character from a text field: a league name cannot inject lines', () => {
    const injected = 'Club\rEND:VEVENT\r\nBEGIN:VEVENT\nSUMMARY:Free beer\u0000\u0007\u001b[31m\u007f\u0085 end';
    const hostile = buildAvailabilityIcs([entry('a', '2026-03-02', 'morning', { id: 'x1', notes: injected, preferredCourse: injected })], {
      userId: 'a',
      week: '2026-03-04',
      leagueName: injected,
      now,
    });
    // Lines end only with CRLF, and each line is a property of ours (or a fold).
    expect(hostile.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    // eslint-disable-next-line no-control-regex
    expect(hostile.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
    const names = hostile
      .replace(/\r\n /g, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(/[:;]/)[0]);
    expect(names.filter((name) => name === 'BEGIN')).toHaveLength(2);
    expect(names.filter((name) => name === 'SUMMARY')).toHaveLength(1);
    expect(escapeIcsText(injected)).toBe('Club\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Free beer[31m end');
    expect(escapeIcsText('tab\tkept')).toBe('tab\tkept');
  });

  it('folds lines longer than 75 octets without splitting characters', () => {
    const long = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldIcsLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(long);
    expect(foldIcsLine('SHORT:1')).toBe('SHORT:1');
  });

  it('is an empty calendar without own slots, and is named for the Monday', () => {
    const empty = buildAvailabilityIcs(entries, { userId: 'nobody', week: '2026-03-04', now });
    expect(empty).not.toContain('BEGIN:VEVENT');
    expect(empty).toContain('END:VCALENDAR');
    expect(icsFileName('2026-03-05')).toBe('fairway-availability-2026-03-02.ics');
  });
});
