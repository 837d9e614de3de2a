// The leagues service keeps each league's table between reads (services/leagues/src/domain/
// standings-cache.ts); every write that moves a table must be seen by the next read, in both
// deployments: one process (every service on one database pool) and one process per service
// (here: the leagues service on a connection of its own, so it keeps its own tables and learns
// of the rounds service's writes only through the shared database). Each write below is
// preceded by a read that keeps the table, and followed by reads through the gateway with
// `Cache-Control: no-cache` (the leaderboard, the member answer's standing, My Leagues'
// userPosition), which must equal the engine run afresh over the database (readLeagueTable) and
// differ from the table before the write. MariaDB and embedded SQLite.
import { addDays, memberStanding, todayIso, type LeaderboardEntry, type League, type Member } from '@fairway/contracts';
import { openDatabase, readLeagueTable, type Database } from '@fairway/data';
import { describeOnEachDatabase } from '@fairway/kit/testing';
import { sessionCookie, startBackend } from './test-support';

jest.setTimeout(180_000);

const today = todayIso();
const daysAgo = (days: number) => addDays(today, -days);

interface Golfer {
  id: string;
  cookie: string;
  email: string;
  name: string;
}

describeOnEachDatabase((t) => {
  describe.each(['one process', 'one process per service'] as const)('%s', (mode) => {
    let backend: Awaited<ReturnType<typeof startBackend>>;
    let leaguesDb: Database | null = null;

    beforeAll(async () => {
      process.env.BCRYPT_ROUNDS = '4';
      if (mode === 'one process per service') leaguesDb = openDatabase(t.db.url);
      backend = await startBackend(t.db, {}, 'in-process', leaguesDb ? { leagues: leaguesDb } : {});
    });

    afterAll(async () => {
      await backend?.close();
      await leaguesDb?.close();
    });

    async function call<T = unknown>(golfer: Golfer | null, method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(new URL(path, backend.url), {
        method,
        headers: {
          ...(golfer ? { cookie: golfer.cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          // Past the gateway's HTTP cache: what is checked is what the service kept.
          ...(method === 'GET' ? { 'cache-control': 'no-cache' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    }

    async function register(name: string): Promise<Golfer> {
      const email = `${name.toLowerCase()}-${mode.length}-${Math.random().toString(36).slice(2)}@example.test`;
      const response = await fetch(new URL('/api/auth/register', backend.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'a-long-password-1', firstName: name, lastName: 'Kept' }),
      });
      const cookie = sessionCookie(response);
      expect([response.status, Boolean(cookie)]).toEqual([201, true]);
      const golfer = { id: '', cookie: cookie!, email, name };
      golfer.id = (await call<{ id: string }>(golfer, 'GET', '/api/auth/user')).id;
      return golfer;
    }

    const leaderboard = (viewer: Golfer, leagueId: string) =>
      call<LeaderboardEntry[]>(viewer, 'GET', `/api/leagues/${leagueId}/leaderboard`);

    /** The league's standings as every read answers them, checked against the engine over the
     * database as it is now; returns the leaderboard. */
    async function current(viewer: Golfer, leagueId: string, members: readonly Golfer[]): Promise<LeaderboardEntry[]> {
      const board = await leaderboard(viewer, leagueId);
      const fresh = JSON.parse(JSON.stringify(await readLeagueTable(t.db, leagueId, today))) as LeaderboardEntry[];
      expect(board).toEqual(fresh);
      for (const member of members) {
        const answer = await call<Member>(viewer, 'GET', `/api/leagues/${leagueId}/members/${member.id}`);
        expect([member.name, answer.standing]).toEqual([member.name, memberStanding(fresh, member.id)]);
        const mine = await call<League[]>(member, 'GET', '/api/leagues/my?limit=50');
        const entry = fresh.find((row) => row.userId === member.id);
        expect([member.name, mine.find((league) => league.id === leagueId)?.userPosition]).toEqual([member.name, entry?.position]);
      }
      return board;
    }

    /** `write` moves the league's table: the reads after it answer the new one. */
    async function moves(viewer: Golfer, leagueId: string, members: readonly Golfer[], write: () => Promise<unknown>) {
      const before = await current(viewer, leagueId, members);
      await write();
      const after = await current(viewer, leagueId, members);
      expect(after).not.toEqual(before);
    }

    it('answers every write to what a table ranks from at the next read', async () => {
      const [owner, ann, ben, cal] = [await register('Owner'), await register('Ann'), await register('Ben'), await register('Cal')];
      const league = async (body: Record<string, unknown>) =>
        (
          await call<League>(owner, 'POST', '/api/leagues', {
            description: 'Kept standings',
            type: 'casual',
            privacy: 'public',
            maxPlayers: 10,
            invitedMembers: [],
            ...body,
          })
        ).id;
      const totals = await league({
        name: 'Totals',
        courses: [
          { name: 'Pebble Creek', rounds: 5 },
          { name: 'Oak Hollow', rounds: 5 },
        ],
      });
      const nets = await league({ name: 'Nets', format: 'net-average', courses: [{ name: 'Dune Links', rounds: 5 }] });
      for (const golfer of [ann, ben]) await call(golfer, 'POST', `/api/leagues/${totals}/join`, {});
      await call(ann, 'POST', `/api/leagues/${nets}/join`, {});
      const inTotals = [owner, ann, ben];
      const round = (golfer: Golfer, leagueId: string, course: string, score: number, date: string, playedWith?: string[]) =>
        call<{ id: string }>(golfer, 'POST', '/api/rounds', { leagueId, course, score, date, ...(playedWith ? { playedWith } : {}) });

      // Rounds: added, edited, deleted (the rounds service's writes).
      let annRound = '';
      await moves(owner, totals, inTotals, async () => {
        annRound = (await round(ann, totals, 'Pebble Creek', 80, daysAgo(1))).id;
      });
      await moves(owner, totals, inTotals, () =>
        call(ann, 'PUT', `/api/rounds/${annRound}`, { date: daysAgo(1), score: 91, notes: 'Edited' }),
      );
      let benRound = '';
      await moves(owner, totals, inTotals, async () => {
        benRound = (await round(ben, totals, 'Oak Hollow', 75, daysAgo(2))).id;
      });
      await moves(owner, totals, inTotals, () => call(ben, 'DELETE', `/api/rounds/${benRound}`));

      // Membership: a join, a leave, an organizer's removal.
      await moves(owner, totals, inTotals, () => call(cal, 'POST', `/api/leagues/${totals}/join`, {}));
      await moves(owner, totals, inTotals, () => call(cal, 'DELETE', `/api/leagues/${totals}/members/${cal.id}`));
      await call(cal, 'POST', `/api/leagues/${totals}/join`, {});
      await round(cal, totals, 'Oak Hollow', 88, daysAgo(3));
      await moves(owner, totals, inTotals, () => call(owner, 'DELETE', `/api/leagues/${totals}/members/${cal.id}`));

      // A profile handicap (the spec's total to par subtracts it).
      await moves(owner, totals, inTotals, () =>
        call(ann, 'PATCH', '/api/auth/profile', { firstName: ann.name, lastName: 'Kept', email: ann.email, handicap: '30.0' }),
      );

      // Course figures applied to the rounds already played.
      const courses = await call<Array<{ id: string; name: string }>>(owner, 'GET', `/api/leagues/${totals}/courses`);
      const pebble = courses.find((course) => course.name === 'Pebble Creek')!.id;
      await moves(owner, totals, inTotals, () =>
        call(owner, 'PATCH', `/api/leagues/${totals}/courses/${pebble}`, { par: 70, rating: 70.5, slope: 125, applyToPlayedRounds: true }),
      );

      // A round in another league: Ann's index (from her rounds in every league) scores her net
      // rounds here: her third round before today's in Nets gives her one.
      await round(ann, nets, 'Dune Links', 84, today);
      await round(ann, totals, 'Oak Hollow', 82, daysAgo(9));
      await moves(owner, nets, [owner, ann], () => round(ann, totals, 'Oak Hollow', 86, daysAgo(8)));

      // A confirmation, in a league counting confirmed rounds only.
      const points = await league({
        name: 'Points',
        format: 'points',
        formatOptions: { confirmedOnly: true },
        startDate: daysAgo(6),
        courses: [{ name: 'Sea Cliffs', rounds: 5 }],
      });
      await call(ben, 'POST', `/api/leagues/${points}/join`, {});
      const named = await round(ben, points, 'Sea Cliffs', 79, daysAgo(1), [owner.id]);
      await moves(owner, points, [owner, ben], () => call(owner, 'POST', `/api/rounds/${named.id}/confirm`));

      // League edits: the format, then its windows (before the first round).
      const fresh = await league({ name: 'Fresh', courses: [{ name: 'Elm Park', rounds: 3 }] });
      await call(ann, 'POST', `/api/leagues/${fresh}/join`, {});
      await moves(owner, fresh, [owner, ann], () => call(owner, 'PATCH', `/api/leagues/${fresh}`, { format: 'points' }));
      await moves(owner, fresh, [owner, ann], () => call(owner, 'PATCH', `/api/leagues/${fresh}`, { formatOptions: { windowWeeks: 2 } }));
    });
  });
});
