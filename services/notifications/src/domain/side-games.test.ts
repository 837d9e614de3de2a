// Side games in the bell and the recap, on both databases: a closed skins week is told once
// (the sweep's dedupe key), a recorded contest reaches every member, and the recap names the
// skins winners and the contest winners of the week it ends in.
import { addDays, previousWeek, todayIso, weekStart } from '@fairway/contracts';
import { recordEvents, type User } from '@fairway/data';
import { createTestLeague, createTestUser, describeOnEachDatabase } from '@fairway/kit/testing';
import { notificationsFor, type EventRow } from './event-notifications';
import { buildRecap } from './recap';
import { sweepSettledSkins } from './side-games';

jest.setTimeout(120_000);

const PARS = Array<number>(18).fill(4);
const SI = Array.from({ length: 18 }, (_, at) => at + 1);
const SKINS = { mode: 'gross', allowance: 100, carryover: true, buyIn: 5, currency: '$' };

describeOnEachDatabase((t) => {
  let nina: User, sam: User;
  let leagueId: string;
  const today = todayIso();
  const lastWeek = previousWeek(today);

  beforeAll(async () => {
    nina = await createTestUser(t.db, { firstName: 'Nina', lastName: 'Park' });
    sam = await createTestUser(t.db, { firstName: 'Sam', lastName: 'Lee' });
    const league = await createTestLeague(t.db, nina, {
      name: 'Skins Club',
      skins: JSON.stringify(SKINS),
      courses: [{ name: 'Oak', rounds: 5 }],
    });
    leagueId = league.id;
    await t.db.models.LeagueCourse.update({ holePars: JSON.stringify(PARS), strokeIndex: JSON.stringify(SI) }, { where: { leagueId } });
    await t.db.models.LeagueMembership.create({ leagueId, userId: sam.id, joinedAt: new Date(Date.now() - 30 * 86_400_000) });
    await t.db.models.LeagueMembership.update(
      { joinedAt: new Date(Date.now() - 31 * 86_400_000) },
      { where: { leagueId, userId: nina.id } },
    );
    const card = (first: number) => JSON.stringify([first, ...PARS.slice(1)]);
    for (const [user, first, date] of [
      [nina, 3, addDays(lastWeek, 1)],
      [sam, 4, addDays(lastWeek, 2)],
    ] as const) {
      await t.db.models.Round.create({
        leagueId,
        userId: user.id,
        course: 'Oak',
        score: 71 + first - 3,
        date,
        holes: 18,
        par: 72,
        rating: 72,
        slope: 113,
        holePars: JSON.stringify(PARS),
        strokeIndex: JSON.stringify(SI),
        holeScores: card(first),
      } as never);
    }
    await t.db.models.LeagueContest.create({
      leagueId,
      week: lastWeek,
      kind: 'closest-to-the-pin',
      hole: 7,
      winnerId: sam.id,
      distance: 4.5,
      unit: 'ft',
      prize: null,
      course: null,
      recordedBy: nina.id,
    });
  });

  async function drafts(kind: string) {
    const event = await t.db.models.DomainEvent.findOne({ where: { kind, leagueId } });
    expect(event).not.toBeNull();
    const row: EventRow = { id: event!.id, kind, createdAt: event!.createdAt, leagueId, actorId: event!.actorId, payload: event!.payload };
    return t.db.sequelize.transaction((transaction) => notificationsFor(t.db, row, transaction, event!.createdAt));
  }

  it('tells a closed skins week once, to every member', async () => {
    expect(await sweepSettledSkins(t.db, today)).toBe(1);
    await sweepSettledSkins(t.db, today);
    expect(await t.db.models.DomainEvent.count({ where: { kind: 'skins_settled', leagueId } })).toBe(1);
    const { drafts: made } = await drafts('skins_settled');
    // Nina's 3 on the first hole wins it; the 17 ties carry past the last hole. Pot $10.
    expect(made.map((draft) => [draft.userId, draft.text]).sort()).toEqual(
      [nina.id, sam.id].map((id) => [id, expect.stringContaining('Skins at Oak: Nina Park 1 skin ($10.00)')]).sort(),
    );
  });

  it('tells a recorded contest to every member', async () => {
    await recordEvents(t.db.models, [
      {
        kind: 'contest_recorded',
        leagueId,
        actorId: nina.id,
        payload: { kind: 'closest-to-the-pin', hole: 7, winnerName: 'Sam Lee', distance: 4.5, unit: 'ft', prize: 'a sleeve of balls' },
      },
    ]);
    const { drafts: made } = await drafts('contest_recorded');
    expect(new Set(made.map((draft) => draft.userId))).toEqual(new Set([nina.id, sam.id]));
    expect(made[0].text).toBe('Sam Lee won closest to the pin on hole 7 in Skins Club (4.5 ft) and takes a sleeve of balls');
  });

  it('names the skins and contest winners in the recap of the week that just closed', async () => {
    const monday = weekStart(today);
    const end = new Date(`${monday}T08:00:00`);
    const recap = await buildRecap(t.db, sam.id, [], monday, new Date(end.getTime() - 7 * 86_400_000), end, 'UTC');
    const league = recap?.leagues.find((entry) => entry.id === leagueId);
    expect(league?.sideGames).toEqual(['Skins at Oak: Nina Park 1 skin ($10.00)', 'Closest to the pin, hole 7: Sam Lee, 4.5 ft']);
  });
});
