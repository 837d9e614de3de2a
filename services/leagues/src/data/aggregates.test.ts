// The SQL aggregates against the one definition of what a round contributes
// (packages/contracts/src/round-aggregates.ts): random rounds from a seeded generator across
// members and leagues, on MariaDB and the embedded SQLite; every stored or queried figure (user
// statistics, membership aggregates and their migration backfill, leaderboard, league statistics)
// must equal the contracts functions applied to the rounds themselves.
import {
  aggregateScores,
  averageToCents,
  computeLeaderboard,
  leagueRoundStatisticsOf,
  roundToPar,
  scoreLimits,
  userStats,
  computeLeaderboardFromStats,
  type LeaderboardEntry,
  type LeaderboardMember,
} from '@fairway/contracts';
import { MEMBERSHIP_AGGREGATES_SQL, refreshUserStats, type Database, type User } from '@fairway/data';
import { createTestLeague, createTestUser, describeOnEachDatabase, seededRandom } from '@fairway/kit/testing';
import { findLeagueRoundStatistics } from './league-statistics';
import { findMembers } from './league-store';

const SEED = 20261126;
const USERS = 14;
const LEAGUES = 4;
const ROUNDS = 320;
const COURSES = [
  { name: 'Pebble Creek', rounds: 10 },
  { name: 'Oak Hollow', rounds: 10 },
  { name: 'Dune Links', rounds: 10 },
];

interface GeneratedRound {
  id?: string;
  userId: string;
  leagueId: string;
  course: string;
  holes: 18 | 9;
  par: number;
  score: number;
  date: string;
}

function generator(seed: number) {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  return { next, int, pick };
}

/** A round on an 18-hole course (par 70-72) or a 9-hole one (par 35-36), in the course's score
 * limits. The aggregates count every round alike; the spec's total to-par counts each round
 * against 72 (services/leagues/src/domain/standings.ts). */
function randomRound(random: ReturnType<typeof generator>, userId: string, leagueId: string, date: string): GeneratedRound {
  const holes = random.next() < 0.2 ? 9 : 18;
  const { min, max } = scoreLimits(holes);
  return {
    userId,
    leagueId,
    course: random.pick(COURSES).name,
    holes,
    par: holes === 9 ? random.int(35, 36) : random.int(70, 72),
    score: random.int(min, max),
    date,
  };
}

/** Handicaps with the rounding edges (x.5 both signs, zero, plus handicaps) among random tenths. */
function randomHandicap(random: ReturnType<typeof generator>): string {
  const edges = ['0.00', '12.50', '-2.50', '0.50', '-0.40', '54.00', '-10.00', '7.49'];
  if (random.next() < 0.4) return random.pick(edges);
  return (random.int(-100, 540) / 10).toFixed(2);
}

/** Stores the rounds, noting each one's id on it. */
async function insertRounds(db: Database, rounds: GeneratedRound[]): Promise<void> {
  const created = await db.models.Round.bulkCreate(rounds.map((round) => ({ ...round })));
  created.forEach((row, index) => (rounds[index].id = row.id));
}

const scoresOf = (rounds: readonly GeneratedRound[], keep: (round: GeneratedRound) => boolean) =>
  rounds.filter(keep).map((round) => round.score);

/** The leaderboard from the rounds by the per-round rules, with each figure checked one by one. */
function expectedLeaderboard(members: readonly LeaderboardMember[], rounds: readonly GeneratedRound[]): LeaderboardEntry[] {
  const board = computeLeaderboard(members, rounds);
  for (const entry of board) {
    const member = members.find((row) => row.userId === entry.userId)!;
    const scores = rounds.filter((round) => round.userId === entry.userId).map((round) => round.score);
    expect({ avg: entry.avgScore, best: entry.bestScore, count: entry.roundCount, toPar: entry.totalToPar }).toEqual({
      avg: averageToCents(aggregateScores(scores)),
      best: scores.length ? Math.min(...scores) : null,
      count: scores.length,
      toPar: scores.length ? scores.reduce((sum, score) => sum + roundToPar(score, member.handicap), 0) : null,
    });
  }
  return board;
}

describeOnEachDatabase((t) => {
  const random = generator(SEED);
  let users: User[] = [];
  let leagueIds: string[] = [];
  let rounds: GeneratedRound[] = [];

  beforeAll(async () => {
    const db = t.db;
    users = [];
    for (let i = 0; i < USERS; i += 1) users.push(await createTestUser(db, { handicap: randomHandicap(random) }));
    leagueIds = [];
    const membersOf = new Map<string, string[]>();
    let joined = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < LEAGUES; i += 1) {
      const creator = users[i];
      const league = await createTestLeague(db, creator, { name: `League ${i}`, courses: COURSES });
      leagueIds.push(league.id);
      const members = [creator.id];
      for (const user of users) {
        if (user.id === creator.id || random.next() < 0.45) continue;
        joined += 60_000;
        await db.models.LeagueMembership.create({ leagueId: league.id, userId: user.id, isAdmin: false, joinedAt: new Date(joined) });
        members.push(user.id);
      }
      membersOf.set(league.id, members);
    }
    rounds = Array.from({ length: ROUNDS }, () => {
      const leagueId = random.pick(leagueIds);
      return randomRound(random, random.pick(membersOf.get(leagueId)!), leagueId, `2026-0${random.int(1, 9)}-${random.int(10, 28)}`);
    });
    await insertRounds(db, rounds);
    await refreshUserStats(
      db.sequelize,
      users.map((user) => user.id),
    );
  });

  async function expectEveryFigure(db: Database) {
    // User statistics: as stored on the users by the last refresh, and as a refresh answers them.
    const stored = await db.models.User.findAll({ where: { id: users.map((user) => user.id) }, raw: true });
    const answered = await db.sequelize.transaction((transaction) =>
      refreshUserStats(
        db.sequelize,
        users.map((user) => user.id),
        transaction,
        null,
      ),
    );
    for (const user of users) {
      const expected = userStats(scoresOf(rounds, (round) => round.userId === user.id));
      expect(answered.get(user.id)).toEqual(expected);
      const row = stored.find((candidate) => candidate.id === user.id)!;
      expect({
        totalRounds: Number(row.totalRounds),
        bestRound: row.bestRound === null ? null : Number(row.bestRound),
        averageScore: row.averageScore === null ? null : Number(row.averageScore).toFixed(2),
      }).toEqual(expected);
    }

    // Membership aggregates (the leaderboard's read model).
    const memberships = await db.models.LeagueMembership.findAll({ raw: true });
    for (const membership of memberships) {
      const scores = scoresOf(rounds, (round) => round.leagueId === membership.leagueId && round.userId === membership.userId);
      const expected = aggregateScores(scores);
      expect({
        count: Number(membership.roundCount),
        sum: Number(membership.scoreSum),
        min: membership.bestScore === null ? null : Number(membership.bestScore),
      }).toEqual(expected);
    }

    // Leaderboard and league statistics, league by league.
    const members = await findMembers(db, leagueIds);
    for (const leagueId of leagueIds) {
      const rows = members.get(leagueId) ?? [];
      const leagueRounds = rounds.filter((round) => round.leagueId === leagueId);
      const fromSql = computeLeaderboardFromStats(
        rows,
        rows.map((row) => row.stats),
      );
      expect(JSON.stringify(fromSql)).toBe(JSON.stringify(expectedLeaderboard(rows, leagueRounds)));
      expect(await findLeagueRoundStatistics(db, leagueId)).toEqual(leagueRoundStatisticsOf(leagueRounds));
    }
  }

  it(`stores and answers the contracts' figures for ${ROUNDS} random rounds (seed ${SEED})`, async () => {
    await expectEveryFigure(t.db);
  });

  it("the migration's backfill statement recomputes the same membership aggregates", async () => {
    const db = t.db;
    await db.sequelize.query('UPDATE `league_memberships` SET `roundCount` = 0, `scoreSum` = 0, `bestScore` = NULL');
    await db.sequelize.query(MEMBERSHIP_AGGREGATES_SQL);
    await expectEveryFigure(db);
  });

  it('keeps agreeing after rounds are deleted, and after more are added in one league', async () => {
    const db = t.db;
    const removed = new Set(rounds.filter(() => random.next() < 0.25).map((round) => round.id!));
    await db.models.Round.destroy({ where: { id: [...removed] } });
    rounds = rounds.filter((round) => !removed.has(round.id!));
    // Leaving a league or deleting one refreshes every membership of the users.
    await refreshUserStats(
      db.sequelize,
      users.map((user) => user.id),
    );
    await expectEveryFigure(db);

    const leagueId = leagueIds[0];
    const members = (await findMembers(db, [leagueId])).get(leagueId)!.map((row) => row.userId);
    const added = Array.from({ length: 40 }, () => randomRound(random, random.pick(members), leagueId, '2026-10-01'));
    await insertRounds(db, added);
    rounds = [...rounds, ...added];
    // A round write refreshes the user's stats and only that league's membership.
    await db.sequelize.transaction((transaction) => refreshUserStats(db.sequelize, members, transaction, leagueId));
    await expectEveryFigure(db);
  });
});
