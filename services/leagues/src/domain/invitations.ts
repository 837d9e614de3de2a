// Invitations to invite-only leagues. Each invitee gets a single-use token in the emailed link
// (32 random bytes; only its SHA-256 is stored), valid for INVITATION_TTL_DAYS. The token - not
// the email address, which nobody has verified - is what lets its holder see and join the league
// (docs/decisions.md). Mails go through the outbox in the league's own transaction.
import { createHash, randomBytes } from 'node:crypto';
import { PRODUCT_NAME } from '@fairway/contracts';
import { Op, type Database, type Transaction } from '@fairway/data';
import type { MailOutbox } from '@fairway/kit';

export const INVITATION_TTL_DAYS = 14;
const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 3_600_000;

export interface Invitation {
  name: string;
  email: string;
}

export interface IssuedInvitation extends Invitation {
  /** Goes into the emailed link only, never stored. */
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export interface InvitationContext {
  leagueId: string;
  leagueName: string;
  inviterName: string;
  /** Public origin of the app (the shell), e.g. http://localhost:3000. */
  appUrl: string;
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function issueInvitation(invitee: Invitation, now = new Date()): IssuedInvitation {
  const token = randomBytes(32).toString('base64url');
  return { ...invitee, token, tokenHash: hashInvitationToken(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) };
}

/** The league page with the token in the fragment: browsers never send a fragment to a server,
 * so the token stays out of access logs and Referer headers. */
export function invitationLink(appUrl: string, leagueId: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/leagues/${leagueId}#invitation=${token}`;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function invitationEmail(invitee: IssuedInvitation, context: InvitationContext) {
  const link = invitationLink(context.appUrl, context.leagueId, invitee.token);
  const subject = `${context.inviterName} invited you to ${context.leagueName} on ${PRODUCT_NAME}`;
  const validity = `The link is yours alone: it works once and expires in ${INVITATION_TTL_DAYS} days.`;
  const text = [
    `Hi ${invitee.name},`,
    '',
    `${context.inviterName} invited you to join the invite-only golf league "${context.leagueName}" on ${PRODUCT_NAME}.`,
    '',
    `Open your invitation: ${link}`,
    '',
    `Sign in (or create an account) and open the link to see the league and join it. ${validity}`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(invitee.name)},</p>
<p>${escapeHtml(context.inviterName)} invited you to join the invite-only golf league &quot;${escapeHtml(context.leagueName)}&quot; on ${PRODUCT_NAME}.</p>
<p><a href="${escapeHtml(link)}">Open your invitation</a></p>
<p>Sign in (or create an account) and open the link to see the league and join it. ${validity}</p>`;
  return { to: invitee.email, subject, text, html };
}

/** Queues one mail per invitee inside the league's transaction (sent after it commits). */
export async function queueInvitations(
  outbox: MailOutbox,
  invitees: readonly IssuedInvitation[],
  context: InvitationContext,
  transaction: Transaction,
): Promise<void> {
  for (const invitee of invitees) await outbox.enqueue(invitationEmail(invitee, context), transaction);
}

/** The unspent, unexpired invite of `leagueId` that `token` opens, or null. */
export async function findOpenInvitation(db: Database, leagueId: string, token: string, transaction?: Transaction) {
  return db.models.LeagueInvite.findOne({
    where: { leagueId, tokenHash: hashInvitationToken(token), acceptedAt: null, revokedAt: null, expiresAt: { [Op.gt]: new Date() } },
    transaction,
    ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}),
  });
}
