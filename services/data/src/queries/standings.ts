// The rows the standings engine (leagueTable in @fairway/contracts) ranks a league from: every
// round of the league's members (any league: the WHS-style index before each round comes from
// all of them) with whether a playing partner confirmed it. The leagues service reads them for
// its answers; the notifications worker reads them, as they stood at an instant, to tell who
// moved. One statement for many leagues.
import {
  formatSettingsOf,
  leagueTable,
  rankableFromAggregates,
  type CourseRatings,
  type LeaderboardEntry,
  type TableRound,
} from '@fairway/contracts';
import { QueryTypes, type Transaction } from 'sequelize';
import type { StoredFigures } from '../course-figures';
import type { Database } from '../database';
import { sqlInstant } from '../sql-instant';

/** Join order, then the membership's id for a stable order within a millisecond: the
 * standings' tie-break, the same in every read. */
export const JOIN_ORDER_SQL = ' ORDER BY m.`joinedAt` ASC, m.`id` ASC';

/** A round as the standings (and the weekly skins) read it: with its course's name. */
export type MemberRoundRow = TableRound & Omit<CourseRatings, 'holes'> & { course: string; holeScores: number[] | null };

export interface StandingsReadOptions {
  /** only what existed before this instant: members who had joined, rounds logged */
  asOf?: Date;
  transaction?: Transaction;
}

/** The figures as stored: not figuresFromRow, which normalises holes and hole data and throws on
 * malformed JSON, where the standings read such a row leniently. */
const numbers = (text: string | null): number[] | null => {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.map(Number) : null;
  } catch {
    return null;
  }
};

interface RawRound extends StoredFigures {
  id: string;
  userId: string;
  leagueId: string;
  course: string;
  score: number | string;
  date: string | Date;
  createdAt: string | Date;
  confirmed: number | string | boolean | null;
  holeScores: string | null;
}

const day = (value: string | Date) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

/** Rounds of the members of `leagueIds`, by user id (each user's list in any order). */
export async function findMemberRounds(
  db: Database,
  leagueIds: readonly string[],
  options: StandingsReadOptions = {},
): Promise<Map<string, MemberRoundRow[]>> {
  const byUser = new Map<string, MemberRoundRow[]>();
  if (leagueIds.length === 0) return byUser;
  const asOf = options.asOf ? sqlInstant(db, options.asOf) : null;
  const rows = await db.sequelize.query<RawRound>(
    'SELECT r.`id`, r.`userId`, r.`leagueId`, r.`course`, r.`score`, r.`date`, r.`createdAt`,' +
      ' r.`holes`, r.`par`, r.`rating`, r.`slope`, r.`holePars`, r.`strokeIndex`, r.`holeScores`,' +
      ' (SELECT COUNT(*) FROM `round_partners` AS p WHERE p.`roundId` = r.`id` AND p.`confirmedAt` IS NOT NULL' +
      (asOf ? ' AND p.`confirmedAt` < :asOf' : '') +
      ') AS `confirmed`' +
      ' FROM `rounds` AS r WHERE r.`userId` IN (SELECT DISTINCT `userId` FROM `league_memberships` WHERE `leagueId` IN (:leagueIds))' +
      (asOf ? ' AND r.`createdAt` < :asOf' : ''),
    { replacements: { leagueIds: [...leagueIds], asOf }, type: QueryTypes.SELECT, transaction: options.transaction },
  );
  for (const row of rows) {
    const round: MemberRoundRow = {
      id: row.id,
      userId: row.userId,
      leagueId: row.leagueId,
      course: row.course,
      score: Number(row.score),
      date: day(row.date),
      createdAt: new Date(row.createdAt).toISOString(),
      confirmed: Number(row.confirmed ?? 0) > 0,
      holes: Number(row.holes),
      par: Number(row.par),
      rating: Number(row.rating),
      slope: Number(row.slope),
      holePars: numbers(row.holePars),
      strokeIndex: numbers(row.strokeIndex),
      holeScores: numbers(row.holeScores),
    };
    const list = byUser.get(round.userId);
    if (list) list.push(round);
    else byUser.set(round.userId, [round]);
  }
  return byUser;
}

interface LeagueFormatRow {
  format: string | null;
  formatOptions: string | null;
  startDate: string | Date | null;
  endDate: string | Date | null;
  createdAt: string | Date;
}

interface MemberQueryRow {
  userId: string;
  firstName: string;
  lastName: string;
  handicap: number | string | null;
  profileImageUrl: string | null;
  roundCount: number | string;
  scoreSum: number | string;
  bestScore: number | string | null;
}

/** A league's standings from the engine, as they are (or stood at `asOf`); [] for a league that
 * does not exist. Three statements: the league's format, its members, their rounds. As they are
 * now, the spec's total to par over rounds all on the neutral course ranks from the members'
 * aggregates (maintained on write) as the leagues service does: whether a round is off par
 * instead of every round of the members (the notifications worker ranks on each round event). */
export async function readLeagueTable(
  db: Database,
  leagueId: string,
  today: string,
  options: StandingsReadOptions = {},
): Promise<LeaderboardEntry[]> {
  const { transaction } = options;
  const [league] = await db.sequelize.query<LeagueFormatRow>(
    'SELECT `format`, `formatOptions`, `startDate`, `endDate`, `createdAt` FROM `leagues` WHERE `id` = :leagueId',
    { replacements: { leagueId }, type: QueryTypes.SELECT, transaction },
  );
  if (!league) return [];
  const asOf = options.asOf ? sqlInstant(db, options.asOf) : null;
  const members = await db.sequelize.query<MemberQueryRow>(
    'SELECT m.`userId`, u.`firstName`, u.`lastName`, u.`handicap`, u.`profileImageUrl`, m.`roundCount`, m.`scoreSum`, m.`bestScore`' +
      ' FROM `league_memberships` AS m JOIN `users` AS u ON u.`id` = m.`userId` WHERE m.`leagueId` = :leagueId' +
      (asOf ? ' AND m.`joinedAt` < :asOf' : '') +
      JOIN_ORDER_SQL,
    { replacements: { leagueId, asOf }, type: QueryTypes.SELECT, transaction },
  );
  const settings = formatSettingsOf(league);
  if (!asOf && rankableFromAggregates(settings, true)) {
    const offPar = await db.sequelize.query(
      'SELECT 1 AS `offPar` FROM `rounds` WHERE `leagueId` = :leagueId AND (`par` <> 72 OR `holes` <> 18) LIMIT 1',
      { replacements: { leagueId }, type: QueryTypes.SELECT, transaction },
    );
    if (offPar.length === 0) {
      const stats = members.map((member) => ({
        userId: member.userId,
        roundCount: Number(member.roundCount),
        scoreSum: Number(member.scoreSum),
        bestScore: Number(member.bestScore ?? 0),
      }));
      return leagueTable({ leagueId, settings, today, members, stats });
    }
  }
  const rounds = await findMemberRounds(db, [leagueId], options);
  return leagueTable({ leagueId, settings, today, members, rounds: [...rounds.values()].flat() });
}
