// GET /api/rounds/recent in two statements, written out: the caller's rounds with league and
// user joined, and the "played with" partners of those rounds. Built by Sequelize (a finder with
// includes, then the two signal statements) the answer cost more CPU than the indexed queries
// themselves. Not one statement with the partners left-joined: sorting rows of two tables took
// MariaDB a temporary table, on disk because of the TEXT notes (slower than these
// two together).
import { personalBestRoundIds, type Round as RoundDto, type RoundPartnerView } from '@fairway/contracts';
import { QueryTypes, serializeRound, type Database } from '@fairway/data';

interface RecentRoundRow {
  id: string;
  userId: string;
  leagueId: string;
  course: string;
  score: number;
  date: string | Date;
  notes: string | null;
  createdAt: string | Date;
  holes: number;
  par: number;
  rating: number | string;
  slope: number;
  holePars: string | null;
  strokeIndex: string | null;
  holeScores: string | null;
  leagueName: string;
  firstName: string;
  lastName: string;
}

interface PartnerRow {
  roundId: string;
  userId: string;
  confirmedAt: string | Date | null;
  firstName: string;
  lastName: string;
}

// Every foreign key cascades, so the inner joins drop no round and no partner.
const ROUNDS_SQL =
  'SELECT r.`id`, r.`userId`, r.`leagueId`, r.`course`, r.`score`, r.`date`, r.`notes`, r.`createdAt`,' +
  ' r.`holes`, r.`par`, r.`rating`, r.`slope`, r.`holePars`, r.`strokeIndex`, r.`holeScores`,' +
  ' l.`name` AS `leagueName`, u.`firstName`, u.`lastName`' +
  ' FROM `rounds` AS r INNER JOIN `leagues` AS l ON l.`id` = r.`leagueId` INNER JOIN `users` AS u ON u.`id` = r.`userId`' +
  ' WHERE r.`userId` = :userId ORDER BY r.`createdAt` DESC, r.`id` DESC';

// In the order they were named (creation time, then id), as the league lists show them (withRoundSignals).
const PARTNERS_SQL =
  'SELECT p.`roundId`, p.`userId`, p.`confirmedAt`, pu.`firstName`, pu.`lastName`' +
  ' FROM `round_partners` AS p INNER JOIN `rounds` AS r ON r.`id` = p.`roundId` INNER JOIN `users` AS pu ON pu.`id` = p.`userId`' +
  ' WHERE r.`userId` = :userId ORDER BY p.`createdAt` ASC, p.`id` ASC';

/** The caller's rounds, newest first, each with its league, user and honor-system signals. */
export async function findRecentRounds(db: Database, userId: string): Promise<RoundDto[]> {
  const options = { replacements: { userId }, type: QueryTypes.SELECT } as const;
  const [rows, partnerRows] = await Promise.all([
    db.sequelize.query<RecentRoundRow>(ROUNDS_SQL, options),
    db.sequelize.query<PartnerRow>(PARTNERS_SQL, options),
  ]);
  const partners = new Map<string, RoundPartnerView[]>();
  for (const { roundId, userId: partnerId, firstName, lastName, confirmedAt } of partnerRows) {
    const list = partners.get(roundId) ?? [];
    list.push({ userId: partnerId, firstName, lastName, confirmed: confirmedAt !== null });
    partners.set(roundId, list);
  }
  const rounds = rows.map((row) => {
    const joined = Object.assign(row, {
      league: { id: row.leagueId, name: row.leagueName },
      user: { firstName: row.firstName, lastName: row.lastName },
    });
    const round = serializeRound(joined as unknown as Parameters<typeof serializeRound>[0]);
    round.playedWith = partners.get(round.id) ?? [];
    return round;
  });
  // The list is every round of the caller, so it is also the whole history the signal needs;
  // only the fields the rule reads.
  const personalBest = personalBestRoundIds(
    rounds.map(({ id, score, date, createdAt, holes, par, rating, slope, holePars, strokeIndex, holeScores }) => ({
      id,
      score,
      date,
      createdAt,
      holes,
      par,
      rating,
      slope,
      holePars,
      strokeIndex,
      holeScores,
    })),
  );
  for (const round of rounds) round.personalBest = personalBest.has(round.id);
  return rounds;
}
