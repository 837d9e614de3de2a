// Invitations after creation (docs/leagues.md, "Organizers"): organizers invite more people,
// list the pending invitations, resend one with a new token or revoke it.
import { invitationsExceedPlacesMessage, isLeagueEnded, todayIso, type PendingInvitation, INVITATION_NOT_FOUND } from '@fairway/contracts';
import { inTransaction, Op, type Database, type Transaction } from '@fairway/data';
import { conflict, notFound, type MailOutbox } from '@fairway/kit';
import { assertMayInvite, assertMayResend, recordSends, type InvitationSend } from './invitation-limits';
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

/** An invitation that can still be accepted. */
const isOpen = (invite: { acceptedAt: Date | null; revokedAt: Date | null; tokenHash: string | null; expiresAt: Date | null }, now: Date) =>
  !invite.acceptedAt && !invite.revokedAt && invite.tokenHash !== null && invite.expiresAt !== null && invite.expiresAt > now;

/**
 * Invites people after creation: each gets a new single-use token by mail. An address already
 * invited gets a fresh token (the old one stops working); members and the caller are skipped.
 * Limits (docs/leagues.md, "Invitation limits"): an address with an open invitation is mailed
 * again as a resend of it; other addresses count towards the sender's new addresses a day; the
 * league's open invitations may not outnumber its free places (409).
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
    const now = new Date();
    const existingByEmail = new Map(
      (await db.models.LeagueInvite.findAll({ where: { leagueId, email: fresh.map((invitee) => invitee.email) }, transaction })).map(
        (invite) => [invite.email, invite],
      ),
    );
    const isResend = (email: string) => {
      const existing = existingByEmail.get(email);
      return existing !== undefined && isOpen(existing, now);
    };
    for (const invitee of fresh) {
      if (isResend(invitee.email)) await assertMayResend(db, actorId, existingByEmail.get(invitee.email)!.id, transaction, now);
    }
    const newAddresses = fresh.filter((invitee) => !isResend(invitee.email)).length;
    await assertMayInvite(db, actorId, newAddresses, transaction, now);
    if (newAddresses > 0) {
      const open = await db.models.LeagueInvite.count({
        where: { leagueId, acceptedAt: null, revokedAt: null, tokenHash: { [Op.ne]: null }, expiresAt: { [Op.gt]: now } },
        transaction,
      });
      const freePlaces = Math.max(0, league.maxMembers - league.memberCount);
      if (open + newAddresses > freePlaces) throw conflict(invitationsExceedPlacesMessage(freePlaces, open));
    }
    const sends: InvitationSend[] = [];
    for (const invitee of fresh) {
      const existing = existingByEmail.get(invitee.email);
      const kind = isResend(invitee.email) ? 'resend' : 'invite';
      const values = {
        name: invitee.name,
        tokenHash: invitee.tokenHash,
        expiresAt: invitee.expiresAt,
        acceptedAt: null,
        acceptedBy: null,
        revokedAt: null,
      };
      if (existing) await existing.update(values, { transaction });
      const invite = existing ?? (await db.models.LeagueInvite.create({ leagueId, email: invitee.email, ...values }, { transaction }));
      sends.push({ inviteId: invite.id, kind });
    }
    await recordSends(db, actorId, sends, transaction, now);
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
    await assertMayResend(db, actorId, invite.id, transaction);
    const issued = issueInvitation({ name: invite.name, email: invite.email });
    await invite.update({ tokenHash: issued.tokenHash, expiresAt: issued.expiresAt }, { transaction });
    const context = { leagueId, leagueName: league.name, inviterName: await inviterNameOf(db, actorId, transaction), appUrl: deps.appUrl };
    await queueInvitations(deps.outbox, [issued], context, transaction);
    await recordSends(db, actorId, [{ inviteId: invite.id, kind: 'resend' }], transaction);
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
