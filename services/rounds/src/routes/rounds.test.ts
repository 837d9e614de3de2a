// The rounds API against a throwaway MariaDB database: validation messages,
// ownership, league rules, the per-course limit, statistics consistency and statement counts
// (the same under concurrency, on both databases: round-concurrency.test.ts).
import { addDays, todayIso, userStats } from '@fairway/contracts';
import type { League, User } from '@fairway/data';
import { createServiceApp } from '@fairway/kit';
import {
  countQueries,
  createTestDatabase,
  createTestLeague,
  createTestUser,
  signedHeaders,
  signedRequest,
  startTestServer,
  type TestDatabase,
} from '@fairway/kit/testing';
import type { Express } from 'express';
import { roundsRouter } from './rounds';

jest.setTimeout(120_000);

let db: TestDatabase;
let app: Express;
let owner: User;
let other: User;
let league: League;

const today = todayIso();
const yesterday = addDays(today, -1);

beforeAll(async () => {
  db = await createTestDatabase();
  app = createServiceApp({ name: 'rounds-test', db, routes: roundsRouter(db) });
  owner = await createTestUser(db, { firstName: 'Olivia' });
  other = await createTestUser(db, { firstName: 'Oscar' });
  league = await createTestLeague(db, owner, {
    name: 'Pines League',
    courses: [
      { name: 'Pebble Creek', rounds: 2 },
      { name: 'Oak Hills', rounds: 3 },
    ],
  });
  await db.models.LeagueMembership.create({ leagueId: league.id, userId: other.id });
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(async () => {
  await db.models.Round.destroy({ where: {} });
  await db.models.User.update({ totalRounds: 0, bestRound: null, averageScore: null }, { where: {} });
});

const post = (user: User | null, body: Record<string, unknown>) =>
  signedRequest(app, user?.id ?? null)
    .post('/api/rounds')
    .send(body);
const put = (user: User, id: string, body: Record<string, unknown>) => signedRequest(app, user.id).put(`/api/rounds/${id}`).send(body);
const del = (user: User, id: string) => signedRequest(app, user.id).delete(`/api/rounds/${id}`);

const validRound = () => ({ leagueId: league.id, course: 'Pebble Creek', date: yesterday, score: 85, notes: 'Windy' });

async function roundCount(): Promise<number> {
  return db.models.Round.count();
}

async function expectStatsMatchRounds(user: User): Promise<void> {
  const rounds = await db.models.Round.findAll({ where: { userId: user.id }, attributes: ['score'] });
  const stored = await db.models.User.findByPk(user.id, { attributes: ['totalRounds', 'bestRound', 'averageScore'] });
  const expected = userStats(rounds.map((round) => round.score));
  expect({
    totalRounds: stored!.totalRounds,
    bestRound: stored!.bestRound,
    averageScore: stored!.averageScore === null ? null : Number(stored!.averageScore).toFixed(2),
  }).toEqual(expected);
}

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

describe('statistics stay consistent', () => {
  it('after a random sequence of 200 inserts, edits and deletes', async () => {
    // Seeded so a failure can be replayed.
    let seed = 20260615;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const courses = Array.from({ length: 10 }, (_, i) => ({ name: `Course ${i}`, rounds: 10 }));
    const big = await createTestLeague(db, owner, { name: 'Big League', courses });
    await db.models.LeagueMembership.create({ leagueId: big.id, userId: other.id });
    const users = [owner, other];
    const mine = new Map<string, string[]>(users.map((user) => [user.id, []]));

    for (let step = 0; step < 200; step += 1) {
      const user = users[Math.floor(random() * users.length)];
      const ids = mine.get(user.id)!;
      const action = ids.length === 0 ? 0 : random();
      const score = 40 + Math.floor(random() * 111);
      if (action < 0.5) {
        const res = await post(user, { leagueId: big.id, course: `Course ${Math.floor(random() * 10)}`, date: yesterday, score });
        expect([201, 409]).toContain(res.status);
        if (res.status === 201) ids.push(res.body.id);
      } else if (action < 0.8) {
        const id = ids[Math.floor(random() * ids.length)];
        expect((await put(user, id, { date: yesterday, score })).status).toBe(200);
      } else {
        const index = Math.floor(random() * ids.length);
        expect((await del(user, ids[index])).status).toBe(200);
        ids.splice(index, 1);
      }
      await expectStatsMatchRounds(user);
    }
    for (const user of users) {
      await expectStatsMatchRounds(user);
      expect(await db.models.Round.count({ where: { userId: user.id } })).toBe(mine.get(user.id)!.length);
    }
  });
});

describe('constant number of SQL statements per request', () => {
  async function seedRounds(user: User, count: number): Promise<string[]> {
    const courses = Array.from({ length: 10 }, (_, i) => ({ name: `C${i}`, rounds: 10 }));
    const target = await createTestLeague(db, user, { courses });
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const res = await post(user, { leagueId: target.id, course: `C${i % 10}`, date: yesterday, score: 70 + (i % 30) });
      ids.push(res.body.id);
    }
    return ids;
  }

  it('does not grow with the number of rounds, leagues or courses', async () => {
    const small = await createTestUser(db);
    const large = await createTestUser(db);
    const smallIds = await seedRounds(small, 1);
    const largeIds = await seedRounds(large, 40);

    const measure = async (user: User, ids: string[]) => ({
      recent: await countQueries(db, () => signedRequest(app, user.id).get('/api/rounds/recent').expect(200)),
      create: await countQueries(db, () => post(user, { ...validRound() }).expect(403)),
      edit: await countQueries(db, () => put(user, ids[0], { date: yesterday, score: 90 }).expect(200)),
      remove: await countQueries(db, () => del(user, ids[ids.length - 1]).expect(200)),
    });
    const smallCounts = await measure(small, smallIds);
    const largeCounts = await measure(large, largeIds);
    expect(largeCounts).toEqual(smallCounts);

    // A successful create: the signature's nonce, then lock, league + courses, course count,
    // insert, stats select, stats update, membership aggregates update, the domain event, plus
    // transaction begin/commit. (Every write below also stores its nonce first.)
    const createOk = await countQueries(db, () => post(owner, validRound()).expect(201));
    expect(createOk).toBe(11);
    // A create with an idempotency key and a partner: key lookup, partner lookup, partner insert
    // more (the partner's event goes in the same statement as the round's).
    const key = 'c0ffee00-0000-4000-8000-000000000001';
    const withExtras = await countQueries(db, () =>
      post(owner, { ...validRound(), playedWith: [other.id], idempotencyKey: key }).expect(201),
    );
    expect(withExtras).toBe(14);
    // Its retry: nonce, begin, lock, key lookup, the stored round, its partners, commit.
    expect(await countQueries(db, () => post(owner, { ...validRound(), idempotencyKey: key }).expect(200))).toBe(7);
    // recent: the rounds (league and user joined) and their partners, the signal from the same rows; refused create: begin, lock, league, rollback; edit: begin,
    // lock, league, update, stats select, stats update, aggregates update, event, commit; delete:
    // the same without league.
    expect(smallCounts).toEqual({ recent: 2, create: 5, edit: 10, remove: 9 });
  });
});

describe('GET /api/rounds/handicap-index', () => {
  it('answers the index from the most recent rounds with course, league and which counted', async () => {
    const scores = [95, 88, 91];
    for (const [i, score] of scores.entries()) {
      await db.models.Round.create({ userId: owner.id, leagueId: league.id, course: 'Oak Hills', score, date: addDays(today, -10 + i) });
    }
    const res = await signedRequest(app, owner.id).get('/api/rounds/handicap-index').expect(200);
    // differentials 23, 16, 19: lowest 16, minus 2 for three rounds
    expect(res.body).toMatchObject({ index: 14, indexText: '14.0', countedRounds: 1, adjustment: -2 });
    expect(res.body.rounds.map((round: { score: number }) => round.score)).toEqual([91, 88, 95]);
    expect(res.body.rounds[1]).toMatchObject({ course: 'Oak Hills', leagueName: 'Pines League', differential: 16, counted: true });
    const none = await signedRequest(app, other.id).get('/api/rounds/handicap-index').expect(200);
    expect(none.body).toMatchObject({ index: null, rounds: [] });
  });

  it('refuses anonymous callers with 401', async () => {
    await signedRequest(app, null).get('/api/rounds/handicap-index').expect(401);
  });
});

describe('idempotency keys of queued submissions', () => {
  const key = 'b6f1c0de-0000-4000-8000-00000000abcd';

  it('the same submission sent twice stores one round and answers it both times', async () => {
    const first = await post(owner, { ...validRound(), idempotencyKey: key });
    expect(first.status).toBe(201);
    const again = await post(owner, { ...validRound(), idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await roundCount()).toBe(1);
    await expectStatsMatchRounds(owner);
  });

  it('a retry still answers the first round when that round used up the course', async () => {
    const body = { ...validRound(), course: 'Pebble Creek', idempotencyKey: key };
    expect((await post(owner, validRound())).status).toBe(201);
    const first = await post(owner, body);
    expect(first.status).toBe(201);
    const again = await post(owner, body);
    expect([again.status, again.body.id]).toEqual([200, first.body.id]);
    expect(await roundCount()).toBe(2);
  });

  it('parallel attempts of one submission store exactly one round', async () => {
    const server = await startTestServer(app);
    try {
      const json = JSON.stringify({ ...validRound(), idempotencyKey: key });
      // Each attempt comes through the gateway, which signs it anew (a signature is good once).
      const headers = () => ({
        ...signedHeaders(owner.id, { method: 'POST', path: '/api/rounds', service: 'rounds-test', body: json }),
        'content-type': 'application/json',
      });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          fetch(`${server.url}/api/rounds`, { method: 'POST', headers: headers(), body: json }).then(async (res) => ({
            status: res.status,
            id: (await res.json()).id,
          })),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      expect(await roundCount()).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('keys are per user, and a malformed key is a 400', async () => {
    expect((await post(owner, { ...validRound(), idempotencyKey: key })).status).toBe(201);
    expect((await post(other, { ...validRound(), idempotencyKey: key })).status).toBe(201);
    expect(await roundCount()).toBe(2);
    const bad = await post(owner, { ...validRound(), idempotencyKey: 'no spaces allowed' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Invalid idempotency key']);
  });

  it('a refused submission stores nothing, so its retry is refused with the same message', async () => {
    const ended = await createTestLeague(db, owner, { endDate: today });
    const body = { ...validRound(), leagueId: ended.id, date: addDays(today, -3), idempotencyKey: key };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await post(owner, body);
      expect([res.status, res.body.message]).toEqual([409, 'This league has ended. You cannot add new rounds.']);
    }
    expect(await roundCount()).toBe(0);
  });
});

describe('played with and confirmations', () => {
  const confirmations = (user: User) => signedRequest(app, user.id).get('/api/rounds/confirmations');
  const answer = (user: User, id: string, verb: 'confirm' | 'dismiss') => signedRequest(app, user.id).post(`/api/rounds/${id}/${verb}`);

  it('names league members; each sees the request and confirming shows on the round', async () => {
    const logged = await post(owner, { ...validRound(), playedWith: [other.id] });
    expect(logged.status).toBe(201);
    expect(logged.body.playedWith).toEqual([{ userId: other.id, firstName: 'Oscar', lastName: other.lastName, confirmed: false }]);

    const pending = await confirmations(other).expect(200);
    expect(pending.body).toEqual([
      {
        roundId: logged.body.id,
        course: 'Pebble Creek',
        score: 85,
        date: yesterday,
        leagueName: 'Pines League',
        user: { firstName: 'Olivia', lastName: owner.lastName },
      },
    ]);
    expect((await confirmations(owner).expect(200)).body).toEqual([]);
    // only the named member can answer
    await answer(owner, logged.body.id, 'confirm').expect(404);
    await answer(other, logged.body.id, 'confirm').expect(200);
    expect((await confirmations(other).expect(200)).body).toEqual([]);
    const recent = await signedRequest(app, owner.id).get('/api/rounds/recent').expect(200);
    expect(recent.body[0].playedWith).toEqual([{ userId: other.id, firstName: 'Oscar', lastName: other.lastName, confirmed: true }]);
    // a later dismiss does not undo the confirmation
    await answer(other, logged.body.id, 'dismiss').expect(200);
    const after = await signedRequest(app, owner.id).get('/api/rounds/recent').expect(200);
    expect(after.body[0].playedWith[0].confirmed).toBe(true);
  });

  it('dismissing closes the prompt and leaves the round as it was', async () => {
    const logged = await post(owner, { ...validRound(), playedWith: [other.id] });
    await answer(other, logged.body.id, 'dismiss').expect(200);
    expect((await confirmations(other).expect(200)).body).toEqual([]);
    const recent = await signedRequest(app, owner.id).get('/api/rounds/recent').expect(200);
    expect(recent.body[0].playedWith[0].confirmed).toBe(false);
  });

  it('refuses naming yourself or a non-member, and more than three players', async () => {
    const outsider = await createTestUser(db);
    for (const playedWith of [[owner.id], [outsider.id], ['00000000-0000-4000-8000-000000000000']]) {
      const res = await post(owner, { ...validRound(), playedWith });
      expect([res.status, res.body.errors?.playedWith]).toEqual([
        400,
        'You can only name other members of this league as players you played with',
      ]);
    }
    const many = await post(owner, { ...validRound(), playedWith: ['a', 'b', 'c', 'd'] });
    expect([many.status, many.body.message]).toEqual([400, 'Name at most 3 players you played with']);
    expect(await roundCount()).toBe(0);
  });
});

describe('personal best territory on round lists', () => {
  it('marks a round more than 8 strokes better than the index from at least 5 prior rounds', async () => {
    const roomy = await createTestLeague(db, owner, { name: 'Roomy', courses: [{ name: 'Long Acres', rounds: 10 }] });
    const scores = [90, 90, 90, 90, 90, 81, 88];
    for (const [i, score] of scores.entries()) {
      await db.models.Round.create({ userId: owner.id, leagueId: roomy.id, course: 'Long Acres', score, date: addDays(today, -20 + i) });
    }
    const recent = await signedRequest(app, owner.id).get('/api/rounds/recent').expect(200);
    const flagged = (recent.body as Array<{ score: number; personalBest: boolean }>).filter((round) => round.personalBest);
    expect(flagged.map((round) => round.score)).toEqual([81]);
  });
});
