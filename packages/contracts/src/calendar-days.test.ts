import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  addDays,
  daysBetween,
  formatDayLong,
  formatDayShort,
  formatDayTitle,
  formatWeekday,
  nextWeek,
  previousWeek,
  weekDays,
  weekLabel,
  weekRange,
  weekStart,
} from './calendar-days';

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

  it('adds days across month, year and leap boundaries, and counts days between', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2025-12-31', '2026-03-01')).toBe(60);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });

  it('writes days the one way every screen shows them', () => {
    expect(formatDayLong('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDayTitle('2026-03-02')).toBe('Monday, Mar 2, 2026');
    // A creation timestamp shows as its local calendar day.
    expect(formatDayLong(new Date(2026, 2, 5, 23, 59).toISOString())).toBe('Mar 5, 2026');
  });

  it('labels the week by its Monday and moves a week at a time', () => {
    expect(weekLabel('2026-03-01')).toBe('Week of Feb 23, 2026');
    expect(nextWeek('2026-03-01')).toBe('2026-03-02');
    expect(previousWeek('2026-03-04')).toBe('2026-02-23');
    expect(nextWeek('2025-12-31')).toBe('2026-01-05');
    expect(weekRange('2026-03-05')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
  });
});

// The browser and the server may run in any zone. These runs prove the week rules give the same
// days there, and that "today" follows the process's own zone (TZ), west and east of UTC.
describe.each([
  ['America/Los_Angeles', '2026-02-23', 480],
  ['Asia/Tokyo', '2026-03-02', -540],
])('in a process running with TZ=%s', (zone, expectedCurrentWeek, expectedOffset) => {
  const probe = `
    const c = require(${JSON.stringify(path.join(__dirname, 'calendar-days.ts'))});
    const instant = new Date('2026-03-01T23:30:00Z');
    process.stdout.write(JSON.stringify({
      offset: instant.getTimezoneOffset(),
      currentWeek: c.currentWeekStart(instant),
      today: c.todayIso(instant),
      weekOfSunday: c.weekStart('2026-03-01'),
      days: c.weekDays('2026-03-01'),
      overDst: c.weekDays('2026-03-09').concat(c.weekDays('2026-10-26')),
      label: c.weekLabel('2026-03-08'),
      next: c.nextWeek('2026-03-05'),
      createdOn: c.formatDayLong('2026-03-01T23:30:00Z'),
      addDaysOverDst: c.addDays('2026-03-07', 2),
      parsedDay: c.parseIsoDate('2026-03-01').getDay(),
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
    expect(result.createdOn).toBe(expectedCurrentWeek === '2026-03-02' ? 'Mar 2, 2026' : 'Mar 1, 2026');
  });
});
