import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Availability } from './api-types';
import {
  bestTimeToPlay,
  buildAvailabilityIcs,
  currentWeekStart,
  escapeIcsText,
  foldIcsLine,
  formatDayShort,
  formatWeekday,
  icsFileName,
  mostActiveMembers,
  nextWeek,
  popularTimes,
  previousWeek,
  slotNames,
  todayInZone,
  weekDays,
  weekLabel,
  weekRange,
  weekStart,
} from './calendar-week';
import type { TimeSlotId } from './time-slots';

let seq = 0;
function entry(userId: string, date: string, timeSlot: TimeSlotId, extra: Partial<Availability> = {}): Availability {
  seq += 1;
  const [firstName, lastName] = (
    { a: ['Ann', 'Able'], b: ['Bob', 'Baker'], c: ['Cy', 'Cole'], d: ['Di', 'Dunn'] } as Record<string, string[]>
  )[userId] ?? [userId, 'X'];
  return {
    id: `id-${seq}`,
    userId,
    leagueId: 'L1',
    date,
    timeSlot,
    preferredCourse: null,
    notes: null,
    user: { firstName, lastName },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

describe('week of a day (Monday start)', () => {
  it.each([
    ['2026-03-01', '2026-02-23'], // Sunday belongs to the week that started the Monday before
    ['2026-03-02', '2026-03-02'], // Monday is its own week start
    ['2026-03-04', '2026-03-02'],
    ['2026-03-08', '2026-03-02'],
    ['2026-01-01', '2025-12-29'], // across a year boundary
    ['2028-02-29', '2028-02-28'], // leap day
  ])('weekStart(%s) = %s', (day, monday) => {
    expect(weekStart(day)).toBe(monday);
  });

  it('lists the seven days Monday..Sunday across a month boundary', () => {
    expect(weekDays('2026-03-01')).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(weekDays('2026-03-01').map(formatWeekday)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(formatDayShort('2026-03-01')).toBe('Mar 1');
  });

  it('labels the week by its Monday and moves a week at a time', () => {
    expect(weekLabel('2026-03-01')).toBe('Week of Feb 23, 2026');
    expect(nextWeek('2026-03-01')).toBe('2026-03-02');
    expect(previousWeek('2026-03-04')).toBe('2026-02-23');
    expect(nextWeek('2025-12-31')).toBe('2026-01-05');
    expect(weekRange('2026-03-05')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
  });

  it('takes "today" in the given zone: one instant is Sunday in Los Angeles and Monday in Tokyo', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(todayInZone(instant, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(todayInZone(instant, 'Asia/Tokyo')).toBe('2026-03-02');
    expect(currentWeekStart(instant, 'America/Los_Angeles')).toBe('2026-02-23');
    expect(currentWeekStart(instant, 'Asia/Tokyo')).toBe('2026-03-02');
    expect(currentWeekStart(instant, 'UTC')).toBe('2026-02-23');
  });
});

// The browser and the server may run in any zone. These runs prove the week rules give the same
// days there, and that "today" follows the process's own zone (TZ), west and east of UTC.
describe.each([
  ['America/Los_Angeles', '2026-02-23', 480],
  ['Asia/Tokyo', '2026-03-02', -540],
])('in a process running with TZ=%s', (zone, expectedCurrentWeek, expectedOffset) => {
  const probe = `
    const c = require(${JSON.stringify(path.join(__dirname, 'calendar-week.ts'))});
    const d = require(${JSON.stringify(path.join(__dirname, 'dates.ts'))});
    const instant = new Date('2026-03-01T23:30:00Z');
    process.stdout.write(JSON.stringify({
      offset: instant.getTimezoneOffset(),
      currentWeek: c.currentWeekStart(instant),
      today: c.todayInZone(instant),
      weekOfSunday: c.weekStart('2026-03-01'),
      days: c.weekDays('2026-03-01'),
      overDst: c.weekDays('2026-03-09').concat(c.weekDays('2026-10-26')),
      label: c.weekLabel('2026-03-08'),
      next: c.nextWeek('2026-03-05'),
      addDaysOverDst: d.addDays('2026-03-07', 2),
      parsedDay: d.parseIsoDate('2026-03-01').getDay(),
    }));
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', probe], {
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });

  it('computes weeks starting on Monday with the same days', () => {
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout);
    expect(result.offset).toBe(expectedOffset); // the child really ran in that zone
    expect(result.weekOfSunday).toBe('2026-02-23');
    expect(result.days).toEqual(weekDays('2026-03-01'));
    expect(result.overDst).toEqual([...weekDays('2026-03-09'), ...weekDays('2026-10-26')]);
    expect(result.overDst[0]).toBe('2026-03-09');
    expect(result.label).toBe('Week of Mar 2, 2026');
    expect(result.next).toBe('2026-03-09');
    expect(result.addDaysOverDst).toBe('2026-03-09');
    expect(result.parsedDay).toBe(0); // 2026-03-01 is a Sunday in every zone
  });

  it("puts the current week on that zone's Monday", () => {
    const result = JSON.parse(run.stdout);
    expect(result.currentWeek).toBe(expectedCurrentWeek);
    expect(result.today).toBe(expectedCurrentWeek === '2026-03-02' ? '2026-03-02' : '2026-03-01');
  });
});

describe("this week's opportunities", () => {
  const week = '2026-03-04';
  const entries = [
    entry('a', '2026-03-02', 'morning'),
    entry('a', '2026-03-03', 'morning'),
    entry('a', '2026-03-08', 'evening'),
    entry('b', '2026-03-02', 'morning'),
    entry('b', '2026-03-05', 'early-morning'),
    entry('c', '2026-03-05', 'afternoon'),
    entry('d', '2026-03-06', 'afternoon'),
    entry('d', '2026-03-06', 'evening'),
    // other weeks do not count
    entry('c', '2026-03-01', 'morning'),
    entry('c', '2026-03-09', 'morning'),
    entry('c', '2026-03-09', 'evening'),
  ];

  it('counts each slot over the week in slot order', () => {
    expect(popularTimes(entries, week).map((p) => [p.timeSlot, p.label, p.count])).toEqual([
      ['early-morning', 'Sunrise', 1],
      ['morning', 'Morning', 3],
      ['afternoon', 'Afternoon', 2],
      ['evening', 'Evening', 2],
    ]);
  });

  it('ranks the top 3 members by slots this week, ties by name', () => {
    expect(mostActiveMembers(entries, week)).toEqual([
      { userId: 'a', firstName: 'Ann', lastName: 'Able', count: 3 },
      { userId: 'b', firstName: 'Bob', lastName: 'Baker', count: 2 },
      { userId: 'd', firstName: 'Di', lastName: 'Dunn', count: 2 },
    ]);
    expect(mostActiveMembers([], week)).toEqual([]);
  });

  it('names the first 2 and counts the rest', () => {
    const three = [entry('a', week, 'morning'), entry('b', week, 'morning'), entry('c', week, 'morning')];
    expect(slotNames(three)).toEqual({ shown: three.slice(0, 2), more: 1 });
    expect(slotNames(three.slice(0, 2)).more).toBe(0);
  });
});

describe('best time to play', () => {
  const week = '2026-03-02';

  it('is the slot with the most members', () => {
    const best = bestTimeToPlay(
      [entry('a', '2026-03-02', 'morning'), entry('b', '2026-03-05', 'evening'), entry('c', '2026-03-05', 'evening')],
      week,
    );
    expect(best).toEqual({ date: '2026-03-05', timeSlot: 'evening', label: 'Evening', hours: '4-7 PM', count: 2 });
  });

  it('breaks ties by the earliest day, then the earliest slot', () => {
    const entries = [
      entry('a', '2026-03-06', 'early-morning'),
      entry('b', '2026-03-06', 'early-morning'),
      entry('a', '2026-03-04', 'evening'),
      entry('b', '2026-03-04', 'evening'),
      entry('c', '2026-03-04', 'afternoon'),
      entry('d', '2026-03-04', 'afternoon'),
    ];
    expect(bestTimeToPlay(entries, week)).toMatchObject({ date: '2026-03-04', timeSlot: 'afternoon', count: 2 });
  });

  it('ignores other weeks and is null when nobody is available', () => {
    expect(bestTimeToPlay([entry('a', '2026-03-09', 'morning'), entry('b', '2026-03-09', 'morning')], week)).toBeNull();
    expect(bestTimeToPlay([], week)).toBeNull();
  });
});

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
