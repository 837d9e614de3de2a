// Deleting a league (creator only). Courses, memberships, invites, rounds and availability
// go with it through the foreign keys' ON DELETE CASCADE; the stored stats of everyone who had
// rounds in it are recomputed in the same transaction.
import { inTransaction, refreshUserStats, type Database } from '@fairway/data';
import { forbidden, notFound } from '@fairway/kit';
import { isLeagueVisible } from '../data/league-store';
import { LEAGUE_NOT_FOUND, ONLY_CREATOR_DELETES } from '@fairway/contracts';

export async function deleteLeague(db: Database, userId: string, leagueId: string): Promise<void> {
  const { League, Round } = db.models;
  await inTransaction(db, async (transaction) => {
    const league = await League.findByPk(leagueId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!league || !(await isLeagueVisible(db, userId, leagueId, transaction))) throw notFound(LEAGUE_NOT_FOUND);
    if (league.createdBy !== userId) throw forbidden(ONLY_CREATOR_DELETES);
    const players = await Round.findAll({
      where: { leagueId },
      attributes: ['userId'],
      group: ['userId'],
      raw: true,
      transaction,
    });
    await league.destroy({ transaction });
    // The league's memberships went by cascade: only the players' stats change.
    await refreshUserStats(
      db.sequelize,
      players.map((row) => row.userId),
      transaction,
      null,
    );
  });
}
