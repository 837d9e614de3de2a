// Invitation emails for invite-only leagues. Sent after the league is committed: a mail
// failure must not undo the league, and the invite rows already grant access, so it is logged.
import { PRODUCT_NAME } from '@fairway/contracts';
import { sendMail, type Logger } from '@fairway/kit';

export interface Invitation {
  name: string;
  email: string;
}

export interface InvitationContext {
  leagueId: string;
  leagueName: string;
  inviterName: string;
  /** Public origin of the app (the shell), e.g. http://localhost:3000. */
  appUrl: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function leagueLink(appUrl: string, leagueId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/leagues/${leagueId}`;
}

export function invitationEmail(invitee: Invitation, context: InvitationContext) {
  const link = leagueLink(context.appUrl, context.leagueId);
  const subject = `${context.inviterName} invited you to ${context.leagueName} on ${PRODUCT_NAME}`;
  const text = [
    `Hi ${invitee.name},`,
    '',
    `${context.inviterName} invited you to join the invite-only golf league "${context.leagueName}" on ${PRODUCT_NAME}.`,
    '',
    `Open the league: ${link}`,
    '',
    `Sign in (or create an account) with this email address, ${invitee.email}, to see the league and join it.`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(invitee.name)},</p>
<p>${escapeHtml(context.inviterName)} invited you to join the invite-only golf league &quot;${escapeHtml(context.leagueName)}&quot; on ${PRODUCT_NAME}.</p>
<p><a href="${escapeHtml(link)}">Open the league</a></p>
<p>Sign in (or create an account) with this email address, ${escapeHtml(invitee.email)}, to see the league and join it.</p>`;
  return { to: invitee.email, subject, text, html };
}

export async function sendInvitations(invitees: readonly Invitation[], context: InvitationContext, logger: Logger): Promise<void> {
  await Promise.all(
    invitees.map(async (invitee) => {
      try {
        await sendMail(invitationEmail(invitee, context), logger);
      } catch (error) {
        logger.error({ err: error, leagueId: context.leagueId }, 'league invitation email could not be sent');
      }
    }),
  );
}
