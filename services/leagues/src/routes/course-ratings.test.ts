// Course tee figures through the leagues API: given at creation (or not: the neutral course),
// answered by the league and its courses, checked with clear messages, edited by the league's
// organizers only, and taken by rounds already played only when asked; a Stableford league's
// courses keep hole pars and stroke index. Both databases.
import { addDays, todayIso, type Course, type League as LeagueDto } from '@fairway/contracts';
import { figuresFromRow, type User } from '@fairway/data';
import { createLogger, createMailOutbox, createServiceApp, type MailOutbox } from '@fairway/kit';
import { createTestDatabase, createTestUser, signedRequest, type TestDatabase } from '@fairway/kit/testing';
import type { Express } from 'express';
import { routes } from '.';

jest.setTimeout(120_000);

const HOLE_PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const STROKE_INDEX = [7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 2, 16, 4, 12, 10, 18, 6, 14];
const NEUTRAL = { holes: 18, par: 72, rating: 72, slope: 113, holePars: null, strokeIndex: null };

describe.each(['mysql', 'sqlite'] as const)('%s', (dialect) => {
  let db: TestDatabase;
  let app: Express;
  let outbox: MailOutbox;
  let alice: User;
  let bob: User;
  let carol: User;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    outbox = createMailOutbox(db, { logger: createLogger('course-ratings-test', 'silent') });
    app = createServiceApp({ name: 'course-ratings-test', db, routes: routes(db, { appUrl: 'http://golf.test', outbox }) });
    alice = await createTestUser(db, { firstName: 'Alice' });
    bob = await createTestUser(db, { firstName: 'Bob' });
    carol = await createTestUser(db, { firstName: 'Carol' });
  });
  afterAll(async () => {
    await outbox?.stop();
    await db?.drop();
  });

  const as = (user: User) => signedRequest(app, user.id);
  const create = (courses: unknown[]) =>
    as(alice)
      .post('/api/leagues')
      .send({ name: 'Rated', privacy: 'public', endDate: addDays(todayIso(), 30), courses });

  it('a course without figures is the neutral course; given figures are stored and answered', async () => {
    const res = await create([
      { name: 'Plain', rounds: 2 },
      { name: 'Links', rounds: 3, rating: 73.1, slope: 128, holePars: HOLE_PARS, strokeIndex: STROKE_INDEX },
      { name: 'Nine', rounds: 1, holes: 9, rating: 35.2, slope: 121 },
    ]);
    expect(res.status).toBe(201);
    const league = res.body as LeagueDto;
    expect(league.courses).toEqual([
      { id: expect.any(String), name: 'Plain', rounds: 2, ...NEUTRAL },
      {
        id: expect.any(String),
        name: 'Links',
        rounds: 3,
        holes: 18,
        par: 72,
        rating: 73.1,
        slope: 128,
        holePars: HOLE_PARS,
        strokeIndex: STROKE_INDEX,
      },
      { id: expect.any(String), name: 'Nine', rounds: 1, holes: 9, par: 36, rating: 35.2, slope: 121, holePars: null, strokeIndex: null },
    ]);
    const courses = await as(bob).get(`/api/leagues/${league.id}/courses`).expect(200);
    expect(courses.body).toEqual(league.courses);
  });

  it.each([
    [{ slope: 160 }, 'courses.0.slope', 'Slope must be a whole number from 55 to 155'],
    [{ slope: 120.5 }, 'courses.0.slope', 'Slope must be a whole number from 55 to 155'],
    [{ rating: 72.15 }, 'courses.0.rating', 'Course rating must be from 50.0 to 90.0, with at most one decimal'],
    [{ holes: 9, rating: 72 }, 'courses.0.rating', 'Course rating must be from 25.0 to 45.0, with at most one decimal'],
    [{ holes: 12 }, 'courses.0.holes', 'A course has 18 or 9 holes'],
    [{ par: 40 }, 'courses.0.par', 'Par must be a whole number from 54 to 108'],
    [{ holePars: [4, 4, 4] }, 'courses.0.holePars', 'Enter one par (3 to 6) for each of the 18 holes'],
    [{ holePars: HOLE_PARS, par: 70 }, 'courses.0.par', 'Par must equal the sum of the hole pars'],
    [
      { strokeIndex: [...STROKE_INDEX.slice(1), 1].map((si, i) => (i === 0 ? 2 : si)) },
      'courses.0.strokeIndex',
      'Stroke index must use each number from 1 to 18 once',
    ],
  ])('refuses %j with a clear message and stores nothing', async (figures, field, message) => {
    const before = await db.models.League.count();
    const res = await create([{ name: 'Bad', rounds: 1, ...figures }]);
    expect([res.status, res.body.message, res.body.errors?.[field]]).toEqual([400, message, message]);
    expect(await db.models.League.count()).toBe(before);
  });

  describe('PATCH /api/leagues/{id}/courses/{courseId}', () => {
    let league: LeagueDto;
    let links: Course;
    beforeAll(async () => {
      league = (await create([{ name: 'Links', rounds: 5, rating: 73.1, slope: 128 }])).body as LeagueDto;
      links = league.courses[0];
      await db.models.LeagueMembership.create({ leagueId: league.id, userId: bob.id });
      await db.models.Round.create({
        leagueId: league.id,
        userId: bob.id,
        course: 'Links',
        score: 90,
        date: todayIso(),
        rating: 73.1,
        slope: 128,
      });
    });
    const patch = (user: User, body: object, courseId = links.id) =>
      as(user).patch(`/api/leagues/${league.id}/courses/${courseId}`).send(body);

    it('organizers edit (a co-organizer too): 403 for a member, 404 for an unknown course', async () => {
      const refused = await patch(bob, { slope: 130 });
      expect([refused.status, refused.body.message]).toEqual([403, 'Only the league organizers can do this']);
      await db.models.LeagueMembership.create({ leagueId: league.id, userId: carol.id });
      await as(alice).put(`/api/leagues/${league.id}/members/${carol.id}/admin`).send({ isAdmin: true }).expect(200);
      const byCoOrganizer = await patch(carol, { slope: 129 });
      expect([byCoOrganizer.status, byCoOrganizer.body.slope]).toEqual([200, 129]);
      await patch(alice, { slope: 128 }).expect(200);
      const missing = await patch(alice, { slope: 130 }, '00000000-0000-4000-8000-000000000000');
      expect([missing.status, missing.body.message]).toEqual([404, 'Course not found']);
    });

    it('the edit changes the course, not the rounds already played unless asked', async () => {
      const res = await patch(alice, { rating: 74.0, slope: 135 }).expect(200);
      expect(res.body).toEqual({ ...links, rating: 74, slope: 135 });
      const courses = await as(bob).get(`/api/leagues/${league.id}/courses`).expect(200);
      expect(courses.body[0]).toMatchObject({ rating: 74, slope: 135 });
      const kept = await db.models.Round.findOne({ where: { leagueId: league.id }, raw: true });
      expect(figuresFromRow(kept!)).toMatchObject({ rating: 73.1, slope: 128 });

      await patch(alice, { slope: 131, applyToPlayedRounds: true }).expect(200);
      const moved = await db.models.Round.findOne({ where: { leagueId: league.id }, raw: true });
      expect(figuresFromRow(moved!)).toMatchObject({ rating: 74, slope: 131 });
    });

    it('checks the merged figures; the number of holes is fixed once rounds exist', async () => {
      const bad = await patch(alice, { slope: 20 });
      expect([bad.status, bad.body.errors]).toEqual([400, { slope: 'Slope must be a whole number from 55 to 155' }]);
      const nine = await patch(alice, { holes: 9 });
      expect([nine.status, nine.body.message]).toEqual([
        409,
        'Rounds have been played on this course, so its number of holes cannot change',
      ]);
      const pars = await patch(alice, { holePars: HOLE_PARS, strokeIndex: STROKE_INDEX }).expect(200);
      expect(pars.body).toMatchObject({ par: 72, holePars: HOLE_PARS, strokeIndex: STROKE_INDEX });
      const cleared = await patch(alice, { holePars: null, strokeIndex: null }).expect(200);
      expect(cleared.body).toMatchObject({ holePars: null, strokeIndex: null });
    });
  });

  describe('a Stableford league', () => {
    const stableford = (courses: unknown[]) =>
      as(alice).post('/api/leagues').send({ name: 'Points per hole', privacy: 'public', format: 'stableford', courses });

    it('is created only with hole pars and stroke index on every course (400, nothing stored)', async () => {
      const before = await db.models.League.count();
      const res = await stableford([
        { name: 'Links', rounds: 2, holePars: HOLE_PARS, strokeIndex: STROKE_INDEX },
        { name: 'Plain', rounds: 2 },
      ]);
      expect([res.status, res.body.message, res.body.errors]).toEqual([
        400,
        'A Stableford league needs the hole pars of every course',
        {
          'courses.1.holePars': 'A Stableford league needs the hole pars of every course',
          'courses.1.strokeIndex': 'A Stableford league needs the stroke index of every course',
        },
      ]);
      expect(await db.models.League.count()).toBe(before);
    });

    it('keeps them: a ratings edit, a course list edit or a format change without them is refused', async () => {
      const created = await stableford([{ name: 'Links', rounds: 2, holePars: HOLE_PARS, strokeIndex: STROKE_INDEX }]);
      expect(created.status).toBe(201);
      const { id, courses } = created.body as LeagueDto;
      const cleared = await as(alice).patch(`/api/leagues/${id}/courses/${courses[0].id}`).send({ holePars: null });
      expect([cleared.status, cleared.body.errors]).toEqual([400, { holePars: 'A Stableford league needs the hole pars of every course' }]);
      const listed = await as(alice)
        .patch(`/api/leagues/${id}`)
        .send({
          courses: [
            { name: 'Links', rounds: 2, holePars: HOLE_PARS, strokeIndex: STROKE_INDEX },
            { name: 'Elm', rounds: 1 },
          ],
        });
      expect([listed.status, listed.body.errors?.['courses.1.holePars']]).toEqual([
        400,
        'A Stableford league needs the hole pars of every course',
      ]);
      const after = await as(alice).get(`/api/leagues/${id}/courses`).expect(200);
      expect(after.body).toEqual(courses);

      const plain = (await create([{ name: 'Plain', rounds: 1 }])).body as LeagueDto;
      const switched = await as(alice).patch(`/api/leagues/${plain.id}`).send({ format: 'stableford' });
      expect([switched.status, switched.body.message]).toEqual([400, 'A Stableford league needs the hole pars of every course']);
      expect((await as(alice).get(`/api/leagues/${plain.id}`)).body.format).toBe('total-to-par');
      const withPars = await as(alice)
        .patch(`/api/leagues/${plain.id}`)
        .send({ format: 'stableford', courses: [{ name: 'Plain', rounds: 1, holePars: HOLE_PARS, strokeIndex: STROKE_INDEX }] });
      expect([withPars.status, withPars.body.format, withPars.body.courses[0].holePars]).toEqual([200, 'stableford', HOLE_PARS]);
    });
  });
});
