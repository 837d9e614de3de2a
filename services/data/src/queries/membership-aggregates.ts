// The one statement that recomputes league_memberships' round aggregates (roundCount, scoreSum,
// bestScore: the count, sum and min of the contracts' round aggregates, round-aggregates.ts)
// from the rounds table. Recomputing (rather than adding deltas) cannot drift, and
// costs one indexed lookup per membership (rounds(leagueId, userId, ...)): a member has at most
// a few dozen rounds in a league. Correlated subqueries run the same on MySQL and SQLite.
import type { Sequelize, Transaction } from 'sequelize';

const forMembership =
  'FROM `rounds` AS `r` WHERE `r`.`leagueId` = `league_memberships`.`leagueId` AND `r`.`userId` = `league_memberships`.`userId`';

/** Without a WHERE clause: every membership (the migration's backfill). */
export const MEMBERSHIP_AGGREGATES_SQL =
  'UPDATE `league_memberships` SET ' +
  `\`roundCount\` = (SELECT COUNT(*) ${forMembership}), ` +
  `\`scoreSum\` = (SELECT COALESCE(SUM(\`r\`.\`score\`), 0) ${forMembership}), ` +
  `\`bestScore\` = (SELECT MIN(\`r\`.\`score\`) ${forMembership})`;

/** The memberships of the users in `:ids` (every league they belong to). */
export const MEMBERSHIP_AGGREGATES_FOR_USERS_SQL = `${MEMBERSHIP_AGGREGATES_SQL} WHERE \`userId\` IN (:ids)`;

/** The memberships of the users in `:ids` in league `:leagueId` (the unique (leagueId, userId) index). */
export const MEMBERSHIP_AGGREGATES_FOR_USERS_IN_LEAGUE_SQL = `${MEMBERSHIP_AGGREGATES_SQL} WHERE \`leagueId\` = :leagueId AND \`userId\` IN (:ids)`;

/** Recomputes one member's aggregates in a league from the rounds table: a golfer who left keeps
 * their rounds, so rejoining finds them and the standings count them again. */
export async function refreshMembershipAggregates(
  sequelize: Sequelize,
  leagueId: string,
  userId: string,
  transaction?: Transaction,
): Promise<void> {
  await sequelize.query(MEMBERSHIP_AGGREGATES_FOR_USERS_IN_LEAGUE_SQL, { replacements: { ids: [userId], leagueId }, transaction });
}
