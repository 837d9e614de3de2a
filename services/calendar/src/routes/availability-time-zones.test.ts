// The calendar service running in a zone west of UTC and one east of it: a stored day comes back
// as the same yyyy-MM-dd (no shift through the driver or Sequelize), and the week the browser
// asks for (its own Monday..Sunday) returns exactly that week's entries. Each zone runs in its
// own process because a process's zone is fixed when it starts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { addDays, todayIso, weekStart } from '@fairway/contracts';

jest.setTimeout(120_000);

// Past days are refused, so the days are counted from the clock: SUNDAY closes a week at least
// two weeks ahead in every zone; the probe's instant is 23:30 UTC on it.
const SUNDAY = addDays(weekStart(addDays(todayIso(), 14)), 6);
const day = (offset: number) => addDays(SUNDAY, offset);

const probe = `
  const { createTestDatabase, createTestLeague, createTestUser, signedRequest } = require('@fairway/kit/testing');
  const { addDays, currentWeekStart, weekRange } = require('@fairway/contracts');
  const { createApp } = require(${JSON.stringify(path.join(__dirname, '..', 'app.ts'))});
  (async () => {
    const db = await createTestDatabase();
    try {
      const app = createApp(db);
      const alice = await createTestUser(db, { firstName: 'Alice' });
      const league = await createTestLeague(db, alice);
      const url = '/api/leagues/' + league.id + '/calendar/availability';
      const add = (date, timeSlot) => signedRequest(app, alice.id).post(url).send({ date, timeSlot });
      const posted = [];
      const sunday = ${JSON.stringify(SUNDAY)};
      const days = [[sunday, 'evening'], [addDays(sunday, 1), 'early-morning'], [addDays(sunday, -6), 'early-morning'], [addDays(sunday, 7), 'evening']];
      for (const [date, slot] of days) {
        const res = await add(date, slot);
        posted.push([res.status, res.body.date]);
      }
      // 23:30 UTC on the Sunday: still Sunday in Los Angeles, already Monday in Tokyo.
      const monday = currentWeekStart(new Date(sunday + 'T23:30:00Z'));
      const range = weekRange(monday);
      const week = await signedRequest(app, alice.id).get(url + '?' + new URLSearchParams(range));
      const stored = await db.models.Availability.findAll({ attributes: ['date'], order: [['date', 'ASC']] });
      process.stdout.write(JSON.stringify({
        offset: new Date('2026-03-01T23:30:00Z').getTimezoneOffset(),
        posted,
        range,
        week: week.body.map((a) => a.date),
        stored: stored.map((row) => row.date),
      }));
    } finally {
      await db.drop();
    }
  })().catch((error) => { console.error(error); process.exit(1); });
`;

function runIn(zone: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', probe], {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...process.env, TZ: zone, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 90_000,
  });
  if (run.status !== 0) throw new Error(`probe failed in ${zone}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

describe.each([
  ['America/Los_Angeles', 480, { from: day(-6), to: day(0) }, [day(-6), day(0)]],
  ['Asia/Tokyo', -540, { from: day(1), to: day(7) }, [day(1), day(7)]],
])('calendar service with TZ=%s', (zone, offset, range, week) => {
  it("stores days unchanged and serves the zone's Monday-start week", () => {
    const result = runIn(zone);
    expect(result.offset).toBe(offset); // the probe really ran in that zone
    expect(result.posted).toEqual([
      [201, day(0)],
      [201, day(1)],
      [201, day(-6)],
      [201, day(7)],
    ]);
    expect(result.stored).toEqual([day(-6), day(0), day(1), day(7)]);
    expect(result.range).toEqual(range);
    expect(result.week).toEqual(week);
  });
});
