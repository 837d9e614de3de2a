import {
  computeLeaderboard,
  DEMO_USER_ID,
  isLeagueComplete,
  leagueRoundStatisticsOf,
  ROUND_PAGE_SIZE,
  userStats,
  type LeagueRoundPage,
  type RoundPage,
  type Availability,
  type LeaderboardEntry,
  type League,
  type Member,
  type Round,
  type User,
} from '@fairway/contracts';
import { createDemoAdapter, type DemoRequest } from './adapter';
import type { DemoResult } from './demo-result';

// Field lists of packages/contracts/src/api-types.ts as the services fill them.
const USER_FIELDS = [
  'averageScore',
  'bestRound',
  'createdAt',
  'email',
  'firstName',
  'handicap',
  'id',
  'isDemo',
  'lastName',
  'profileImageUrl',
  'totalRounds',
  'updatedAt',
];
const LEAGUE_FIELDS = [
  'courses',
  'createdAt',
  'createdBy',
  'creatorName',
  'description',
  'endDate',
  'id',
  'isActive',
  'isComplete',
  'isMember',
  'maxMembers',
  'memberCount',
  'name',
  'privacy',
  'type',
  'updatedAt',
  'userAvgScore',
  'userPosition',
  'userRounds',
  'format',
  'formatOptions',
  'startDate',
  'currentWindow',
  'season',
  'previousLeagueId',
  'nextLeagueId',
  'isAdmin',
].sort();
const ROUND_FIELDS = [
  'course',
  'createdAt',
  'date',
  'holePars',
  'holeScores',
  'holes',
  'id',
  'league',
  'leagueId',
  'leagueName',
  'notes',
  'par',
  'personalBest',
  'playedWith',
  'rating',
  'score',
  'slope',
  'strokeIndex',
  'user',
  'userId',
];
const ENTRY_FIELDS = ['avgScore', 'bestScore', 'format', 'formatValue', 'position', 'roundCount', 'totalToPar', 'user', 'userId'];
const SUMMARY_FIELDS = ['firstName', 'handicap', 'id', 'lastName', 'profileImageUrl'];
const MEMBER_FIELDS = ['id', 'isAdmin', 'joinedAt', 'leagueId', 'roundCount', 'user', 'userId'];
const AVAILABILITY_FIELDS = ['createdAt', 'date', 'id', 'leagueId', 'notes', 'preferredCourse', 'timeSlot', 'updatedAt', 'user', 'userId'];

const keys = (value: unknown) => Object.keys(value as object).sort();
const NOW = new Date(2026, 2, 11, 15, 30); // Wednesday 11 March 2026, local time
const TODAY = '2026-03-11';

function setup(active = true) {
  const waits: number[] = [];
  const adapter = createDemoAdapter({
    isActive: () => active,
    wait: async (ms) => {
      waits.push(ms);
    },
    now: () => NOW,
  });
  const call = (request: DemoRequest): Promise<DemoResult> => adapter(request);
  async function get<T>(url: string): Promise<T> {
    const result = await call({ url, method: 'GET' });
    if (!('data' in result)) throw new Error(`GET ${url} failed: ${result.error.message}`);
    return result.data as T;
  }
  return { call, get, waits };
}

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
    expect(await get<Member>(`${base}/members/${someone.userId}`)).toEqual(someone);
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
    for (const league of await get<League[]>('/api/leagues')) {
      const base = `/api/leagues/${league.id}`;
      const members = await get<Member[]>(`${base}/members`);
      const { rounds } = await get<LeagueRoundPage>(`${base}/rounds?limit=100`);
      const expected = computeLeaderboard(
        members.map((member) => ({ userId: member.userId, ...member.user })),
        rounds,
      );
      const leaderboard = await get<LeaderboardEntry[]>(`${base}/leaderboard`);
      if (league.format === 'total-to-par') {
        expect(leaderboard).toEqual(expected.map((entry) => ({ ...entry, format: 'total-to-par', formatValue: entry.totalToPar })));
      } else {
        // another format orders by its own figure; every member's spec figures stay the same
        const figures = (entries: LeaderboardEntry[]) =>
          entries
            .map((e) => [e.userId, e.avgScore, e.bestScore, e.roundCount, e.totalToPar])
            .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
        expect(figures(leaderboard)).toEqual(figures(expected));
        expect(leaderboard.every((entry) => entry.format === league.format)).toBe(true);
        expect(leaderboard.some((entry) => entry.formatValue !== null)).toBe(true);
      }
      expect(leaderboard.some((entry) => entry.roundCount > 0)).toBe(true);
      const completion = {
        endDate: league.endDate,
        courses: league.courses,
        memberRoundCounts: leaderboard.map((entry) => entry.roundCount),
      };
      expect(league.isComplete).toBe(isLeagueComplete(completion, TODAY));
      const own = leaderboard.find((entry) => entry.userId === DEMO_USER_ID);
      expect(league.userPosition).toBe(own?.position ?? null);
      expect(league.userRounds).toBe(own?.roundCount ?? 0);
    }
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

describe('demo adapter writes', () => {
  it('answers a round submission with the demo message and the round as sent', async () => {
    const { call, get } = setup();
    const [league] = await get<League[]>('/api/leagues/my');
    const body = { leagueId: league.id, course: league.courses[0].name, date: TODAY, score: 84, notes: 'Windy' };
    const result = await call({ url: '/api/rounds', method: 'POST', body });
    expect(result).toEqual({
      data: {
        success: true,
        message: 'Demo: Score submitted successfully!',
        round: expect.objectContaining({ ...body, userId: DEMO_USER_ID, leagueName: league.name, id: expect.any(String) }),
      },
    });
  });

  it('answers the handicap index and a confirmation request naming the demo user', async () => {
    const { get } = setup();
    const index = await get<{ indexText: string | null; rounds: unknown[] }>('/api/rounds/handicap-index');
    expect(index.indexText).toMatch(/^\+?\d+\.\d$/);
    expect(index.rounds.length).toBeGreaterThanOrEqual(3);
    const requests = await get<Array<{ roundId: string; user: { firstName: string } }>>('/api/rounds/confirmations');
    expect(requests).toHaveLength(1);
    expect(requests[0].user.firstName).not.toBe('Demo');
    const mine = await get<Round[]>('/api/rounds/recent');
    expect(mine.some((round) => round.playedWith?.some((partner) => partner.confirmed))).toBe(true);
  });

  it("answers a round edit (PUT) like a submission, keeping the round's league and course", async () => {
    const { call, get } = setup();
    const [round] = await get<Round[]>('/api/rounds/recent');
    const result = await call({ url: `/api/rounds/${round.id}`, method: 'PUT', body: { date: round.date, score: 79, notes: null } });
    expect(result).toEqual({
      data: {
        success: true,
        message: 'Demo: Score submitted successfully!',
        round: { ...round, score: 79, notes: null },
      },
    });
  });

  it('answers league creation with the demo message and the league as sent', async () => {
    const { call } = setup();
    const body = {
      name: 'Weekday Warriors',
      description: '',
      type: 'casual',
      privacy: 'public',
      maxPlayers: 16,
      courses: [{ name: 'Oak Hollow', rounds: 2 }],
      invitedMembers: [],
    };
    const result = await call({ url: '/api/leagues', method: 'POST', body });
    expect(result).toEqual({
      data: {
        success: true,
        message: 'Demo: League created successfully!',
        league: expect.objectContaining({
          name: 'Weekday Warriors',
          maxMembers: 16,
          // the course as sent, the neutral course's tee figures filled in
          courses: [{ name: 'Oak Hollow', rounds: 2, holes: 18, par: 72, rating: 72, slope: 113, holePars: null, strokeIndex: null }],
          createdBy: DEMO_USER_ID,
          memberCount: 1,
        }),
      },
    });
  });

  it('answers join, availability, other writes and deletes with the spec messages', async () => {
    const { call } = setup();
    expect(await call({ url: '/api/leagues/abc/join', method: 'POST' })).toEqual({
      data: { success: true, message: 'Demo: League joined successfully!' },
    });
    const slot = { date: TODAY, timeSlot: 'morning', preferredCourse: null, notes: null };
    expect(await call({ url: '/api/leagues/abc/calendar/availability', method: 'POST', body: slot })).toEqual({
      data: { success: true, message: 'Demo: Availability updated!' },
    });
    expect(await call({ url: '/api/auth/profile', method: 'PATCH', body: { firstName: 'X' } })).toEqual({
      data: { success: true, message: 'Demo: Action completed!' },
    });
    for (const url of [
      '/api/rounds/r1',
      '/api/leagues/abc',
      '/api/leagues/abc/members/demo-user',
      '/api/leagues/abc/calendar/availability/a1',
    ]) {
      expect(await call({ url, method: 'DELETE' })).toEqual({ data: { success: true, message: 'Demo: Item deleted!' } });
    }
  });
});

describe('demo adapter delays and guard', () => {
  it('waits 200-500 ms for reads, 300-700 ms for writes and 200 ms for deletes', async () => {
    const { call, waits } = setup();
    for (let i = 0; i < 20; i += 1) await call({ url: '/api/leagues' });
    const reads = waits.splice(0);
    expect(Math.min(...reads)).toBeGreaterThanOrEqual(200);
    expect(Math.max(...reads)).toBeLessThanOrEqual(500);
    expect(new Set(reads).size).toBeGreaterThan(1);
    for (const method of ['POST', 'PUT', 'PATCH']) await call({ url: '/api/rounds', method, body: {} });
    const writes = waits.splice(0);
    expect(writes.every((ms) => ms >= 300 && ms <= 700)).toBe(true);
    await call({ url: '/api/rounds/r1', method: 'DELETE' });
    expect(waits).toEqual([200]);
  });

  it('refuses to answer outside demo mode, without waiting', async () => {
    const { call, waits } = setup(false);
    expect(await call({ url: '/api/leagues' })).toEqual({ error: { status: 400, message: 'Not in demo mode' } });
    expect(waits).toEqual([]);
  });

  it('follows the real demo flag by default', async () => {
    const adapter = createDemoAdapter({ wait: async () => {}, now: () => NOW });
    expect(await adapter({ url: '/api/leagues' })).toMatchObject({ error: { message: 'Not in demo mode' } });
    window.localStorage.setItem('demoMode', 'true');
    expect(await adapter({ url: '/api/leagues' })).toMatchObject({ data: expect.any(Array) });
  });
});
