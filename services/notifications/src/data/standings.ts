// A league's standings from the standings engine (@fairway/contracts' leagueTable over the rows
// @fairway/data reads, as the leagues service answers them), and the positions last seen, to
// tell who moved.
import { todayIso, type LeaderboardEntry } from '@fairway/contracts';
import { QueryTypes, readLeagueTable, type Database, type Transaction } from '@fairway/data';

/** The league's standings with everything stored, on the day of `now` (points windows run up
 * to the one holding it). */
export function currentStandings(db: Database, leagueId: string, now: Date, transaction?: Transaction): Promise<LeaderboardEntry[]> {
  return readLeagueTable(db, leagueId, todayIso(now), { transaction });
}

/** The standings as they stood at `at`: members who had joined, rounds logged before it. */
export function standingsAt(db: Database, leagueId: string, at: Date, transaction?: Transaction): Promise<LeaderboardEntry[]> {
  return readLeagueTable(db, leagueId, todayIso(at), { asOf: at, transaction });
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
  now: Date,
  transaction: Transaction,
): Promise<{ changes: PositionChange[]; standings: LeaderboardEntry[] }> {
  const league = await db.models.League.findByPk(leagueId, { attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE });
  if (!league) return { changes: [], standings: [] };
  const standings = await currentStandings(db, leagueId, now, transaction);
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
