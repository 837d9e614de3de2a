// The rounds API's figures against a throwaway MariaDB database: statistics that stay
// consistent with the rounds, a constant number of statements per request, the handicap index
// and personal best territory.
import { addDays } from '@fairway/contracts';
import type { User } from '@fairway/data';
import { countQueries, createTestLeague, createTestUser, signedRequest } from '@fairway/kit/testing';
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
  today,
  useRoundsApi,
  validRound,
  yesterday,
} from './rounds-test-setup';

useRoundsApi();

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

  it('answers the index in effect before a day, from the rounds of earlier days', async () => {
    const scores = [95, 88, 91, 80];
    for (const [i, score] of scores.entries()) {
      await db.models.Round.create({ userId: owner.id, leagueId: league.id, course: 'Oak Hills', score, date: addDays(today, -10 + i) });
    }
    // before the fourth day: 23, 16, 19 -> 14.0; the 80 of that day does not count yet
    const before = await signedRequest(app, owner.id)
      .get(`/api/rounds/handicap-index?before=${addDays(today, -7)}`)
      .expect(200);
    expect(before.body).toMatchObject({ index: 14, countedRounds: 1 });
    expect(before.body.rounds).toHaveLength(3);
    const early = await signedRequest(app, owner.id)
      .get(`/api/rounds/handicap-index?before=${addDays(today, -9)}`)
      .expect(200);
    expect(early.body).toMatchObject({ index: null });
    // now: 23, 16, 19, 8 -> 8 - 1 = 7.0
    const now = await signedRequest(app, owner.id).get('/api/rounds/handicap-index').expect(200);
    expect(now.body).toMatchObject({ index: 7 });
  });

  it('answers 400 for a day that is not one', async () => {
    const res = await signedRequest(app, owner.id).get('/api/rounds/handicap-index?before=2026-02-30').expect(400);
    expect(JSON.stringify(res.body)).toContain('before must be a date (yyyy-MM-dd)');
  });

  it('refuses anonymous callers with 401', async () => {
    await signedRequest(app, null).get('/api/rounds/handicap-index').expect(401);
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
