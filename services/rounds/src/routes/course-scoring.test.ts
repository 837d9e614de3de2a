// Rounds on rated courses: hole-by-hole scores (the total must add up), nine-hole score limits,
// the course figures kept with each round, and the handicap index receipt built from them.
import { addDays, todayIso } from '@fairway/contracts';
import type { League, User } from '@fairway/data';
import { createServiceApp } from '@fairway/kit';
import { createTestDatabase, createTestLeague, createTestUser, signedRequest, type TestDatabase } from '@fairway/kit/testing';
import type { Express } from 'express';
import { roundsRouter } from './rounds';

jest.setTimeout(120_000);

const HOLE_PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const STROKE_INDEX = [7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 2, 16, 4, 12, 10, 18, 6, 14];
const today = todayIso();

describe.each(['mysql', 'sqlite'] as const)('%s', (dialect) => {
  let db: TestDatabase;
  let app: Express;
  let golfer: User;
  let league: League;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    app = createServiceApp({ name: 'course-scoring-test', db, routes: roundsRouter(db) });
    golfer = await createTestUser(db, { firstName: 'Gwen' });
    league = await createTestLeague(db, golfer, {
      name: 'Rated League',
      courses: [
        { name: 'Links', rounds: 10 },
        { name: 'Nine', rounds: 3 },
        { name: 'Plain', rounds: 3 },
      ],
    });
    const { LeagueCourse } = db.models;
    await LeagueCourse.update(
      { rating: 73.1, slope: 128, holePars: JSON.stringify(HOLE_PARS), strokeIndex: JSON.stringify(STROKE_INDEX) },
      { where: { leagueId: league.id, name: 'Links' } },
    );
    await LeagueCourse.update({ holes: 9, par: 36, rating: 35.2, slope: 121 }, { where: { leagueId: league.id, name: 'Nine' } });
  });
  afterAll(async () => {
    await db?.drop();
  });
  beforeEach(async () => {
    await db.models.Round.destroy({ where: {} });
  });

  const post = (body: Record<string, unknown>) =>
    signedRequest(app, golfer.id)
      .post('/api/rounds')
      .send({ leagueId: league.id, date: addDays(today, -1), ...body });
  const holes = (overrides: Record<number, number> = {}) => HOLE_PARS.map((par, hole) => overrides[hole] ?? par + 1);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  it.each([
    [
      'a total that is not the sum',
      { course: 'Links', score: 89, holeScores: holes() },
      'score',
      'Your score must equal the sum of your hole scores',
    ],
    [
      'a hole over 20',
      { course: 'Links', score: 106, holeScores: holes({ 3: 21 }) },
      'holeScores.3',
      'Hole scores must be whole numbers from 1 to 20',
    ],
    [
      'a hole of 0',
      { course: 'Links', score: 84, holeScores: holes({ 3: 0 }) },
      'holeScores.3',
      'Hole scores must be whole numbers from 1 to 20',
    ],
    [
      'too few holes',
      { course: 'Links', score: 45, holeScores: holes().slice(0, 9) },
      'holeScores',
      'Enter a score for each of the 18 holes',
    ],
    [
      'a course without hole pars',
      { course: 'Plain', score: 90, holeScores: holes() },
      'holeScores',
      'This course has no hole pars: enter your total score',
    ],
    ['nine holes under 20', { course: 'Nine', score: 19 }, 'score', 'Score must be at least 20'],
    ['nine holes over 75', { course: 'Nine', score: 76 }, 'score', 'Score must be less than 75'],
    ['18 holes under 40', { course: 'Plain', score: 39 }, 'score', 'Score must be at least 40'],
    ['18 holes over 150', { course: 'Plain', score: 151 }, 'score', 'Score must be less than 150'],
  ])('refuses %s with 400 and stores nothing', async (_name, body, field, message) => {
    const res = await post(body);
    expect([res.status, res.body.message, res.body.errors?.[field]]).toEqual([400, message, message]);
    expect(await db.models.Round.count()).toBe(0);
  });

  it('stores hole scores and the figures the round was played under, kept when the course changes', async () => {
    const scores = holes();
    const res = await post({ course: 'Links', score: sum(scores), holeScores: scores });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ score: 90, holes: 18, par: 72, rating: 73.1, slope: 128, holeScores: scores });
    const nine = await post({ course: 'Nine', score: 45 });
    expect(nine.status).toBe(201);
    expect(nine.body).toMatchObject({ holes: 9, par: 36, rating: 35.2, slope: 121 });

    await db.models.LeagueCourse.update({ rating: 70, slope: 100 }, { where: { leagueId: league.id, name: 'Links' } });
    const recent = await signedRequest(app, golfer.id).get('/api/rounds/recent').expect(200);
    const links = recent.body.find((round: { course: string }) => round.course === 'Links');
    expect(links).toMatchObject({ rating: 73.1, slope: 128, holeScores: scores, holePars: HOLE_PARS });
    await db.models.LeagueCourse.update({ rating: 73.1, slope: 128 }, { where: { leagueId: league.id, name: 'Links' } });
  });

  it('an edit keeps hole scores while the total adds up, takes new ones, and refuses a mismatch', async () => {
    const scores = holes();
    const created = (await post({ course: 'Links', score: sum(scores), holeScores: scores })).body;
    const put = (body: Record<string, unknown>) =>
      signedRequest(app, golfer.id)
        .put(`/api/rounds/${created.id}`)
        .send({ date: addDays(today, -1), ...body });
    expect((await put({ score: 90, notes: 'same' }).expect(200)).body.holeScores).toEqual(scores);
    const changed = holes({ 0: 9 });
    expect((await put({ score: sum(changed), holeScores: changed }).expect(200)).body.holeScores).toEqual(changed);
    const mismatch = await put({ score: 80, holeScores: changed });
    expect([mismatch.status, mismatch.body.errors?.score]).toEqual([400, 'Your score must equal the sum of your hole scores']);
    // A new total without hole scores: the round becomes a total-only round.
    expect((await put({ score: 88 }).expect(200)).body.holeScores).toBeNull();
  });

  it('the handicap index answers a receipt per round: figures, adjusted gross, differential, counted, ESR', async () => {
    // Three hole-by-hole rounds: a 12 on the par-4 stroke index 1 hole is at most par + 5 = 9
    // before an index exists.
    const blowUp = holes({ 3: 12 });
    for (const daysAgo of [30, 29, 28])
      await post({ course: 'Links', score: sum(blowUp), holeScores: blowUp, date: addDays(today, -daysAgo) });
    // 113 / 128 x (94 - 73.1) = 18.45 -> 18.5; index 18.5 - 2 = 16.5
    const first = await signedRequest(app, golfer.id).get('/api/rounds/handicap-index').expect(200);
    expect(first.body).toMatchObject({ index: 16.5, indexText: '16.5', cap: null, lowIndex: null, uncappedIndex: 16.5 });
    expect(first.body.rounds[0]).toMatchObject({
      score: 97,
      holes: 18,
      par: 72,
      rating: 73.1,
      slope: 128,
      adjustedGross: 94,
      differential: 18.5,
      esr: null,
      course: 'Links',
      leagueName: 'Rated League',
    });
    // A 78 on Plain (differential 6.0) is 10.5 below 16.5: every differential lowered by 2.0.
    await post({ course: 'Plain', score: 78, date: addDays(today, -5) });
    const after = await signedRequest(app, golfer.id).get('/api/rounds/handicap-index').expect(200);
    expect(after.body.rounds[0]).toMatchObject({ score: 78, differential: 6, esr: 2, exceptional: { belowIndex: 10.5, reduction: 2 } });
    expect(after.body.rounds.map((round: { esr: number | null }) => round.esr)).toEqual([2, 2, 2, 2]);
    // four differentials: the lowest (6.0 - 2.0) minus 1.0
    expect(after.body).toMatchObject({ index: 3, countedRounds: 1, adjustment: -1 });
  });

  describe('in a Stableford league', () => {
    let stableford: League;
    beforeAll(async () => {
      stableford = await createTestLeague(db, golfer, {
        name: 'Stableford League',
        courses: [
          { name: 'Links', rounds: 5 },
          { name: 'Plain', rounds: 5 },
        ],
      });
      await db.models.League.update({ format: 'stableford' }, { where: { id: stableford.id } });
      await db.models.LeagueCourse.update(
        { holePars: JSON.stringify(HOLE_PARS), strokeIndex: JSON.stringify(STROKE_INDEX) },
        { where: { leagueId: stableford.id, name: 'Links' } },
      );
    });
    const postHere = (body: Record<string, unknown>) => post({ leagueId: stableford.id, ...body });
    const stored = () => db.models.Round.count({ where: { leagueId: stableford.id } });

    it('refuses a total-only round with 400 and stores nothing', async () => {
      const res = await postHere({ course: 'Links', score: 90 });
      const message = 'A Stableford league scores hole by hole: enter a score for each hole';
      expect([res.status, res.body.message, res.body.errors?.holeScores]).toEqual([400, message, message]);
      expect(await stored()).toBe(0);
    });

    it('refuses a course without hole pars and stroke index with 400 and stores nothing', async () => {
      const res = await postHere({ course: 'Plain', score: 90 });
      const message = 'This course has no hole pars and stroke index yet, which a Stableford league needs: ask an organizer to add them';
      expect([res.status, res.body.message, res.body.errors?.course]).toEqual([400, message, message]);
      expect(await stored()).toBe(0);
    });

    it('takes a hole-by-hole round, and refuses an edit that would drop its card', async () => {
      const scores = holes();
      const created = await postHere({ course: 'Links', score: sum(scores), holeScores: scores });
      expect([created.status, created.body.holeScores]).toEqual([201, scores]);
      const put = (body: Record<string, unknown>) =>
        signedRequest(app, golfer.id)
          .put(`/api/rounds/${created.body.id}`)
          .send({ date: addDays(today, -1), ...body });
      const dropped = await put({ score: 88 });
      expect([dropped.status, dropped.body.errors?.holeScores]).toEqual([
        400,
        'A Stableford league scores hole by hole: enter a score for each hole',
      ]);
      const row = await db.models.Round.findByPk(created.body.id);
      expect(row?.score).toBe(sum(scores));
      const changed = holes({ 0: 9 });
      expect((await put({ score: sum(changed), holeScores: changed }).expect(200)).body.holeScores).toEqual(changed);
    });
  });
});
