// League reads on MariaDB and SQLite: league list and round pages newest first by cursor, and proof that
// list/leaderboard requests run a constant number of SQL statements whatever the number of
// members.
import { LEAGUE_PAGE_SIZE, NEXT_CURSOR_HEADER, todayIso, type LeaderboardEntry } from '@fairway/contracts';
import { refreshUserStats, type User } from '@fairway/data';
import { countQueries, createTestLeague, createTestUser } from '@fairway/kit/testing';
import { addMembers, addRounds, db, get, useLeagueReads } from './league-reads-setup';

// The reads are SQL written out: the same figures and statement counts on both databases.
describe.each(['mysql', 'sqlite'] as const)('%s', (dialect) => {
  useLeagueReads(dialect);

  describe('league list pages', () => {
    it('pages the lists newest first by cursor, in the headers, and answers a page with the same statements whatever the number of leagues', async () => {
      const owner = await createTestUser(db, { firstName: 'Lister' });
      const stranger = await createTestUser(db, { firstName: 'Stranger' });
      // 19 public leagues, several sharing a creation millisecond (the id breaks the tie), and one
      // invite-only league the stranger never sees.
      const base = Date.now() - 3_600_000;
      const made = [];
      for (let i = 0; i < 19; i += 1) made.push(await createTestLeague(db, owner, { name: `Listed ${i}`, privacy: 'public' }));
      await createTestLeague(db, owner, { name: 'Hidden', privacy: 'invite' });
      const createdAt = (i: number) => new Date(base + Math.floor(i / 3) * 1000);
      for (const [i, league] of made.entries()) {
        await db.models.League.update({ createdAt: createdAt(i) }, { where: { id: league.id }, silent: true });
      }
      const expected = made
        .map((league, i) => ({ id: league.id, at: createdAt(i).getTime() }))
        .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
        .map((league) => league.id);

      for (const path of ['/api/leagues', '/api/leagues/available']) {
        const seen: string[] = [];
        const sizes: number[] = [];
        let next: string | null = path;
        while (next) {
          const res = await get(stranger, next);
          expect(res.status).toBe(200);
          expect(Array.isArray(res.body)).toBe(true);
          sizes.push(res.body.length);
          seen.push(...res.body.map((league: { id: string }) => league.id));
          const cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
          if (cursor) expect(res.headers.link).toBe(`<${path}?limit=${LEAGUE_PAGE_SIZE}&cursor=${encodeURIComponent(cursor)}>; rel="next"`);
          next = cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : null;
        }
        expect([path, sizes]).toEqual([path, [8, 8, 3]]);
        expect(seen.filter((id) => expected.includes(id))).toEqual(expected);
        const all = await get(stranger, `${path}?limit=100`);
        expect(all.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
        expect(all.body.map((league: { name: string }) => league.name)).not.toContain('Hidden');
      }

      const page = () => countQueries(db, async () => void (await get(stranger, '/api/leagues/available?limit=5')));
      const before = await page();
      for (let i = 0; i < 10; i += 1) await createTestLeague(db, owner, { name: `More ${i}`, privacy: 'public' });
      // The new leagues' tables are ranked once (one statement for the page), then kept.
      expect(await page()).toBe(before + 1);
      expect(await page()).toBe(before);
    });

    it('refuses a bad limit or cursor with 400', async () => {
      const viewer = await createTestUser(db);
      for (const query of ['limit=0', 'limit=101', 'limit=two', 'cursor=nonsense', 'cursor=2020-01-01T00:00:00.000Z_a%27b']) {
        const res = await get(viewer, `/api/leagues/available?${query}`);
        expect([query, res.status]).toEqual([query, 400]);
        expect(typeof res.body.message).toBe('string');
      }
    });
  });

  describe('round pages', () => {
    it('pages league and member rounds newest first by cursor, with whole-list totals', async () => {
      const owner = await createTestUser(db, { firstName: 'Pager' });
      const other = await createTestUser(db, { firstName: 'Other' });
      const league = await createTestLeague(db, owner, { name: 'Pages' });
      await addMembers(league, [other]);
      // 45 rounds, several sharing a creation millisecond (the id breaks the tie).
      const base = Date.now() - 3_600_000;
      await db.models.Round.bulkCreate(
        Array.from({ length: 45 }, (_, i) => ({
          leagueId: league.id,
          userId: i % 3 === 0 ? other.id : owner.id,
          course: i % 4 === 0 ? 'Oak Hills' : 'Pebble Creek',
          score: 70 + (i % 25),
          date: todayIso(),
          createdAt: new Date(base + Math.floor(i / 3) * 1000),
        })),
      );
      await refreshUserStats(db.sequelize, [owner.id, other.id]);
      const all = await db.models.Round.findAll({
        where: { leagueId: league.id },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        raw: true,
      });

      const seen: string[] = [];
      let cursor: string | null = null;
      const sizes: number[] = [];
      do {
        const res = await get(owner, `/api/leagues/${league.id}/rounds${cursor ? `?before=${encodeURIComponent(cursor)}` : ''}`);
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(45);
        expect(res.body.statistics).toMatchObject({ totalRounds: 45, bestScore: 70, mostPopularCourse: 'Pebble Creek' });
        sizes.push(res.body.rounds.length);
        seen.push(...res.body.rounds.map((round: { id: string }) => round.id));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(sizes).toEqual([20, 20, 5]);
      expect(seen).toEqual(all.map((round) => round.id));

      const mine = await get(owner, `/api/leagues/${league.id}/members/${other.id}/rounds?limit=10`);
      expect([mine.body.total, mine.body.rounds.length]).toEqual([15, 10]);
      const rest = await get(
        owner,
        `/api/leagues/${league.id}/members/${other.id}/rounds?limit=10&before=${encodeURIComponent(mine.body.nextCursor)}`,
      );
      expect([rest.body.rounds.length, rest.body.nextCursor]).toEqual([5, null]);
      expect([...mine.body.rounds, ...rest.body.rounds].every((round: { userId: string }) => round.userId === other.id)).toBe(true);

      for (const [query, message] of [
        ['?before=not-a-cursor', 'Invalid cursor'],
        ['?limit=0', 'Limit must be at least 1'],
        ['?limit=101', 'Limit must be at most 100'],
        ['?limit=abc', 'Limit must be a number'],
      ]) {
        const bad = await get(owner, `/api/leagues/${league.id}/rounds${query}`);
        expect([query, bad.status, bad.body.message]).toEqual([query, 400, message]);
      }
    });
  });

  describe('statement counts (no N+1)', () => {
    async function leagueWith(memberCount: number) {
      const users = await db.models.User.bulkCreate(
        Array.from({ length: memberCount }, (_, i) => ({
          email: `count-${memberCount}-${i}-${Math.random().toString(36).slice(2)}@example.test`,
          passwordHash: 'x',
          firstName: `M${i}`,
          lastName: 'Count',
          handicap: String((i % 20) - 5),
        })),
      );
      const league = await createTestLeague(db, users[0], { name: `Count ${memberCount}` });
      if (users.length > 1) await addMembers(league, users.slice(1));
      await addRounds(
        league,
        users.flatMap((user, i) => [[user, 70 + (i % 30)] as [User, number], [user, 80 + (i % 20)] as [User, number]]),
      );
      return { league, viewer: users[0] };
    }

    it('runs the same number of statements for 1 and for 50 members', async () => {
      const small = await leagueWith(1);
      const large = await leagueWith(50);
      const paths = (id: string) => [
        `/api/leagues/${id}/leaderboard`,
        `/api/leagues/${id}/members`,
        `/api/leagues/${id}`,
        `/api/leagues/${id}/rounds`,
        '/api/leagues',
        '/api/leagues/my',
        '/api/leagues/available',
      ];
      const count = async (viewer: User, path: string) => {
        let status = 0;
        const statements = await countQueries(db, async () => {
          status = (await get(viewer, path)).status;
        });
        expect([path, status]).toEqual([path, 200]);
        return statements;
      };
      // Each read once to rank the leagues, then counted with their tables kept (standings-cache.ts).
      const counts = async (id: string, viewer: User) => {
        const result: number[] = [];
        for (const path of paths(id)) {
          await count(viewer, path);
          result.push(await count(viewer, path));
        }
        return result;
      };
      const one = await counts(small.league.id, small.viewer);
      const fifty = await counts(large.league.id, large.viewer);
      expect(fifty).toEqual(one);
      // And small in absolute terms: the members (with their round aggregates and standings
      // stamps) in one statement with the visibility rule, or leagues + courses + members; the
      // league's rounds: visibility + one page + the league's score aggregates (memberships) +
      // course counts + the page's honor-system signals (partners, players' score histories).
      expect(one).toEqual([1, 1, 3, 6, 3, 3, 3]);
      const board = (await get(large.viewer, `/api/leagues/${large.league.id}/leaderboard`)).body as LeaderboardEntry[];
      expect(board).toHaveLength(50);

      // A round write ranks the league again once, whatever its size: whether a round was played
      // off the neutral course (the spec's total to par ranks such a league by its rounds).
      for (const { league, viewer } of [small, large]) {
        await addRounds(league, [[viewer, 77]]);
        const leaderboard = `/api/leagues/${league.id}/leaderboard`;
        expect([await count(viewer, leaderboard), await count(viewer, leaderboard)]).toEqual([2, 1]);
      }
    });
  });
});
