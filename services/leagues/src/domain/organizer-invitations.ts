// Invitations after creation (docs/leagues.md, "Organizers"): organizers invite more people,
// list the pending invitations, resend one with a new token or revoke it.
import { isLeagueEnded, todayIso, type PendingInvitation, INVITATION_NOT_FOUND } from '@fairway/contracts';
import { inTransaction, Op, type Database, type Transaction } from '@fairway/data';
import { conflict, notFound, type MailOutbox } from '@fairway/kit';
import { issueInvitation, queueInvitations, type Invitation } from './invitations';
import { SEASON_CLOSED } from './membership';
import { hasNextSeason, lockAsOrganizer, recordEvent } from './organizer-access';

function toPending(
  invite: { id: string; name: string; email: string; createdAt: Date; expiresAt: Date | null },
  now = Date.now(),
): PendingInvitation {
  return {
    id: invite.id,
    name: invite.name,
    email: invite.email,
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt ? invite.expiresAt.toISOString() : null,
    expired: invite.expiresAt ? invite.expiresAt.getTime() <= now : true,
  };
}

async function assertOrganizerRead(db: Database, userId: string, leagueId: string): Promise<void> {
  await inTransaction(db, async (transaction) => {
    await lockAsOrganizer(db, userId, leagueId, transaction);
  });
}

/** Invitations not yet accepted nor revoked, newest first (organizers only). */
export async function pendingInvitations(db: Database, userId: string, leagueId: string): Promise<PendingInvitation[]> {
  await assertOrganizerRead(db, userId, leagueId);
  const invites = await db.models.LeagueInvite.findAll({
    where: { leagueId, acceptedAt: null, revokedAt: null, tokenHash: { [Op.ne]: null } },
    order: [['createdAt', 'DESC']],
  });
  return invites.map((invite) => toPending(invite));
}

export interface InviteDeps {
  outbox: MailOutbox;
  appUrl: string;
}

async function inviterNameOf(db: Database, userId: string, transaction: Transaction): Promise<string> {
  const user = await db.models.User.findByPk(userId, { attributes: ['firstName', 'lastName'], transaction });
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}

/**
 * Invites people after creation: each gets a new single-use token by mail. An address already
 * invited gets a fresh token (the old one stops working); members and the caller are skipped.
 */
export async function inviteMembers(
  db: Database,
  actorId: string,
  leagueId: string,
  invitees: readonly Invitation[],
  deps: InviteDeps,
): Promise<number> {
  return inTransaction(db, async (transaction) => {
    const { league } = await lockAsOrganizer(db, actorId, leagueId, transaction);
    if (await hasNextSeason(db, leagueId, transaction)) throw conflict(SEASON_CLOSED);
    if (isLeagueEnded(league.endDate, todayIso())) throw conflict('This league has ended. You cannot invite anyone to it.');
    const memberEmails = new Set(
      (
        (await db.sequelize.query(
          'SELECT LOWER(u.`email`) AS `email` FROM `league_memberships` AS m INNER JOIN `users` AS u ON u.`id` = m.`userId` WHERE m.`leagueId` = :leagueId',
          {
            replacements: { leagueId },
            type: 'SELECT',
            transaction,
          },
        )) as Array<{ email: string }>
      ).map((row) => row.email),
    );
    const seen = new Set<string>();
    const fresh = invitees
      .map((invitee) => ({ name: invitee.name.trim(), email: invitee.email.trim().toLowerCase() }))
      .filter((invitee) => {
        if (memberEmails.has(invitee.email) || seen.has(invitee.email)) return false;
        seen.add(invitee.email);
        return true;
      })
      .map((invitee) => issueInvitation(invitee));
    for (const invitee of fresh) {
      const existing = await db.models.LeagueInvite.findOne({ where: { leagueId, email: invitee.email }, transaction });
      const values = {
        name: invitee.name,
        tokenHash: invitee.tokenHash,
        expiresAt: invitee.expiresAt,
        acceptedAt: null,
        acceptedBy: null,
        revokedAt: null,
      };
      if (existing) await existing.update(values, { transaction });
      else await db.models.LeagueInvite.create({ leagueId, email: invitee.email, ...values }, { transaction });
    }
    if (fresh.length > 0) {
      const context = {
        leagueId,
        leagueName: league.name,
        inviterName: await inviterNameOf(db, actorId, transaction),
        appUrl: deps.appUrl,
      };
      await queueInvitations(deps.outbox, fresh, context, transaction);
      await recordEvent(db, leagueId, actorId, 'members-invited', { names: fresh.map((invitee) => invitee.name) }, transaction);
    }
    return fresh.length;
  });
}

async function pendingInvite(db: Database, leagueId: string, inviteId: string, transaction: Transaction) {
  const invite = await db.models.LeagueInvite.findOne({
    where: { id: inviteId, leagueId, acceptedAt: null, revokedAt: null },
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (!invite || !invite.tokenHash) throw notFound(INVITATION_NOT_FOUND);
  return invite;
}

/** Sends a pending invitation again with a new token and validity (the old link stops working). */
export async function resendInvitation(
  db: Database,
  actorId: string,
  leagueId: string,
  inviteId: string,
  deps: InviteDeps,
): Promise<PendingInvitation> {
  return inTransaction(db, async (transaction) => {
    const { league } = await lockAsOrganizer(db, actorId, leagueId, transaction);
    const invite = await pendingInvite(db, leagueId, inviteId, transaction);
    const issued = issueInvitation({ name: invite.name, email: invite.email });
    await invite.update({ tokenHash: issued.tokenHash, expiresAt: issued.expiresAt }, { transaction });
    const context = { leagueId, leagueName: league.name, inviterName: await inviterNameOf(db, actorId, transaction), appUrl: deps.appUrl };
    await queueInvitations(deps.outbox, [issued], context, transaction);
    await recordEvent(db, leagueId, actorId, 'invitation-resent', { name: invite.name }, transaction);
    return toPending(invite);
  });
}

/** Withdraws a pending invitation: its link opens nothing any more. */
export async function revokeInvitation(db: Database, actorId: string, leagueId: string, inviteId: string): Promise<void> {
  await inTransaction(db, async (transaction) => {
    await lockAsOrganizer(db, actorId, leagueId, transaction);
    const invite = await pendingInvite(db, leagueId, inviteId, transaction);
    await invite.update({ revokedAt: new Date() }, { transaction });
    await recordEvent(db, leagueId, actorId, 'invitation-revoked', { name: invite.name }, transaction);
  });
}
