// Standings formats through the API, on both databases: a league of each format created with
// POST /api/leagues, rounds stored as the rounds service stores them, and the leaderboard's
// positions, figures and windows checked against figures computed by hand (docs/leagues.md).
import { addDays, todayIso, weekStart, type LeaderboardEntry, type League as LeagueDto, type WindowTable } from '@fairway/contracts';
import { refreshUserStats, type User } from '@fairway/data';
import { createLogger, createMailOutbox, createServiceApp, type MailOutbox } from '@fairway/kit';
import { createTestDatabase, createTestUser, signedRequest, type TestDatabase } from '@fairway/kit/testing';
import type { Express } from 'express';
import { routes } from '.';

jest.setTimeout(120_000);

describe.each(['mysql', 'sqlite'] as const)('%s', (dialect) => {
  let db: TestDatabase;
  let app: Express;
  let outbox: MailOutbox;
  let ann: User, ben: User, cat: User, dan: User;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    outbox = createMailOutbox(db, { logger: createLogger('formats-test', 'silent') });
    app = createServiceApp({ name: 'formats-test', db, routes: routes(db, { appUrl: 'http://golf.test', outbox }) });
  });

  // Fresh players for every league: the WHS-style index counts rounds of every league, so each
  // test starts with players who have none (playing handicap from the profile: 10 x 0.95 -> 10,
  // 20 x 0.95 -> 19, 0, 5 x 0.95 -> 5).
  beforeEach(async () => {
    ann = await createTestUser(db, { firstName: 'Ann', handicap: '10.00' });
    ben = await createTestUser(db, { firstName: 'Ben', handicap: '20.00' });
    cat = await createTestUser(db, { firstName: 'Cat', handicap: '0.00' });
    dan = await createTestUser(db, { firstName: 'Dan', handicap: '5.00' });
  });

  afterAll(async () => {
    await outbox?.stop();
    await db?.drop();
  });

  const as = (user: User) => signedRequest(app, user.id);

  async function createLeague(body: Record<string, unknown>): Promise<LeagueDto> {
    const res = await as(ann)
      .post('/api/leagues')
      .send({ name: 'Twilight', privacy: 'public', maxPlayers: 10, courses: [{ name: 'Oak', rounds: 10 }], ...body });
    expect(res.status).toBe(201);
    for (const [index, user] of [ben, cat, dan].entries()) {
      await db.models.LeagueMembership.create({
        leagueId: res.body.id,
        userId: user.id,
        joinedAt: new Date(Date.now() + (index + 1) * 1000),
      });
    }
    return res.body as LeagueDto;
  }

  async function addRounds(leagueId: string, rounds: Array<[User, number, string, boolean?]>) {
    let at = Date.now();
    for (const [user, score, date, confirmedBy] of rounds) {
      at += 10;
      const round = await db.models.Round.create({
        leagueId,
        userId: user.id,
        course: 'Oak',
        score,
        date,
        createdAt: new Date(at),
      } as never);
      if (confirmedBy)
        await db.models.RoundPartner.create({ roundId: round.id, userId: ann.id === user.id ? ben.id : ann.id, confirmedAt: new Date() });
    }
    await refreshUserStats(db.sequelize, [ann.id, ben.id, cat.id, dan.id]);
  }

  const table = async (leagueId: string) => {
    const res = await as(cat).get(`/api/leagues/${leagueId}/leaderboard`);
    expect(res.status).toBe(200);
    return (res.body as LeaderboardEntry[]).map((e) => [e.user.firstName, e.position, e.formatValue, e.format]);
  };

  it('defaults to total-to-par: the spec figures, formatValue = totalToPar', async () => {
    const league = await createLeague({});
    expect([league.format, league.formatOptions?.bestRounds, league.startDate]).toEqual(['total-to-par', 5, todayIso()]);
    await addRounds(league.id, [
      [ann, 85, todayIso()],
      [ben, 92, todayIso()],
    ]);
    const res = await as(cat).get(`/api/leagues/${league.id}/leaderboard`);
    const entries = res.body as LeaderboardEntry[];
    // the spec's fields first, in the spec's order, then the format's
    expect(Object.keys(entries[0])).toEqual([
      'userId',
      'position',
      'avgScore',
      'bestScore',
      'roundCount',
      'totalToPar',
      'user',
      'format',
      'formatValue',
    ]);
    // Ann 85 - 10 - 72 = 3, Ben 92 - 20 - 72 = 0
    expect(await table(league.id)).toEqual([
      ['Ben', 1, 0, 'total-to-par'],
      ['Ann', 2, 3, 'total-to-par'],
      ['Cat', 3, null, 'total-to-par'],
      ['Dan', 4, null, 'total-to-par'],
    ]);
  });

  it('net-average: best N net rounds to par, averaged to one decimal', async () => {
    const league = await createLeague({ format: 'net-average', formatOptions: { bestRounds: 2 } });
    const d = addDays(todayIso(), -3);
    await addRounds(league.id, [
      [ann, 85, d], // +3
      [ann, 80, d], // -2
      [ann, 90, d], // +8
      [ben, 92, d], // +1
      [ben, 89, d], // -2
      [cat, 73, d], // +1
      [cat, 70, d], // -2
    ]);
    expect(await table(league.id)).toEqual([
      ['Ben', 1, -0.5, 'net-average'],
      ['Cat', 1, -0.5, 'net-average'],
      ['Ann', 3, 0.5, 'net-average'],
      ['Dan', 4, null, 'net-average'],
    ]);
    // the caller's position on the league follows the format
    const detail = (await as(cat).get(`/api/leagues/${league.id}`)).body as LeagueDto;
    expect([detail.format, detail.userPosition]).toEqual(['net-average', 1]);
    // the member answer carries the member's leaderboard entry; null before their first round
    const board = (await as(cat).get(`/api/leagues/${league.id}/leaderboard`)).body as LeaderboardEntry[];
    for (const entry of board) {
      const member = await as(cat).get(`/api/leagues/${league.id}/members/${entry.userId}`);
      expect(member.status).toBe(200);
      const { position, format, formatValue, totalToPar, roundCount } = entry;
      expect(member.body.standing).toEqual(roundCount === 0 ? null : { position, format, formatValue, totalToPar, roundCount });
    }
  });

  it('points: windows from the start date, best net round per window, participation, confirmed only', async () => {
    const start = addDays(todayIso(), -10);
    const league = await createLeague({ format: 'points', startDate: start, formatOptions: { windowWeeks: 1, confirmedOnly: true } });
    expect(league.currentWindow).toEqual({ start: addDays(start, 7), end: addDays(start, 13) });
    await addRounds(league.id, [
      [ann, 60, addDays(start, -1), true], // before the start: no window
      [ann, 78, addDays(start, 1), true], // week 1: -4
      [ben, 90, addDays(start, 2), true], // week 1: -1
      [ben, 88, addDays(start, 8), true], // week 2: -3
      [cat, 70, addDays(start, 9), false], // week 2: -2, unconfirmed: does not count
    ]);
    // week 1: Ann 10 + 1, Ben 8 + 1; week 2: Ben 10 + 1
    expect(await table(league.id)).toEqual([
      ['Ben', 1, 20, 'points'],
      ['Ann', 2, 11, 'points'],
      ['Cat', 3, null, 'points'],
      ['Dan', 4, null, 'points'],
    ]);
    const entries = (await as(cat).get(`/api/leagues/${league.id}/leaderboard`)).body as LeaderboardEntry[];
    expect(entries[0].windows).toEqual([
      { start, end: addDays(start, 6), netToPar: -1, position: 2, points: 9 },
      { start: addDays(start, 7), end: addDays(start, 13), netToPar: -3, position: 1, points: 11 },
    ]);
    // Every window's table from the same standings, newest (the current one) first.
    const windows = (await as(cat).get(`/api/leagues/${league.id}/windows`)).body as WindowTable[];
    expect(
      windows.map((w) => [w.start, w.end, w.current, w.rows.map((r) => [r.user.firstName, r.position, r.netToPar, r.points])]),
    ).toEqual([
      [addDays(start, 7), addDays(start, 13), true, [['Ben', 1, -3, 11]]],
      [
        start,
        addDays(start, 6),
        false,
        [
          ['Ann', 1, -4, 11],
          ['Ben', 2, -1, 9],
        ],
      ],
    ]);
    const other = await createLeague({});
    expect((await as(cat).get(`/api/leagues/${other.id}/windows`)).body).toEqual([]);
  });

  const ratedOak = {
    name: 'Oak',
    rounds: 10,
    holePars: Array(18).fill(4),
    strokeIndex: Array.from({ length: 18 }, (_, i) => i + 1),
  };

  it('stableford from hole-by-hole rounds only', async () => {
    const league = await createLeague({ format: 'stableford', courses: [ratedOak] });
    await addRounds(league.id, [[ann, 85, todayIso()]]);
    // a totals-only round earns no Stableford points
    expect(await table(league.id)).toEqual([
      ['Ann', 1, null, 'stableford'],
      ['Ben', 2, null, 'stableford'],
      ['Cat', 3, null, 'stableford'],
      ['Dan', 4, null, 'stableford'],
    ]);
  });

  it("scores with each round's course: par for total-to-par, hole cards for Stableford", async () => {
    const par70 = await createLeague({});
    await db.models.Round.create({
      leagueId: par70.id,
      userId: ann.id,
      course: 'Oak',
      score: 80,
      date: todayIso(),
      par: 70,
      rating: 70,
    } as never);
    await refreshUserStats(db.sequelize, [ann.id]);
    // 80 - 10 - 70 = 0 (the aggregates alone would say +2)
    expect((await table(par70.id))[0]).toEqual(['Ann', 1, 0, 'total-to-par']);

    const stableford = await createLeague({ format: 'stableford', courses: [ratedOak] });
    const card = {
      holePars: JSON.stringify(Array(18).fill(4)),
      strokeIndex: JSON.stringify(Array.from({ length: 18 }, (_, i) => i + 1)),
      holeScores: JSON.stringify(Array(18).fill(5)),
    };
    await db.models.Round.create({ leagueId: stableford.id, userId: ben.id, course: 'Oak', score: 90, date: todayIso(), ...card } as never);
    await refreshUserStats(db.sequelize, [ben.id]);
    // Ben 20 x 0.95 = 19 strokes: SI 1 two, the rest one: 3 + 17 x 2 = 37 points
    expect((await table(stableford.id)).slice(0, 2)).toEqual([
      ['Ben', 1, 37, 'stableford'],
      ['Ann', 2, null, 'stableford'],
    ]);
    // the member page's rounds carry each card's points as the table scored it
    const benRounds = await as(cat).get(`/api/leagues/${stableford.id}/members/${ben.id}/rounds`);
    expect(benRounds.body.rounds.map((round: { score: number; points: number | null }) => [round.score, round.points])).toEqual([[90, 37]]);
    const annRounds = await as(cat).get(`/api/leagues/${par70.id}/members/${ann.id}/rounds`);
    expect(annRounds.body.rounds.map((round: { score: number; points: number | null }) => [round.score, round.points])).toEqual([
      [80, null],
    ]);
  });

  it("week view: ?week= ranks only that week's rounds by the format; a bad week is a 400", async () => {
    const league = await createLeague({ format: 'net-average', formatOptions: { bestRounds: 2 } });
    const monday = weekStart(todayIso());
    await addRounds(league.id, [
      [ann, 70, addDays(monday, -1)], // last Sunday, -12: leads the season
      [ann, 90, monday], // +8
      [ben, 92, addDays(monday, 6)], // +1
      [cat, 75, addDays(monday, 3)], // +3
      [dan, 70, addDays(monday, 7)], // next week
    ]);
    // the season: Ann (-12 + 8) / 2 = -2.0, Ben +1, Cat +3, Dan -7 (next week counts for the season)
    expect(await table(league.id)).toEqual([
      ['Dan', 1, -7, 'net-average'],
      ['Ann', 2, -2, 'net-average'],
      ['Ben', 3, 1, 'net-average'],
      ['Cat', 4, 3, 'net-average'],
    ]);
    const week = async (day: string) => {
      const res = await as(cat).get(`/api/leagues/${league.id}/leaderboard?week=${day}`);
      expect(res.status).toBe(200);
      return (res.body as LeaderboardEntry[]).map((e) => [e.user.firstName, e.position, e.formatValue, e.roundCount]);
    };
    // any day of the week asks for the same week: Ben +1, Cat +3, Ann +8; Dan has no round in it
    const thisWeek = [
      ['Ben', 1, 1, 1],
      ['Cat', 2, 3, 1],
      ['Ann', 3, 8, 1],
      ['Dan', 4, null, 0],
    ];
    expect(await week(monday)).toEqual(thisWeek);
    expect(await week(addDays(monday, 6))).toEqual(thisWeek);
    const bad = await as(cat).get(`/api/leagues/${league.id}/leaderboard?week=soon`);
    expect([bad.status, bad.body.message]).toEqual([400, 'Week must be a date (yyyy-MM-dd)']);
  });

  it('rejects bad formats and options with clear messages', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const res = await as(ann)
        .post('/api/leagues')
        .send({ name: 'Bad', privacy: 'public', courses: [{ name: 'Oak', rounds: 1 }], ...body });
      return [res.status, res.body.message];
    };
    expect(await bad({ format: 'skins' })).toEqual([400, 'Choose one of the standings formats']);
    expect(await bad({ format: 'points', formatOptions: { windowWeeks: 3 } })).toEqual([400, 'A play window lasts 1, 2 or 4 weeks']);
    expect(await bad({ format: 'net-average', formatOptions: { bestRounds: 11 } })).toEqual([
      400,
      'Best rounds must be a whole number from 1 to 10',
    ]);
    expect(await bad({ format: 'points', formatOptions: { participationPoints: 6 } })).toEqual([
      400,
      'Participation points must be a whole number from 0 to 5',
    ]);
    expect(await bad({ format: 'points', formatOptions: { pointsTable: [] } })).toEqual([
      400,
      'Points per place must be whole numbers from 0 to 100 (1 to 50 places)',
    ]);
  });
});
