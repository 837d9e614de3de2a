// Stored user statistics (totalRounds, bestRound, averageScore) recomputed from the rounds
// table inside the caller's transaction, so they can never drift from the rounds. Every code
// path that writes or deletes rounds calls this before committing (the rounds service on each
// round write; the leagues service when deleting a league removes rounds).
// Three statements whatever the number of users: one aggregate SELECT, one UPDATE of the users
// with CASE (which also bumps their standings stamps), one UPDATE of their memberships' per-league aggregates (the read model the
// leaderboard, league and member answers read; skipped when the memberships went).
// The figures come from the contracts' round aggregates (round-aggregates.ts): the average is
// rounded there (exact half-up to cents) rather than by SQL, whose AVG rounding differs between
// MySQL and SQLite. services/leagues/src/data/aggregates.test.ts checks both databases.
import { aggregateFromRow, statsFromAggregate, type UserStats } from '@fairway/contracts';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { MEMBERSHIP_AGGREGATES_FOR_USERS_IN_LEAGUE_SQL, MEMBERSHIP_AGGREGATES_FOR_USERS_SQL } from './membership-aggregates';

interface AggregateRow {
  userId: string;
  count: number | string;
  sum: number | string | null;
  min: number | string | null;
}

/**
 * `membershipsOf`: whose membership aggregates to recompute with the users' stats: a league id
 * (a round write: only that league's rows change, and touching the user's other memberships
 * would lock rows a parallel write in another league holds, a deadlock), `null` (none: deleting
 * a league removes the memberships with the rounds) or, by default, every
 * membership of the users (the seed, tests that insert rounds directly).
 */
export async function refreshUserStats(
  sequelize: Sequelize,
  userIds: readonly string[],
  transaction?: Transaction,
  membershipsOf?: string | null,
): Promise<Map<string, UserStats>> {
  const ids = [...new Set(userIds)];
  const result = new Map<string, UserStats>();
  if (ids.length === 0) return result;

  // A locking read on MySQL: it sees the latest committed rounds whatever snapshot the caller's
  // transaction already holds, and keeps concurrent writers of these users' rounds out until
  // commit. (SQLite has one writer at a time and no FOR UPDATE.)
  const lock = sequelize.getDialect() === 'mysql' ? ' FOR UPDATE' : '';
  const rows = await sequelize.query<AggregateRow>(
    'SELECT `userId`, COUNT(*) AS `count`, SUM(`score`) AS `sum`, MIN(`score`) AS `min` FROM `rounds` WHERE `userId` IN (:ids) GROUP BY `userId`' +
      lock,
    { replacements: { ids }, type: QueryTypes.SELECT, transaction },
  );
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  for (const id of ids) result.set(id, statsFromAggregate(aggregateFromRow(byUser.get(id))));

  const replacements: Record<string, unknown> = { ids };
  const cases = { totalRounds: [] as string[], bestRound: [] as string[], averageScore: [] as string[] };
  ids.forEach((id, index) => {
    const stats = result.get(id)!;
    replacements[`id${index}`] = id;
    replacements[`t${index}`] = stats.totalRounds;
    replacements[`b${index}`] = stats.bestRound;
    replacements[`a${index}`] = stats.averageScore;
    cases.totalRounds.push(`WHEN :id${index} THEN :t${index}`);
    cases.bestRound.push(`WHEN :id${index} THEN :b${index}`);
    cases.averageScore.push(`WHEN :id${index} THEN :a${index}`);
  });
  await sequelize.query(
    'UPDATE `users` SET ' +
      `\`totalRounds\` = CASE \`id\` ${cases.totalRounds.join(' ')} END, ` +
      `\`bestRound\` = CASE \`id\` ${cases.bestRound.join(' ')} END, ` +
      `\`averageScore\` = CASE \`id\` ${cases.averageScore.join(' ')} END, ` +
      // The row is written anyway: the stamp tells every league of these golfers that its
      // standings moved (bumpStandingsStamps).
      '`standingsStamp` = `standingsStamp` + 1 ' +
      'WHERE `id` IN (:ids)',
    { replacements, transaction },
  );
  if (membershipsOf === null) return result;
  await sequelize.query(membershipsOf === undefined ? MEMBERSHIP_AGGREGATES_FOR_USERS_SQL : MEMBERSHIP_AGGREGATES_FOR_USERS_IN_LEAGUE_SQL, {
    replacements: { ids, leagueId: membershipsOf },
    transaction,
  });
  return result;
}

/** Tells every league of `userIds` that its standings may have moved, for writes that change
 * what the standings read from those golfers' rounds without a round write (a confirmation,
 * course figures applied to played rounds): one UPDATE, in the caller's transaction. */
export async function bumpStandingsStamps(sequelize: Sequelize, userIds: readonly string[], transaction?: Transaction): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await sequelize.query('UPDATE `users` SET `standingsStamp` = `standingsStamp` + 1 WHERE `id` IN (:ids)', {
    replacements: { ids },
    transaction,
  });
}
