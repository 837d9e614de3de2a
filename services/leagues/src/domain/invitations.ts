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

// Longest name a mail quotes: enough for any real person or league.
const MAIL_NAME_MAX = 60;
// A URL, a www. name or anything shaped like a domain (a mail client would make it a link).
const LINK_LIKE = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.[\p{L}]{2,}\b\S*/giu;

/**
 * A name the sender chose (theirs, the league's), as the invitation mail quotes it: one line, no
 * double quotes, nothing a mail client would turn into a link, at most MAIL_NAME_MAX characters.
 * The mail is the product's fixed sentence around it, so it cannot carry the sender's message.
 */
export function mailSafeName(name: string): string {
  const plain = name
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(LINK_LIKE, '(link removed)')
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > MAIL_NAME_MAX ? `${plain.slice(0, MAIL_NAME_MAX - 1).trimEnd()}…` : plain;
}

/** The invitation mail: a fixed subject, and the sender's and league's names quoted in a fixed
 * sentence; the only link is ours. */
export function invitationEmail(invitee: IssuedInvitation, context: InvitationContext) {
  const link = invitationLink(context.appUrl, context.leagueId, invitee.token);
  const inviter = mailSafeName(context.inviterName) || 'Someone';
  const league = mailSafeName(context.leagueName);
  const subject = `You are invited to a golf league on ${PRODUCT_NAME}`;
  const sentence = (quote: (text: string) => string) =>
    `The ${PRODUCT_NAME} member ${quote(inviter)} invited you to join the invite-only golf league ${quote(league)}.`;
  const validity = `The link is yours alone: it works once and expires in ${INVITATION_TTL_DAYS} days.`;
  const text = [
    'Hello,',
    '',
    sentence((name) => `"${name}"`),
    '',
    `Open your invitation: ${link}`,
    '',
    `Sign in (or create an account) and open the link to see the league and join it. ${validity}`,
    `If you do not know this person, ignore this mail: nothing happens unless you open the link.`,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${sentence((name) => `&quot;${escapeHtml(name)}&quot;`)}</p>
<p><a href="${escapeHtml(link)}">Open your invitation</a></p>
<p>Sign in (or create an account) and open the link to see the league and join it. ${validity}</p>
<p>If you do not know this person, ignore this mail: nothing happens unless you open the link.</p>`;
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

/** Whether `token` was an invitation to `leagueId` that an organizer revoked before it was used. */
export async function isRevokedInvitation(db: Database, leagueId: string, token: string): Promise<boolean> {
  const invite = await db.models.LeagueInvite.findOne({
    where: { leagueId, tokenHash: hashInvitationToken(token), acceptedAt: null, revokedAt: { [Op.ne]: null } },
    attributes: ['id'],
  });
  return invite !== null;
}
