// The creator makes members co-organizers and takes it back; organizers remove members (never
// the creator). Only the creator deletes the league (delete-league.ts).
import {
  CREATOR_ALWAYS_ADMIN,
  CREATOR_NOT_REMOVABLE,
  LEAVE_ONLY_YOURSELF,
  MEMBER_NOT_FOUND,
  ONLY_CREATOR_ADMINS,
} from '@fairway/contracts';
import { inTransaction, refreshUserStats, type Database } from '@fairway/data';
import { conflict, forbidden, notFound } from '@fairway/kit';
import { lockAsOrganizer, recordEvent } from './organizer-access';

/** The creator makes a member a co-organizer, or takes it back. */
export async function setOrganizer(db: Database, actorId: string, leagueId: string, memberId: string, isAdmin: boolean): Promise<void> {
  await inTransaction(db, async (transaction) => {
    const { league, isCreator } = await lockAsOrganizer(db, actorId, leagueId, transaction, ONLY_CREATOR_ADMINS);
    if (!isCreator) throw forbidden(ONLY_CREATOR_ADMINS);
    if (memberId === league.createdBy) throw conflict(CREATOR_ALWAYS_ADMIN);
    const membership = await db.models.LeagueMembership.findOne({ where: { leagueId, userId: memberId }, transaction });
    if (!membership) throw notFound(MEMBER_NOT_FOUND);
    if (membership.isAdmin === isAdmin) return;
    await membership.update({ isAdmin }, { transaction });
    await recordEvent(db, leagueId, actorId, isAdmin ? 'organizer-added' : 'organizer-removed', { memberId }, transaction);
  });
}

/** An organizer removes a member (never the creator): as leaving, their rounds and availability go. */
export async function removeMember(db: Database, actorId: string, leagueId: string, memberId: string): Promise<void> {
  const { LeagueMembership, Round, Availability } = db.models;
  await inTransaction(db, async (transaction) => {
    // A member who organizes nothing keeps the answer leaving someone else always had.
    const { league } = await lockAsOrganizer(db, actorId, leagueId, transaction, LEAVE_ONLY_YOURSELF);
    if (memberId === league.createdBy) throw forbidden(CREATOR_NOT_REMOVABLE);
    const removed = await LeagueMembership.destroy({ where: { leagueId, userId: memberId }, transaction });
    if (removed === 0) throw notFound(MEMBER_NOT_FOUND);
    const roundsRemoved = await Round.destroy({ where: { leagueId, userId: memberId }, transaction });
    await Availability.destroy({ where: { leagueId, userId: memberId }, transaction });
    await league.update({ memberCount: Math.max(0, league.memberCount - 1) }, { transaction });
    if (roundsRemoved > 0) await refreshUserStats(db.sequelize, [memberId], transaction, null);
    await recordEvent(db, leagueId, actorId, 'member-removed', { memberId, rounds: roundsRemoved }, transaction);
  });
}
