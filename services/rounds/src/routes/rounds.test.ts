// The rounds API against a throwaway MariaDB database: validation messages, ownership, league
// rules and the per-course limit (figures: round-figures.test.ts; keys and partners:
// round-submissions.test.ts; the same under concurrency, on both databases:
// round-concurrency.test.ts).
import { addDays } from '@fairway/contracts';
import { createTestLeague, createTestUser, signedRequest } from '@fairway/kit/testing';
import {
  app,
  db,
  del,
  expectStatsMatchRounds,
  league,
  other,
  owner,
  post,
  put,
  roundCount,
  today,
  useRoundsApi,
  validRound,
  yesterday,
} from './rounds-test-setup';

useRoundsApi();

describe('POST /api/rounds validation', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no league', { leagueId: '' }, 'leagueId', 'Please select a league'],
    ['missing league', { leagueId: undefined }, 'leagueId', 'Please select a league'],
    ['no course', { course: '' }, 'course', 'Course name is required'],
    ['blank course', { course: '   ' }, 'course', 'Course name is required'],
    ['no date', { date: '' }, 'date', 'Date is required'],
    ['invalid date', { date: '2026-02-30' }, 'date', 'Date is required'],
    ['score below 40', { score: 39 }, 'score', 'Score must be at least 40'],
    ['score above 150', { score: 151 }, 'score', 'Score must be less than 150'],
    ['score missing', { score: '' }, 'score', 'Score must be at least 40'],
    ['score not numeric', { score: 'abc' }, 'score', 'Score must be at least 40'],
  ];
  it.each(cases)('%s', async (_name, patch, field, message) => {
    const res = await post(owner, { ...validRound(), ...patch });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
    expect(await roundCount()).toBe(0);
  });

  it('accepts the boundaries 40 and 150 as numbers or numeric strings', async () => {
    expect((await post(owner, { ...validRound(), score: 40 })).status).toBe(201);
    expect((await post(owner, { ...validRound(), score: '150' })).status).toBe(201);
    expect(await roundCount()).toBe(2);
  });

  it('refuses anonymous callers with 401', async () => {
    const res = await post(null, validRound());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });
});

describe('POST /api/rounds rules', () => {
  it('logs a round and answers it with league and user', async () => {
    const res = await post(owner, { ...validRound(), course: 'pebble creek' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: owner.id,
      leagueId: league.id,
      course: 'Pebble Creek',
      score: 85,
      date: yesterday,
      notes: 'Windy',
      leagueName: 'Pines League',
      league: { id: league.id, name: 'Pines League' },
      user: { firstName: 'Olivia' },
    });
    await expectStatsMatchRounds(owner);
  });

  it('404 for an unknown league, 403 for a non-member, 400 for a course not in the league', async () => {
    const outsider = await createTestUser(db);
    const unknown = await post(owner, { ...validRound(), leagueId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    const notMember = await post(outsider, validRound());
    expect(notMember.status).toBe(403);
    const badCourse = await post(owner, { ...validRound(), course: 'Nowhere Links' });
    expect(badCourse.status).toBe(400);
    expect(badCourse.body.errors.course).toBe("Course is not one of this league's courses");
    expect(await roundCount()).toBe(0);
  });

  it('refuses a date in the future', async () => {
    const res = await post(owner, { ...validRound(), date: addDays(today, 1) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Date cannot be in the future');
    expect(await roundCount()).toBe(0);
  });

  it('refuses rounds in an ended league (end date today or earlier)', async () => {
    for (const endDate of [today, addDays(today, -30)]) {
      const ended = await createTestLeague(db, owner, { endDate });
      const res = await post(owner, { ...validRound(), leagueId: ended.id, date: addDays(today, -40) });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This league has ended. You cannot add new rounds.');
    }
    expect(await roundCount()).toBe(0);
  });

  it('refuses a third round on a 2-round course', async () => {
    expect((await post(owner, validRound())).status).toBe(201);
    expect((await post(owner, validRound())).status).toBe(201);
    const third = await post(owner, validRound());
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('All 2 rounds completed');
    // the limit is per user: the other member still has both rounds
    expect((await post(other, validRound())).status).toBe(201);
    expect(await roundCount()).toBe(3);
  });
});

describe('PUT and DELETE /api/rounds/:id', () => {
  it('the owner edits date, score and notes', async () => {
    const created = (await post(owner, validRound())).body;
    const res = await put(owner, created.id, { date: addDays(today, -3), score: 77, notes: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: created.id,
      score: 77,
      date: addDays(today, -3),
      notes: null,
      course: 'Pebble Creek',
      leagueName: 'Pines League',
    });
    const row = await db.models.Round.findByPk(created.id);
    expect(row!.score).toBe(77);
    await expectStatsMatchRounds(owner);
  });

  it('edit validation uses the spec messages and changes nothing', async () => {
    const created = (await post(owner, validRound())).body;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ date: '', score: 80 }, 'date', 'Date is required'],
      [{ date: yesterday, score: 39 }, 'score', 'Score must be at least 40'],
      [{ date: yesterday, score: 151 }, 'score', 'Score must be less than 150'],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(owner, created.id, body);
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    const future = await put(owner, created.id, { date: addDays(today, 2), score: 80 });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('Date cannot be in the future');
    expect((await db.models.Round.findByPk(created.id))!.score).toBe(85);
  });

  it("another user's PUT and DELETE get 404 and change nothing", async () => {
    const created = (await post(owner, validRound())).body;
    const edit = await put(other, created.id, { date: yesterday, score: 140 });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe('Round not found');
    const removal = await del(other, created.id);
    expect(removal.status).toBe(404);
    const row = await db.models.Round.findByPk(created.id);
    expect(row!.score).toBe(85);
    expect((await del(owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    await expectStatsMatchRounds(owner);
    await expectStatsMatchRounds(other);
  });

  it('editing is refused once the league has ended; deleting is still allowed', async () => {
    const created = (await post(owner, validRound())).body;
    await db.models.League.update({ endDate: today }, { where: { id: league.id } });
    try {
      const res = await put(owner, created.id, { date: yesterday, score: 99 });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This league has ended. You cannot edit rounds.');
      expect((await db.models.Round.findByPk(created.id))!.score).toBe(85);
      expect((await del(owner, created.id)).status).toBe(200);
      expect(await roundCount()).toBe(0);
      await expectStatsMatchRounds(owner);
    } finally {
      await db.models.League.update({ endDate: null }, { where: { id: league.id } });
    }
  });
});

describe('GET /api/rounds/recent', () => {
  it("lists only the caller's rounds, newest first, with league and user", async () => {
    const first = (await post(owner, { ...validRound(), score: 90 })).body;
    const second = (await post(owner, { ...validRound(), course: 'Oak Hills', score: 88 })).body;
    // Both land in the same second; the model layer stores whole seconds, so age the first.
    await db.models.Round.update({ createdAt: new Date(Date.now() - 60_000) }, { where: { id: first.id }, silent: true });
    await post(other, validRound());
    const res = await signedRequest(app, owner.id).get('/api/rounds/recent');
    expect(res.status).toBe(200);
    expect(res.body.map((round: { id: string }) => round.id)).toEqual([second.id, first.id]);
    expect(res.body[0]).toMatchObject({ course: 'Oak Hills', leagueName: 'Pines League', user: { firstName: 'Olivia' } });
  });
});
