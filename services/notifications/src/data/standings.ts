// A league's standings as the leaderboard computes them (the same rule, @fairway/contracts), from
// the membership aggregates the round writes maintain; and the positions last seen, to tell who
// moved.
import { computeLeaderboardFromStats, type LeaderboardEntry } from '@fairway/contracts';
import { QueryTypes, type Database, type Transaction } from '@fairway/data';
import { sqlInstant } from './sql-instant';

interface MemberRow {
  userId: string;
  firstName: string;
  lastName: string;
  handicap: number | string | null;
  roundCount: number;
  scoreSum: number;
  bestScore: number | null;
}

/** The league's leaderboard now (members in join order, the leaderboard's tie-break). */
export async function currentStandings(db: Database, leagueId: string, transaction?: Transaction): Promise<LeaderboardEntry[]> {
  const rows = await db.sequelize.query<MemberRow>(
    'SELECT m.`userId`, u.`firstName`, u.`lastName`, u.`handicap`, m.`roundCount`, m.`scoreSum`, m.`bestScore`' +
      ' FROM `league_memberships` m JOIN `users` u ON u.`id` = m.`userId`' +
      ' WHERE m.`leagueId` = :leagueId ORDER BY m.`joinedAt` ASC, m.`id` ASC',
    { replacements: { leagueId }, type: QueryTypes.SELECT, transaction },
  );
  return computeLeaderboardFromStats(
    rows.map((row) => ({
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      handicap: row.handicap,
      profileImageUrl: null,
    })),
    rows
      .filter((row) => Number(row.roundCount) > 0)
      .map((row) => ({
        userId: row.userId,
        roundCount: Number(row.roundCount),
        scoreSum: Number(row.scoreSum),
        bestScore: Number(row.bestScore),
      })),
  );
}

/** The standings as they were at `at`: members who had joined, rounds logged before it. */
export async function standingsAt(db: Database, leagueId: string, at: Date, transaction?: Transaction): Promise<LeaderboardEntry[]> {
  const when = sqlInstant(db, at);
  const members = await db.sequelize.query<{ userId: string; firstName: string; lastName: string; handicap: string | number | null }>(
    'SELECT m.`userId`, u.`firstName`, u.`lastName`, u.`handicap` FROM `league_memberships` m JOIN `users` u ON u.`id` = m.`userId`' +
      ' WHERE m.`leagueId` = :leagueId AND m.`joinedAt` < :when ORDER BY m.`joinedAt` ASC, m.`id` ASC',
    { replacements: { leagueId, when }, type: QueryTypes.SELECT, transaction },
  );
  const stats = await db.sequelize.query<{ userId: string; roundCount: number; scoreSum: number; bestScore: number }>(
    'SELECT `userId`, COUNT(*) AS `roundCount`, SUM(`score`) AS `scoreSum`, MIN(`score`) AS `bestScore` FROM `rounds`' +
      ' WHERE `leagueId` = :leagueId AND `createdAt` < :when GROUP BY `userId`',
    { replacements: { leagueId, when }, type: QueryTypes.SELECT, transaction },
  );
  return computeLeaderboardFromStats(
    members.map((m) => ({ ...m, profileImageUrl: null })),
    stats.map((row) => ({
      userId: row.userId,
      roundCount: Number(row.roundCount),
      scoreSum: Number(row.scoreSum),
      bestScore: Number(row.bestScore),
    })),
  );
}

export interface PositionChange {
  userId: string;
  from: number;
  to: number;
}

/**
 * Compares the standings with the positions last seen and stores the new ones. Runs in the
 * worker's transaction with the league row locked, so two workers never compare at once. A
 * member not seen yet (a new league, a new member) is compared with their place just before the
 * event from the history (members joined, rounds logged before it): events of one league
 * delivered together (a join and the round right after it) still tell who moved.
 */
export async function takeStandings(
  db: Database,
  leagueId: string,
  eventAt: Date,
  transaction: Transaction,
): Promise<{ changes: PositionChange[]; standings: LeaderboardEntry[] }> {
  const league = await db.models.League.findByPk(leagueId, { attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE });
  if (!league) return { changes: [], standings: [] };
  const standings = await currentStandings(db, leagueId, transaction);
  const previous = await db.sequelize.query<{ userId: string; position: number }>(
    'SELECT `userId`, `position` FROM `league_standings` WHERE `leagueId` = :leagueId',
    { replacements: { leagueId }, type: QueryTypes.SELECT, transaction },
  );
  const before = new Map(previous.map((row) => [row.userId, Number(row.position)]));
  const seen = new Set(before.keys());
  if (standings.some((entry) => !seen.has(entry.userId))) {
    for (const entry of await standingsAt(db, leagueId, eventAt, transaction))
      if (!seen.has(entry.userId)) before.set(entry.userId, entry.position);
  }
  const changes: PositionChange[] = [];
  for (const entry of standings) {
    const from = before.get(entry.userId);
    if (from !== undefined && from !== entry.position) changes.push({ userId: entry.userId, from, to: entry.position });
  }
  const same =
    standings.length === seen.size && standings.every((entry) => seen.has(entry.userId) && before.get(entry.userId) === entry.position);
  if (!same) {
    await db.sequelize.query('DELETE FROM `league_standings` WHERE `leagueId` = :leagueId', { replacements: { leagueId }, transaction });
    if (standings.length > 0) {
      const values = standings.map((_, i) => `(:leagueId, :u${i}, :p${i})`).join(', ');
      const replacements: Record<string, unknown> = { leagueId };
      standings.forEach((entry, i) => {
        replacements[`u${i}`] = entry.userId;
        replacements[`p${i}`] = entry.position;
      });
      await db.sequelize.query(`INSERT INTO \`league_standings\` (\`leagueId\`, \`userId\`, \`position\`) VALUES ${values}`, {
        replacements,
        transaction,
      });
    }
  }
  return { changes, standings };
}

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}
