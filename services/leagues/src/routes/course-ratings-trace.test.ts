// A ratings edit that rewrites played rounds leaves a trace: the league's change log says what
// changed and how many rounds took it, the players whose index moved get an index_changed event
// for the notifications worker, and no index goes below the plus limit -10.0 however the course
// is rated. Both databases.
import { addDays, handicapIndex, todayIso, type LeagueEvent, type League as LeagueDto } from '@fairway/contracts';
import { findScoreHistories, type User } from '@fairway/data';
import { createLogger, createMailOutbox, createServiceApp, type MailOutbox } from '@fairway/kit';
import { createTestDatabase, createTestUser, signedRequest, type TestDatabase } from '@fairway/kit/testing';
import type { Express } from 'express';
import { routes } from '.';

jest.setTimeout(120_000);

describe.each(['mysql', 'sqlite'] as const)('%s', (dialect) => {
  let db: TestDatabase;
  let app: Express;
  let outbox: MailOutbox;
  let alice: User;
  let bob: User;
  let carol: User;
  let league: LeagueDto;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    outbox = createMailOutbox(db, { logger: createLogger('ratings-trace-test', 'silent') });
    app = createServiceApp({ name: 'ratings-trace-test', db, routes: routes(db, { appUrl: 'http://golf.test', outbox }) });
    alice = await createTestUser(db, { firstName: 'Alice' });
    bob = await createTestUser(db, { firstName: 'Bob' });
    carol = await createTestUser(db, { firstName: 'Carol' });
    const created = await signedRequest(app, alice.id)
      .post('/api/leagues')
      .send({
        name: 'Rated',
        privacy: 'public',
        endDate: addDays(todayIso(), 30),
        courses: [
          { name: 'Links', rounds: 5 },
          { name: 'Oak', rounds: 5 },
        ],
      });
    league = created.body as LeagueDto;
    for (const user of [bob, carol]) await db.models.LeagueMembership.create({ leagueId: league.id, userId: user.id });
    // Bob: three level-par rounds on Links (index -2.0). Carol played Oak only.
    for (let day = 0; day < 3; day += 1) {
      await db.models.Round.create({ leagueId: league.id, userId: bob.id, course: 'Links', score: 72, date: addDays(todayIso(), -day) });
      await db.models.Round.create({ leagueId: league.id, userId: carol.id, course: 'Oak', score: 90, date: addDays(todayIso(), -day) });
    }
  });
  afterAll(async () => {
    await outbox?.stop();
    await db?.drop();
  });

  const indexOf = async (user: User) => handicapIndex(await findScoreHistories(db.models, [user.id])).index;

  it('records the edit, holds the index at -10.0 and tells whose index moved', async () => {
    expect(await indexOf(bob)).toBe(-2);
    const carolBefore = await indexOf(carol);
    const links = league.courses.find((course) => course.name === 'Links')!;
    // An over-rated, very easy course: every differential (113 / 55) x (72 - 80) = -16.4.
    const edit = await signedRequest(app, alice.id)
      .patch(`/api/leagues/${league.id}/courses/${links.id}`)
      .send({ rating: 80, slope: 55, applyToPlayedRounds: true });
    expect(edit.status).toBe(200);
    expect(await indexOf(bob)).toBe(-10);
    // Carol played another course: her index did not move and nobody tells her it did.
    expect(await indexOf(carol)).toBe(carolBefore);

    const [event] = (await signedRequest(app, bob.id).get(`/api/leagues/${league.id}/events`)).body as LeagueEvent[];
    expect([event.action, event.actor?.id, event.detail]).toEqual([
      'course-ratings-edited',
      alice.id,
      { course: 'Links', changes: { rating: { from: 72, to: 80 }, slope: { from: 113, to: 55 } }, roundsUpdated: 3 },
    ]);
    const told = await db.models.DomainEvent.findAll({ where: { leagueId: league.id, kind: 'index_changed' } });
    expect(told.map((row) => [row.actorId, JSON.parse(row.payload)])).toEqual([
      [alice.id, { leagueName: 'Rated', course: 'Links', moved: [{ userId: bob.id, from: -2, to: -10 }] }],
    ]);
  });

  it('records an edit of the course alone with no round updated and tells nobody', async () => {
    const oak = league.courses.find((course) => course.name === 'Oak')!;
    await signedRequest(app, alice.id).patch(`/api/leagues/${league.id}/courses/${oak.id}`).send({ slope: 120 }).expect(200);
    const [event] = (await signedRequest(app, carol.id).get(`/api/leagues/${league.id}/events`)).body as LeagueEvent[];
    expect([event.action, event.detail]).toEqual([
      'course-ratings-edited',
      { course: 'Oak', changes: { slope: { from: 113, to: 120 } }, roundsUpdated: 0 },
    ]);
    expect(await db.models.DomainEvent.count({ where: { leagueId: league.id, kind: 'index_changed' } })).toBe(1);
  });
});
