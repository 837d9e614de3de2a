// The calendar service running in a zone west of UTC and one east of it: a stored day comes back
// as the same yyyy-MM-dd (no shift through the driver or Sequelize), and the week the browser
// asks for (its own Monday..Sunday) returns exactly that week's entries. Each zone runs in its
// own process because a process's zone is fixed when it starts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

jest.setTimeout(120_000);

const probe = `
  const { createTestDatabase, createTestLeague, createTestUser, signedRequest } = require('@fairway/kit/testing');
  const { currentWeekStart, weekRange } = require('@fairway/contracts');
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
      for (const [date, slot] of [['2026-03-01', 'evening'], ['2026-03-02', 'early-morning'], ['2026-02-23', 'early-morning'], ['2026-03-08', 'evening']]) {
        const res = await add(date, slot);
        posted.push([res.status, res.body.date]);
      }
      // 23:30 UTC on Sunday 1 March: still Sunday in Los Angeles, already Monday in Tokyo.
      const monday = currentWeekStart(new Date('2026-03-01T23:30:00Z'));
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
  ['America/Los_Angeles', 480, { from: '2026-02-23', to: '2026-03-01' }, ['2026-02-23', '2026-03-01']],
  ['Asia/Tokyo', -540, { from: '2026-03-02', to: '2026-03-08' }, ['2026-03-02', '2026-03-08']],
])('calendar service with TZ=%s', (zone, offset, range, week) => {
  it("stores days unchanged and serves the zone's Monday-start week", () => {
    const result = runIn(zone);
    expect(result.offset).toBe(offset); // the probe really ran in that zone
    expect(result.posted).toEqual([
      [201, '2026-03-01'],
      [201, '2026-03-02'],
      [201, '2026-02-23'],
      [201, '2026-03-08'],
    ]);
    expect(result.stored).toEqual(['2026-02-23', '2026-03-01', '2026-03-02', '2026-03-08']);
    expect(result.range).toEqual(range);
    expect(result.week).toEqual(week);
  });
});
