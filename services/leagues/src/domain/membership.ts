// Joining and leaving. The league row is locked (SELECT ... FOR UPDATE) for the whole
// transaction and its memberCount is the counter checked and changed under that lock, so
// parallel joins are serialised and the count can never pass maxMembers.
import {
  isLeagueEnded,
  SEASON_CLOSED_MESSAGE,
  todayIso,
  ALREADY_MEMBER,
  LEAGUE_ENDED_JOIN,
  LEAGUE_FULL,
  LEAGUE_NOT_FOUND,
  LEAVE_ONLY_YOURSELF,
  MEMBER_NOT_FOUND,
} from '@fairway/contracts';
import { inTransaction, recordEvents, refreshMembershipAggregates, type Database } from '@fairway/data';
import { conflict, forbidden, notFound } from '@fairway/kit';
import { isLeagueVisible } from '../data/league-store';
import { findOpenInvitation } from './invitations';

export const SEASON_CLOSED = SEASON_CLOSED_MESSAGE;

/** Joins a league the caller can see, or an invite-only one through an invitation `token`,
 * which is spent by the join (single use). */
export async function joinLeague(db: Database, userId: string, leagueId: string, token?: string): Promise<void> {
  const { League, LeagueMembership } = db.models;
  await inTransaction(db, async (transaction) => {
    // Lock by primary key only: a locking read with the visibility subqueries would also lock
    // membership index ranges and make parallel joins deadlock.
    const league = await League.findByPk(leagueId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!league) throw notFound(LEAGUE_NOT_FOUND);
    const visible = await isLeagueVisible(db, userId, leagueId, transaction);
    const invitation = !visible && token ? await findOpenInvitation(db, leagueId, token, transaction) : null;
    if (!visible && !invitation) throw notFound(LEAGUE_NOT_FOUND);
    const existing = await LeagueMembership.findOne({ where: { leagueId, userId }, attributes: ['id'], transaction });
    if (existing) throw conflict(ALREADY_MEMBER);
    if (league.memberCount >= league.maxMembers) throw conflict(LEAGUE_FULL);
    if (isLeagueEnded(league.endDate, todayIso())) throw conflict(LEAGUE_ENDED_JOIN);
    if ((await League.count({ where: { previousLeagueId: leagueId }, transaction })) > 0) throw conflict(SEASON_CLOSED);
    await LeagueMembership.create({ leagueId, userId, isAdmin: false, joinedAt: new Date() }, { transaction });
    // A golfer who left keeps their rounds in the league: rejoining counts them again.
    await refreshMembershipAggregates(db.sequelize, leagueId, userId, transaction);
    await league.update({ memberCount: league.memberCount + 1 }, { transaction });
    if (invitation) await invitation.update({ acceptedAt: new Date(), acceptedBy: userId }, { transaction });
    const payload = { leagueName: league.name };
    await recordEvents(
      db.models,
      [
        { kind: 'member_joined', leagueId, actorId: userId, payload },
        ...(invitation ? [{ kind: 'invitation_accepted' as const, leagueId, actorId: userId, payload }] : []),
      ],
      transaction,
    );
  });
}

/**
 * Leaving ends the membership and removes the member's calendar availability in the league. Their
 * rounds stay theirs: in their history, statistics and handicap index, and in the league's
 * activity; the standings list members only, so they stop listing the golfer until a rejoin
 * (docs/leagues.md, "Leaving and rejoining").
 */
export async function leaveLeague(db: Database, userId: string, leagueId: string, memberId: string): Promise<void> {
  if (memberId !== userId) {
    // Do not tell a stranger whether the league exists.
    if (!(await isLeagueVisible(db, userId, leagueId))) throw notFound(LEAGUE_NOT_FOUND);
    throw forbidden(LEAVE_ONLY_YOURSELF);
  }
  const { League, LeagueMembership, Availability } = db.models;
  await inTransaction(db, async (transaction) => {
    const league = await League.findByPk(leagueId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!league) throw notFound(LEAGUE_NOT_FOUND);
    const removed = await LeagueMembership.destroy({ where: { leagueId, userId }, transaction });
    // Not a member: an invite-only league answers like a missing one.
    if (removed === 0) throw notFound(league.privacy === 'public' ? MEMBER_NOT_FOUND : LEAGUE_NOT_FOUND);
    await Availability.destroy({ where: { leagueId, userId }, transaction });
    await league.update({ memberCount: Math.max(0, league.memberCount - 1) }, { transaction });
    await recordEvents(db.models, [{ kind: 'member_left', leagueId, actorId: userId, payload: { leagueName: league.name } }], transaction);
  });
}
