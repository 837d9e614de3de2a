// GET /api/rounds/recent in one statement, written out: the caller's rounds with league, user and
// "played with" partners joined. Built by Sequelize (a finder with includes, then the two signal
// statements) the answer cost more CPU than the indexed queries themselves (issue 13).
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
  leagueName: string;
  firstName: string;
  lastName: string;
  /** null when the round names no partner (left join; the partner's names are then null too),
   * else one row per round and partner */
  partnerId: string | null;
  partnerConfirmedAt: string | Date | null;
  partnerFirstName: string;
  partnerLastName: string;
}

// Every foreign key cascades, so the inner joins drop no round. Partners in the order they were
// named (creation time, then id), as the league lists show them (withRoundSignals).
const RECENT_ROUNDS_SQL =
  'SELECT r.`id`, r.`userId`, r.`leagueId`, r.`course`, r.`score`, r.`date`, r.`notes`, r.`createdAt`,' +
  ' l.`name` AS `leagueName`, u.`firstName`, u.`lastName`, p.`userId` AS `partnerId`, p.`confirmedAt` AS `partnerConfirmedAt`,' +
  ' pu.`firstName` AS `partnerFirstName`, pu.`lastName` AS `partnerLastName`' +
  ' FROM `rounds` AS r INNER JOIN `leagues` AS l ON l.`id` = r.`leagueId` INNER JOIN `users` AS u ON u.`id` = r.`userId`' +
  ' LEFT JOIN `round_partners` AS p ON p.`roundId` = r.`id` LEFT JOIN `users` AS pu ON pu.`id` = p.`userId`' +
  ' WHERE r.`userId` = :userId' +
  ' ORDER BY r.`createdAt` DESC, r.`id` DESC, p.`createdAt` ASC, p.`id` ASC';

/** The caller's rounds, newest first, each with its league, user and honor-system signals. */
export async function findRecentRounds(db: Database, userId: string): Promise<RoundDto[]> {
  const rows = await db.sequelize.query<RecentRoundRow>(RECENT_ROUNDS_SQL, { replacements: { userId }, type: QueryTypes.SELECT });
  const rounds: RoundDto[] = [];
  let round: RoundDto | undefined;
  let playedWith: RoundPartnerView[] = [];
  for (const row of rows) {
    // A round's rows are adjacent (ordered by round first): a new id starts the next round.
    if (row.id !== round?.id) {
      const joined = Object.assign(row, {
        league: { id: row.leagueId, name: row.leagueName },
        user: { firstName: row.firstName, lastName: row.lastName },
      });
      playedWith = [];
      round = serializeRound(joined as unknown as Parameters<typeof serializeRound>[0]);
      round.playedWith = playedWith;
      rounds.push(round);
    }
    if (row.partnerId !== null) {
      playedWith.push({
        userId: row.partnerId,
        firstName: row.partnerFirstName,
        lastName: row.partnerLastName,
        confirmed: row.partnerConfirmedAt !== null,
      });
    }
  }
  // The list is every round of the caller, so it is also the whole history the signal needs;
  // only the fields the rule reads (it copies each round once per prior round it weighs).
  const personalBest = personalBestRoundIds(rounds.map(({ id, score, date, createdAt }) => ({ id, score, date, createdAt })));
  for (const each of rounds) each.personalBest = personalBest.has(each.id);
  return rounds;
}
