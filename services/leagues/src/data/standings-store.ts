// What a league's format needs beyond the members' round aggregates: every round of the league's
// members (any league: the WHS-style index before each round comes from all of them), with
// whether a playing partner confirmed it. One statement for many leagues; read only for leagues
// whose format needs rounds (the spec's total-to-par on unrated courses never does).
import type { CourseRatings, HandicapRound } from '@fairway/contracts';
import { QueryTypes, type Database, type StoredFigures } from '@fairway/data';

/** The figures as stored: not figuresFromRow, which normalises holes and hole data and throws on
 * malformed JSON, where the leaderboard reads such a row leniently. */
export type MemberRoundRow = HandicapRound &
  Omit<CourseRatings, 'holes'> & {
    userId: string;
    leagueId: string;
    course: string;
    confirmed: boolean;
    holes: number;
    holeScores: number[] | null;
  };

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
export async function findMemberRounds(db: Database, leagueIds: readonly string[]): Promise<Map<string, MemberRoundRow[]>> {
  const byUser = new Map<string, MemberRoundRow[]>();
  if (leagueIds.length === 0) return byUser;
  const rows = await db.sequelize.query<RawRound>(
    'SELECT r.`id`, r.`userId`, r.`leagueId`, r.`course`, r.`score`, r.`date`, r.`createdAt`,' +
      ' r.`holes`, r.`par`, r.`rating`, r.`slope`, r.`holePars`, r.`strokeIndex`, r.`holeScores`,' +
      ' (SELECT COUNT(*) FROM `round_partners` AS p WHERE p.`roundId` = r.`id` AND p.`confirmedAt` IS NOT NULL) AS `confirmed`' +
      ' FROM `rounds` AS r WHERE r.`userId` IN (SELECT DISTINCT `userId` FROM `league_memberships` WHERE `leagueId` IN (:leagueIds))',
    { replacements: { leagueIds: [...leagueIds] }, type: QueryTypes.SELECT },
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
