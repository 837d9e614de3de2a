// The demo adapter's reads: every answer in the services' shapes, computed with the shared rules
// (writes, delays and the guard: adapter-writes.test.ts).
import {
  computeLeaderboard,
  formatTraits,
  DEMO_USER_ID,
  isLeagueComplete,
  leagueRoundStatisticsOf,
  ROUND_PAGE_SIZE,
  userStats,
  weekRange,
  type LeagueRoundPage,
  type RoundPage,
  type Availability,
  type LeaderboardEntry,
  type League,
  type Member,
  type Round,
  type User,
  type WindowTable,
} from '@fairway/contracts';
import {
  USER_FIELDS,
  LEAGUE_FIELDS,
  ROUND_FIELDS,
  ENTRY_FIELDS,
  SUMMARY_FIELDS,
  MEMBER_FIELDS,
  AVAILABILITY_FIELDS,
  keys,
  TODAY,
  setup,
} from './adapter-test-setup';

describe('demo adapter reads', () => {
  const { get } = setup();

  it('answers the demo user for GET /api/auth/user, with stats from their rounds', async () => {
    const user = await get<User>('/api/auth/user');
    expect(keys(user)).toEqual(USER_FIELDS);
    expect(user).toMatchObject({ id: DEMO_USER_ID, isDemo: true, firstName: 'Demo' });
    const rounds = await get<Round[]>('/api/rounds/recent');
    expect(user).toMatchObject(userStats(rounds.map((round) => round.score)));
    expect(user.totalRounds).toBeGreaterThan(0);
  });

  it("lists leagues, the user's leagues and the available ones", async () => {
    const all = await get<League[]>('/api/leagues');
    const my = await get<League[]>('/api/leagues/my');
    const available = await get<League[]>('/api/leagues/available');
    expect(all).toHaveLength(3);
    for (const league of all) expect(keys(league)).toEqual(LEAGUE_FIELDS);
    expect(all.map((league) => league.maxMembers).sort((a, b) => a - b)).toEqual([12, 15, 20]);
    expect(my.length).toBeGreaterThan(0);
    expect(my.every((league) => league.isMember && league.userPosition !== null)).toBe(true);
    expect(available.every((league) => league.endDate === null || league.endDate > TODAY)).toBe(true);
    // The dashboard's 'Open Leagues' filter has a league to join, and one league shows 'Complete'.
    expect(available.some((league) => !league.isMember)).toBe(true);
    expect(my.some((league) => league.isComplete)).toBe(true);
  });

  it('answers every league sub-resource with realistic data of the right shape', async () => {
    const [league] = await get<League[]>('/api/leagues/my');
    const base = `/api/leagues/${league.id}`;
    expect(await get<League>(base)).toEqual(league);
    expect(await get(`${base}/courses`)).toEqual(league.courses);

    const page = await get<LeagueRoundPage>(`${base}/rounds?limit=100`);
    const rounds = page.rounds;
    expect(rounds.length).toBeGreaterThan(3);
    expect([page.total, page.nextCursor]).toEqual([rounds.length, null]);
    expect(page.statistics).toEqual(leagueRoundStatisticsOf(rounds));
    // The default page and the pages after it, by cursor, add up to the whole list.
    const paged: Round[] = [];
    for (let cursor: string | null = null, n = 0; n === 0 || cursor; n += 1) {
      const next: LeagueRoundPage = await get<LeagueRoundPage>(
        `${base}/rounds?limit=2${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(next.rounds.length).toBeLessThanOrEqual(2);
      paged.push(...next.rounds);
      cursor = next.nextCursor;
    }
    expect(paged).toEqual(rounds);
    expect((await get<LeagueRoundPage>(`${base}/rounds`)).rounds).toEqual(rounds.slice(0, ROUND_PAGE_SIZE));
    for (const round of rounds) {
      expect(keys(round)).toEqual(ROUND_FIELDS);
      expect(round.league).toEqual({ id: league.id, name: league.name });
      expect(round.leagueName).toBe(league.name);
      expect(round.user!.firstName).not.toBe('');
    }

    const leaderboard = await get<LeaderboardEntry[]>(`${base}/leaderboard`);
    expect(leaderboard).toHaveLength(league.memberCount);
    for (const entry of leaderboard) {
      // a points league's entries also carry each window
      expect(keys(entry).filter((key) => key !== 'windows')).toEqual(ENTRY_FIELDS);
      expect(keys(entry.user)).toEqual(SUMMARY_FIELDS);
    }

    const members = await get<Member[]>(`${base}/members`);
    expect(members).toHaveLength(league.memberCount);
    for (const member of members) expect(keys(member)).toEqual(MEMBER_FIELDS);

    const someone = members.find((member) => member.roundCount > 0)!;
    const entry = leaderboard.find((row) => row.userId === someone.userId)!;
    const { position, format, formatValue, totalToPar, roundCount } = entry;
    expect(await get<Member>(`${base}/members/${someone.userId}`)).toEqual({
      ...someone,
      standing: { position, format, formatValue, totalToPar, roundCount },
    });
    const theirPage = await get<RoundPage>(`${base}/members/${someone.userId}/rounds?limit=100`);
    const theirs = theirPage.rounds;
    expect(theirs).toHaveLength(someone.roundCount);
    expect(theirPage.total).toBe(someone.roundCount);
    expect(theirs.every((round) => round.userId === someone.userId)).toBe(true);
  });

  it('answers the calendar availability, within a from/to range when asked', async () => {
    const [league] = await get<League[]>('/api/leagues/my');
    const all = await get<Availability[]>(`/api/leagues/${league.id}/calendar/availability`);
    expect(all.length).toBeGreaterThan(0);
    for (const entry of all) expect(keys(entry)).toEqual(AVAILABILITY_FIELDS);
    const week = await get<Availability[]>(`/api/leagues/${league.id}/calendar/availability?from=2026-03-09&to=2026-03-15`);
    expect(week.length).toBeGreaterThan(0);
    expect(week.length).toBeLessThan(all.length);
    expect(week.every((entry) => entry.date >= '2026-03-09' && entry.date <= '2026-03-15')).toBe(true);
    const order = all.map((entry) => `${entry.date}|${['early-morning', 'morning', 'afternoon', 'evening'].indexOf(entry.timeSlot)}`);
    expect(order).toEqual([...order].sort());
  });

  it('answers the calendar to members only, like the calendar service', async () => {
    const open = (await get<League[]>('/api/leagues')).find((league) => !league.isMember)!;
    const { call } = setup();
    expect(await call({ url: `/api/leagues/${open.id}/calendar/availability` })).toEqual({
      error: { status: 404, message: '404: {"message":"League not found"}' },
    });
  });

  it('answers recent rounds of the demo user only, newest first', async () => {
    const rounds = await get<Round[]>('/api/rounds/recent');
    expect(rounds.length).toBeGreaterThanOrEqual(5);
    expect(rounds.every((round) => round.userId === DEMO_USER_ID)).toBe(true);
    const created = rounds.map((round) => round.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('computes every leaderboard and completion with the shared rules', async () => {
    let playedThisWeek = 0;
    for (const league of await get<League[]>('/api/leagues')) {
      const base = `/api/leagues/${league.id}`;
      const members = await get<Member[]>(`${base}/members`);
      const { rounds } = await get<LeagueRoundPage>(`${base}/rounds?limit=100`);
      const expected = computeLeaderboard(
        members.map((member) => ({ userId: member.userId, ...member.user })),
        rounds,
      );
      const leaderboard = await get<LeaderboardEntry[]>(`${base}/leaderboard`);
      // The format orders by its own figure (each round at its course's par); every member's
      // spec figures from the rounds stay the same.
      const figures = (entries: LeaderboardEntry[]) =>
        entries.map((e) => [e.userId, e.avgScore, e.bestScore, e.roundCount]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      expect(figures(leaderboard)).toEqual(figures(expected));
      expect(leaderboard.every((entry) => entry.format === league.format)).toBe(true);
      const ranked = leaderboard.filter((entry) => entry.formatValue !== null).map((entry) => entry.formatValue!);
      expect(ranked.length).toBeGreaterThan(0);
      const direction = formatTraits(league.format).higherIsBetter ? -1 : 1;
      expect(ranked).toEqual([...ranked].sort((a, b) => direction * (a - b)));
      expect(leaderboard.some((entry) => entry.roundCount > 0)).toBe(true);
      // A points league's windows come from the same standings: each member's window results.
      const windows = await get<WindowTable[]>(`${base}/windows`);
      if (formatTraits(league.format).usesWindows) {
        expect(windows.filter((window) => window.current)).toHaveLength(1);
        expect(windows.map((window) => window.start)).toEqual([...windows.map((window) => window.start)].sort().reverse());
        for (const window of windows) {
          const results = leaderboard.flatMap((entry) =>
            (entry.windows ?? []).filter((w) => w.start === window.start && w.position !== null),
          );
          expect(window.rows.map((row) => row.points).sort()).toEqual(results.map((w) => w.points).sort());
        }
        expect(windows.some((window) => !window.current && window.rows.length > 0)).toBe(true);
      } else expect(windows).toEqual([]);
      const completion = {
        endDate: league.endDate,
        courses: league.courses,
        memberRoundCounts: leaderboard.map((entry) => entry.roundCount),
      };
      expect(league.isComplete).toBe(isLeagueComplete(completion, TODAY));
      const own = leaderboard.find((entry) => entry.userId === DEMO_USER_ID);
      expect(league.userPosition).toBe(own?.position ?? null);
      expect(league.userRounds).toBe(own?.roundCount ?? 0);
      // This week's table ("Top 3 This Week"): the same engine over the week's rounds only.
      const week = await get<LeaderboardEntry[]>(`${base}/leaderboard?week=${TODAY}`);
      const { from, to } = weekRange(TODAY);
      const played = new Set(rounds.filter((round) => round.date >= from && round.date <= to).map((round) => round.userId));
      expect(
        week
          .filter((entry) => entry.roundCount > 0)
          .map((entry) => entry.userId)
          .sort(),
      ).toEqual([...played].sort());
      playedThisWeek += played.size;
    }
    expect(playedThisWeek).toBeGreaterThan(0);
  });

  it("answers a bad week of the leaderboard with the service's 400", async () => {
    const { call } = setup();
    const [league] = await get<League[]>('/api/leagues');
    expect(await call({ url: `/api/leagues/${league.id}/leaderboard?week=soon` })).toEqual({
      error: { status: 400, message: '400: {"message":"Week must be a date (yyyy-MM-dd)"}' },
    });
  });

  it("answers 404 with the services' messages for an unknown league or member", async () => {
    const { call } = setup();
    expect(await call({ url: '/api/leagues/nope/leaderboard' })).toEqual({
      error: { status: 404, message: '404: {"message":"League not found"}' },
    });
    const [league] = await get<League[]>('/api/leagues');
    expect(await call({ url: `/api/leagues/${league.id}/members/nobody` })).toEqual({
      error: { status: 404, message: '404: {"message":"Member not found"}' },
    });
  });

  it('fails an unknown GET with the demo message and the path', async () => {
    const { call } = setup();
    expect(await call({ url: '/api/stats/weekly?x=1', method: 'GET' })).toEqual({
      error: { status: 404, message: 'Demo API: Unknown route /api/stats/weekly' },
    });
  });
});
