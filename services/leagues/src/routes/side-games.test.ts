// Side games through the API on both databases: skins settings on create and edit (400 and 403
// change nothing), the weekly skins answer checked against hand-computed figures (first round of
// the week counts, a course played by one golfer is its own game, final once the week is over),
// and the organizers' contests.
import { addDays, todayIso, weekStart, type Contest, type League as LeagueDto, type SkinsWeek } from '@fairway/contracts';
import type { User } from '@fairway/data';
import { createTestUser, describeServiceOnEachDatabase } from '@fairway/kit/testing';
import { routes } from '.';

jest.setTimeout(120_000);

const PARS = Array<number>(18).fill(4);
const SI = Array.from({ length: 18 }, (_, at) => at + 1);
const OAK = { name: 'Oak', rounds: 5, holes: 18, par: 72, rating: 72, slope: 113, holePars: PARS, strokeIndex: SI };
const PINE = { ...OAK, name: 'Pine' };
const NET = { mode: 'net', allowance: 100, carryover: true, buyIn: 10, currency: '$' };
/** Fours everywhere but the holes given (1-based). */
const card = (changes: Record<number, number> = {}) => PARS.map((par, at) => changes[at + 1] ?? par);
const PAST_MONDAY = '2026-03-02';

describeServiceOnEachDatabase({ name: 'leagues-side-games-test', routes }, (t) => {
  let ann: User, ben: User, cat: User, dan: User;

  beforeEach(async () => {
    ann = await createTestUser(t.db, { firstName: 'Ann', lastName: 'A', handicap: '0.00' });
    ben = await createTestUser(t.db, { firstName: 'Ben', lastName: 'B', handicap: '2.00' });
    cat = await createTestUser(t.db, { firstName: 'Cat', lastName: 'C', handicap: '5.00' });
    dan = await createTestUser(t.db, { firstName: 'Dan', lastName: 'D', handicap: '9.00' });
  });

  async function league(skins: unknown = NET): Promise<LeagueDto> {
    const res = await t.fetchAs(ann.id, 'POST', '/api/leagues', {
      name: 'Skins Club',
      privacy: 'public',
      maxPlayers: 10,
      courses: [OAK, PINE],
      skins,
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as LeagueDto;
    for (const user of [ben, cat, dan]) expect((await t.fetchAs(user.id, 'POST', `/api/leagues/${created.id}/join`)).status).toBe(200);
    return created;
  }

  let logged = 0;
  async function round(leagueId: string, user: User, course: typeof OAK, date: string, holeScores: number[] | null) {
    logged += 1;
    return t.db.models.Round.create({
      leagueId,
      userId: user.id,
      course: course.name,
      score: (holeScores ?? PARS).reduce((a, b) => a + b, 0),
      date,
      createdAt: new Date(Date.now() + logged * 10),
      holes: 18,
      par: 72,
      rating: 72,
      slope: 113,
      holePars: JSON.stringify(PARS),
      strokeIndex: JSON.stringify(SI),
      holeScores: holeScores ? JSON.stringify(holeScores) : null,
    } as never);
  }

  async function skins(user: User, leagueId: string, week: string): Promise<SkinsWeek> {
    const res = await t.fetchAs(user.id, 'GET', `/api/leagues/${leagueId}/skins?week=${week}`);
    expect(res.status).toBe(200);
    return (await res.json()) as SkinsWeek;
  }

  it('answers each course game of a closed week with winners, worth, pot, payouts and remainder', async () => {
    const created = await league();
    const wednesday = addDays(PAST_MONDAY, 2);
    // Oak: hole 1 ties at net 4 (Ben 5 less his stroke) and carries; Ben's net 3 on hole 2 takes
    // 2 skins; Ann's 3 takes hole 3; holes 4-18 tie and stay unclaimed.
    await round(created.id, ann, OAK, wednesday, card({ 3: 3 }));
    await round(created.id, ben, OAK, addDays(PAST_MONDAY, 6), card({ 1: 5 }));
    // Only the first round of the week counts; a total-only card and last week's round never do.
    await round(created.id, ann, OAK, addDays(PAST_MONDAY, 5), card({ 2: 2, 5: 2 }));
    await round(created.id, dan, OAK, wednesday, null);
    await round(created.id, dan, OAK, addDays(PAST_MONDAY, -1), card({ 4: 1 }));
    // Pine: Cat alone wins every hole of her own game.
    await round(created.id, cat, PINE, wednesday, card());

    const answer = await skins(cat, created.id, addDays(PAST_MONDAY, 3));
    expect([answer.week, answer.final, answer.settings]).toEqual([PAST_MONDAY, true, NET]);
    expect(answer.games.map((game) => game.course)).toEqual(['Oak', 'Pine']);
    const [oak, pine] = answer.games;
    expect(oak.entrants).toEqual([
      { userId: ann.id, name: 'Ann A', playingHandicap: 0 },
      { userId: ben.id, name: 'Ben B', playingHandicap: 2 },
    ]);
    expect(
      oak.holes.slice(0, 4).map((hole) => [hole.hole, hole.par, hole.strokeIndex, hole.winner, hole.score, hole.carried, hole.worth]),
    ).toEqual([
      [1, 4, 1, null, 4, 0, 0],
      [2, 4, 2, ben.id, 3, 1, 2],
      [3, 4, 3, ann.id, 3, 0, 1],
      [4, 4, 4, null, 4, 0, 0],
    ]);
    expect(oak.holes[17]).toMatchObject({ winner: null, carried: 14, worth: 0 });
    expect({
      skins: oak.skins,
      unclaimed: oak.unclaimed,
      pot: oak.pot,
      perSkin: oak.perSkin,
      payouts: oak.payouts,
      remainder: oak.remainder,
    }).toEqual({
      skins: { [ben.id]: 2, [ann.id]: 1 },
      unclaimed: 15,
      pot: 20,
      perSkin: 6.66,
      payouts: { [ben.id]: 13.32, [ann.id]: 6.66 },
      remainder: 0.02,
    });
    expect([pine.entrants.map((entrant) => entrant.userId), pine.skins, pine.pot, pine.perSkin, pine.payouts, pine.remainder]).toEqual([
      [cat.id],
      { [cat.id]: 18 },
      10,
      0.55,
      { [cat.id]: 9.9 },
      0.1,
    ]);
  });

  it('keeps this week provisional and follows a round deleted at once', async () => {
    const created = await league({ mode: 'gross', carryover: false, buyIn: 2.5 });
    const today = todayIso();
    const first = await round(created.id, ann, OAK, today, card({ 1: 3 }));
    await round(created.id, ben, OAK, today, card({ 1: 3, 2: 3 }));
    const before = await skins(ben, created.id, today);
    expect([before.week, before.final, before.settings?.allowance, before.settings?.currency]).toEqual([weekStart(today), false, 100, '$']);
    // Gross without carryover: hole 1 ties (no skin), Ben takes hole 2, the rest tie.
    expect([before.games[0].skins, before.games[0].unclaimed, before.games[0].holes[1].worth, before.games[0].remainder]).toEqual([
      { [ben.id]: 1 },
      17,
      1,
      0,
    ]);
    await first.destroy();
    const after = await skins(ben, created.id, today);
    expect([after.games[0].entrants.length, after.games[0].skins, after.games[0].pot]).toEqual([1, { [ben.id]: 18 }, 2.5]);
  });

  it('answers members only, and a league without skins has no games', async () => {
    const created = await league(null);
    expect(created.skins).toBeNull();
    expect((await skins(ben, created.id, PAST_MONDAY)).games).toEqual([]);
    const stranger = await createTestUser(t.db);
    expect((await t.fetchAs(stranger.id, 'GET', `/api/leagues/${created.id}/skins`)).status).toBe(404);
    const bad = await t.fetchAs(ben.id, 'GET', `/api/leagues/${created.id}/skins?week=2026-02-30`);
    expect([bad.status, ((await bad.json()) as { message: string }).message]).toEqual([400, 'Week must be a date (yyyy-MM-dd)']);
  });

  it('refuses bad settings with 400 and plain members with 403, changing nothing', async () => {
    const leagues = await t.db.models.League.count();
    const refused = await t.fetchAs(ann.id, 'POST', '/api/leagues', { name: 'Bad', courses: [OAK], skins: { ...NET, allowance: 0 } });
    expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
      400,
      'Allowance must be a whole percent from 1 to 100',
    ]);
    expect(await t.db.models.League.count()).toBe(leagues);

    const created = await league();
    for (const skinsValue of [
      { ...NET, mode: 'match' },
      { ...NET, buyIn: -5 },
      { ...NET, carryover: 'yes' },
      'net',
      { ...NET, currency: 'dollars' },
    ]) {
      const res = await t.fetchAs(ann.id, 'PATCH', `/api/leagues/${created.id}`, { skins: skinsValue });
      expect(res.status).toBe(400);
    }
    const member = await t.fetchAs(ben.id, 'PATCH', `/api/leagues/${created.id}`, { skins: { ...NET, buyIn: 50 } });
    expect(member.status).toBe(403);
    const unchanged = (await (await t.fetchAs(ben.id, 'GET', `/api/leagues/${created.id}`)).json()) as LeagueDto;
    expect(unchanged.skins).toEqual(NET);

    const changed = await t.fetchAs(ann.id, 'PATCH', `/api/leagues/${created.id}`, { skins: { ...NET, allowance: 85, currency: '€' } });
    expect([changed.status, ((await changed.json()) as LeagueDto).skins]).toEqual([200, { ...NET, allowance: 85, currency: '€' }]);
    const off = await t.fetchAs(ann.id, 'PATCH', `/api/leagues/${created.id}`, { skins: null });
    expect(((await off.json()) as LeagueDto).skins).toBeNull();
  });

  it('lets organizers record and delete contests, members read them', async () => {
    const created = await league();
    const body = {
      week: addDays(PAST_MONDAY, 4),
      kind: 'closest-to-the-pin',
      hole: 7,
      winner: ben.id,
      distance: 4.5,
      unit: 'ft',
      prize: 'A sleeve of balls',
    };
    expect((await t.fetchAs(ben.id, 'POST', `/api/leagues/${created.id}/contests`, body)).status).toBe(403);
    const stranger = await createTestUser(t.db);
    const notMember = await t.fetchAs(ann.id, 'POST', `/api/leagues/${created.id}/contests`, { ...body, winner: stranger.id });
    expect([notMember.status, ((await notMember.json()) as { message: string }).message]).toEqual([
      400,
      'The winner must be a member of this league',
    ]);
    expect((await t.fetchAs(ann.id, 'POST', `/api/leagues/${created.id}/contests`, { ...body, unit: 'yd' })).status).toBe(400);
    expect((await t.fetchAs(ann.id, 'POST', `/api/leagues/${created.id}/contests`, { ...body, course: 'Elm' })).status).toBe(400);

    const res = await t.fetchAs(ann.id, 'POST', `/api/leagues/${created.id}/contests`, body);
    expect(res.status).toBe(201);
    const contest = (await res.json()) as Contest;
    expect(contest).toMatchObject({
      week: PAST_MONDAY,
      kind: 'closest-to-the-pin',
      hole: 7,
      winner: ben.id,
      winnerName: 'Ben B',
      distance: 4.5,
      unit: 'ft',
      prize: 'A sleeve of balls',
      course: null,
    });
    const drive = { week: PAST_MONDAY, kind: 'longest-drive', hole: 9, winner: cat.id, distance: 281, unit: 'yd', course: 'Pine' };
    expect((await t.fetchAs(ann.id, 'POST', `/api/leagues/${created.id}/contests`, drive)).status).toBe(201);

    const list = (await (
      await t.fetchAs(dan.id, 'GET', `/api/leagues/${created.id}/contests?week=${addDays(PAST_MONDAY, 6)}`)
    ).json()) as Contest[];
    expect(list.map((entry) => [entry.kind, entry.winnerName, entry.distance, entry.unit])).toEqual([
      ['closest-to-the-pin', 'Ben B', 4.5, 'ft'],
      ['longest-drive', 'Cat C', 281, 'yd'],
    ]);
    expect(await (await t.fetchAs(dan.id, 'GET', `/api/leagues/${created.id}/contests?week=${addDays(PAST_MONDAY, 7)}`)).json()).toEqual(
      [],
    );
    expect(await t.db.models.DomainEvent.count({ where: { kind: 'contest_recorded', leagueId: created.id } })).toBe(2);

    expect((await t.fetchAs(ben.id, 'DELETE', `/api/leagues/${created.id}/contests/${contest.id}`)).status).toBe(403);
    expect((await t.fetchAs(ann.id, 'DELETE', `/api/leagues/${created.id}/contests/${contest.id}`)).status).toBe(200);
    expect((await t.fetchAs(ann.id, 'DELETE', `/api/leagues/${created.id}/contests/${contest.id}`)).status).toBe(404);
  });
});
