// Leaderboard and detail figures on MariaDB and SQLite: a fixed data set whose table was
// computed by hand from the leaderboard rules (ties, members without rounds, negative handicaps,
// .5 rounding), and league completion (round pages and statement counts: league-reads.test.ts).
import { addDays, todayIso, type LeaderboardEntry, type League as LeagueDto, type Member } from '@fairway/contracts';
import type { League, User } from '@fairway/data';
import { createTestLeague, createTestUser } from '@fairway/kit/testing';
import { addMembers, addRounds, db, get, useLeagueReads } from './league-reads-setup';

// The reads are SQL written out: the same figures and statement counts on both databases.
describe.each(['mysql', 'sqlite'] as const)('%s', (dialect) => {
  useLeagueReads(dialect);

  describe('leaderboard of a fixed data set', () => {
    let league: League;
    let ann: User, ben: User, cat: User, dan: User, eve: User, fay: User, outsider: User;

    beforeAll(async () => {
      // ann is the creator (joins first). Hand-computed (to-par = score - round(hcp) - 72):
      //   ann hcp 12.50 -> 13: 85 -> 0, 90 -> +5         total  5, avg 87.50, best 85
      //   ben hcp -2.50 -> -2: 70 -> 0                     total  0, avg 70.00, best 70
      //   cat hcp 10.40 -> 10: 80 -> -2, 87 -> +5          total  3, avg 83.50, best 80
      //   dan hcp 0: no rounds
      //   eve hcp  7.60 ->  8: 85 -> +5                    total  5 (ties ann, listed after her)
      //   fay hcp  0.50 ->  1: no rounds
      // List: ben(1) cat(3) ann(5) eve(5) dan fay -> positions 1, 2, 3, 3, 5, 6.
      ann = await createTestUser(db, { firstName: 'Ann', handicap: '12.50' });
      ben = await createTestUser(db, { firstName: 'Ben', handicap: '-2.50' });
      cat = await createTestUser(db, { firstName: 'Cat', handicap: '10.40' });
      dan = await createTestUser(db, { firstName: 'Dan', handicap: '0.00' });
      eve = await createTestUser(db, { firstName: 'Eve', handicap: '7.60' });
      fay = await createTestUser(db, { firstName: 'Fay', handicap: '0.50' });
      outsider = await createTestUser(db, { firstName: 'Out' });
      league = await createTestLeague(db, ann, { name: 'Fixed', courses: [{ name: 'Pebble Creek', rounds: 2 }] });
      await db.models.LeagueMembership.update(
        { joinedAt: new Date(Date.now() - 60_000) },
        { where: { leagueId: league.id, userId: ann.id } },
      );
      await addMembers(league, [ben, cat, dan, eve, fay]);
      await addRounds(league, [
        [ann, 85],
        [cat, 80],
        [ben, 70],
        [ann, 90],
        [eve, 85],
        [cat, 87],
      ]);
    });

    it('equals the hand-computed table', async () => {
      const res = await get(outsider, `/api/leagues/${league.id}/leaderboard`);
      expect(res.status).toBe(200);
      const table = (res.body as LeaderboardEntry[]).map((e) => [
        e.user.firstName,
        e.position,
        e.totalToPar,
        e.roundCount,
        e.avgScore,
        e.bestScore,
        e.user.handicap,
      ]);
      expect(table).toEqual([
        ['Ben', 1, 0, 1, '70.00', 70, '-2.50'],
        ['Cat', 2, 3, 2, '83.50', 80, '10.40'],
        ['Ann', 3, 5, 2, '87.50', 85, '12.50'],
        ['Eve', 3, 5, 1, '85.00', 85, '7.60'],
        ['Dan', 5, null, 0, null, null, '0.00'],
        ['Fay', 6, null, 0, null, null, '0.50'],
      ]);
    });

    it('answers byte for byte what it answered before courses had ratings (a league without them)', async () => {
      const res = await get(outsider, `/api/leagues/${league.id}/leaderboard`);
      const entry = (user: User, position: number, avg: string | null, best: number | null, count: number, toPar: number | null) =>
        `{"userId":"${user.id}","position":${position},"avgScore":${avg === null ? 'null' : `"${avg}"`},"bestScore":${best},` +
        `"roundCount":${count},"totalToPar":${toPar},"user":{"id":"${user.id}","firstName":"${user.firstName}",` +
        `"lastName":"${user.lastName}","handicap":"${Number(user.handicap).toFixed(2)}","profileImageUrl":null},` +
        // the league format's figure (docs/leagues.md): total to par for a league without one
        `"format":"total-to-par","formatValue":${toPar}}`;
      expect(res.text).toBe(
        `[${[
          entry(ben, 1, '70.00', 70, 1, 0),
          entry(cat, 2, '83.50', 80, 2, 3),
          entry(ann, 3, '87.50', 85, 2, 5),
          entry(eve, 3, '85.00', 85, 1, 5),
          entry(dan, 5, null, null, 0, null),
          entry(fay, 6, null, null, 0, null),
        ].join(',')}]`,
      );
    });

    it("carries the caller's figures on the league detail and in /my", async () => {
      const detail = (await get(eve, `/api/leagues/${league.id}`)).body as LeagueDto;
      expect(detail).toMatchObject({
        isMember: true,
        userPosition: 3,
        userRounds: 1,
        userAvgScore: '85.00',
        memberCount: 6,
        isComplete: false,
      });
      const mine = (await get(cat, '/api/leagues/my')).body as LeagueDto[];
      expect(mine.find((l) => l.id === league.id)).toMatchObject({ userPosition: 2, userRounds: 2, userAvgScore: '83.50' });
      const stranger = (await get(outsider, `/api/leagues/${league.id}`)).body as LeagueDto;
      expect(stranger).toMatchObject({ isMember: false, userPosition: null, userRounds: 0, userAvgScore: null });
    });

    it('lists members in join order with their round counts', async () => {
      const members = (await get(outsider, `/api/leagues/${league.id}/members`)).body as Member[];
      expect(members.map((m) => [m.user.firstName, m.roundCount, m.isAdmin])).toEqual([
        ['Ann', 2, true],
        ['Ben', 1, false],
        ['Cat', 2, false],
        ['Dan', 0, false],
        ['Eve', 1, false],
        ['Fay', 0, false],
      ]);
      const one = await get(outsider, `/api/leagues/${league.id}/members/${cat.id}`);
      expect(one.body).toMatchObject({ userId: cat.id, roundCount: 2, user: { firstName: 'Cat', handicap: '10.40' } });
      const missing = await get(outsider, `/api/leagues/${league.id}/members/${outsider.id}`);
      expect([missing.status, missing.body.message]).toEqual([404, 'Member not found']);
    });

    it('answers rounds with league and user, and member rounds', async () => {
      const page = (await get(outsider, `/api/leagues/${league.id}/rounds`)).body;
      expect(page.rounds).toHaveLength(6);
      expect([page.total, page.nextCursor]).toEqual([6, null]);
      // 85 90 70 80 87 85: best 70, average 82.8, one course.
      expect(page.statistics).toEqual({ totalRounds: 6, bestScore: 70, averageScore: '82.8', mostPopularCourse: 'Pebble Creek' });
      expect(page.rounds[0]).toMatchObject({ leagueId: league.id, leagueName: 'Fixed', league: { name: 'Fixed' } });
      const catPage = (await get(outsider, `/api/leagues/${league.id}/members/${cat.id}/rounds`)).body;
      expect([catPage.total, catPage.nextCursor]).toEqual([2, null]);
      const catRounds = catPage.rounds;
      expect(catRounds.map((r: { score: number }) => r.score).sort()).toEqual([80, 87]);
      expect(catRounds[0].user).toEqual({ firstName: 'Cat', lastName: cat.lastName });
      const courses = (await get(outsider, `/api/leagues/${league.id}/courses`)).body;
      // a course created without tee figures answers the neutral course
      expect(courses).toEqual([
        {
          id: expect.any(String),
          name: 'Pebble Creek',
          rounds: 2,
          holes: 18,
          par: 72,
          rating: 72,
          slope: 113,
          holePars: null,
          strokeIndex: null,
        },
      ]);
    });
  });

  describe('completion', () => {
    it('is complete when every member has the required rounds, or the end date is reached', async () => {
      const [a, b] = [await createTestUser(db), await createTestUser(db)];
      const league = await createTestLeague(db, a, {
        courses: [
          { name: 'One', rounds: 1 },
          { name: 'Two', rounds: 1 },
        ],
      });
      await addMembers(league, [b]);
      await addRounds(league, [
        [a, 80],
        [a, 82],
        [b, 90],
      ]);
      expect((await get(a, `/api/leagues/${league.id}`)).body.isComplete).toBe(false);
      await addRounds(league, [[b, 91]]);
      expect((await get(a, `/api/leagues/${league.id}`)).body.isComplete).toBe(true);

      const ending = await createTestLeague(db, a, { endDate: todayIso() });
      expect((await get(a, `/api/leagues/${ending.id}`)).body.isComplete).toBe(true);
      const future = await createTestLeague(db, a, { endDate: addDays(todayIso(), 1) });
      expect((await get(a, `/api/leagues/${future.id}`)).body.isComplete).toBe(false);
    });
  });
});
