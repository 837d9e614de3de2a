// The mails of the notifications service: one per notification ("each"), the daily digest and
// the weekly recap. Each has a plain-text and an HTML part (every value escaped), and the
// List-Unsubscribe headers of RFC 2369 / RFC 8058 with a link of the mail's own (unsubscribe.ts).
import {
  formatDayLong,
  formatDayTitle,
  formatFigureText,
  formatTraits,
  PRODUCT_NAME,
  weekLabel,
  type LeaderboardEntry,
} from '@fairway/contracts';
import type { MailMessage } from '@fairway/kit';
import { appLink, escapeHtml, htmlDocument, textFooter } from './mail-html';
import type { Recap, RecapLeague } from './recap';
import { leagueLink } from './event-notifications';
import { DIGEST_ITEMS_SHOWN, firstOf, plural, RECAP_LEAGUES_SHOWN, RECAP_ROWS_SHOWN, standingsFor } from './recap-limits';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe';

export interface MailContext {
  /** The shell's public origin (APP_URL). */
  appUrl: string;
}

export interface Recipient {
  id: string;
  email: string;
  firstName: string;
}

/** A recipient and this mail's unsubscribe token (issueUnsubscribeToken, in the transaction
 * that queues the mail). */
export interface MailTo extends Recipient {
  unsubscribeToken: string;
}

function frame(context: MailContext, to: MailTo, subject: string, text: string[], html: string): MailMessage {
  const unsubscribe = unsubscribeUrl(context.appUrl, to.unsubscribeToken);
  const settings = appLink(context.appUrl, '/profile#notifications');
  return {
    to: to.email,
    subject,
    text: [...text, textFooter(unsubscribe, settings)].join('\n'),
    html: htmlDocument(subject, html, unsubscribe, settings),
    headers: unsubscribeHeaders(unsubscribe),
  };
}

export function notificationMail(context: MailContext, to: MailTo, notification: { text: string; link: string }): MailMessage {
  const link = appLink(context.appUrl, notification.link);
  return frame(
    context,
    to,
    `${PRODUCT_NAME}: ${notification.text}`.slice(0, 200),
    [`Hi ${to.firstName},`, '', notification.text, '', `Open it: ${link}`],
    `<p>Hi ${escapeHtml(to.firstName)},</p>\n<p>${escapeHtml(notification.text)}</p>\n<p><a href="${escapeHtml(link)}">Open it</a></p>`,
  );
}

export function dailyDigestMail(
  context: MailContext,
  to: MailTo,
  day: string,
  items: readonly { text: string; link: string }[],
): MailMessage {
  const { shown, more } = firstOf(items, DIGEST_ITEMS_SHOWN);
  const all = appLink(context.appUrl, '/notifications');
  const lines = shown.map((item) => `- ${item.text}: ${appLink(context.appUrl, item.link)}`);
  const list = shown
    .map((item) => `<li><a href="${escapeHtml(appLink(context.appUrl, item.link))}">${escapeHtml(item.text)}</a></li>`)
    .join('\n');
  const rest = more ? `\n<li><a href="${escapeHtml(all)}">and ${more} more</a></li>` : '';
  return frame(
    context,
    to,
    `${PRODUCT_NAME}: your day in your leagues (${formatDayLong(day)})`,
    [`Hi ${to.firstName},`, '', `What happened in your leagues:`, '', ...lines, ...(more ? [`- and ${more} more: ${all}`] : [])],
    `<p>Hi ${escapeHtml(to.firstName)},</p>\n<p>What happened in your leagues:</p>\n<ul>\n${list}${rest}\n</ul>`,
  );
}

/** "Thursday, Nov 26, 2026, Morning (9 AM-12 PM) at Oak Hills: 2 members available". */
function bestTimeText({ bestTime: best }: RecapLeague): string {
  if (!best) return 'Nobody has posted their availability for this week yet';
  const at = best.course ? ` at ${best.course}` : '';
  return `${formatDayTitle(best.date)}, ${best.label} (${best.hours})${at}: ${best.count} ${best.count === 1 ? 'member' : 'members'} available`;
}

const figureOf = (entry: LeaderboardEntry) => formatFigureText(entry.format, entry.formatValue);

function leagueText(context: MailContext, league: RecapLeague, readerId: string): string[] {
  const open = appLink(context.appUrl, leagueLink(league.id));
  const standings = standingsFor(league.standings, readerId);
  const lines = [league.name, '='.repeat(Math.min(60, league.name.length)), '', 'Standings:'];
  // The engine's order and figure, one numbered line each: "N. Name  figure".
  for (const entry of standings.shown) lines.push(`${entry.position}. ${entry.user.firstName} ${entry.user.lastName}  ${figureOf(entry)}`);
  if (standings.more) lines.push(`  and ${plural(standings.more, 'player', 'players')}: ${open}`);
  for (const [title, items] of sections(league)) {
    if (!items.length) continue;
    const { shown, more } = firstOf(items, RECAP_ROWS_SHOWN);
    lines.push('', `${title}:`, ...shown.map((item) => `  ${item}`));
    if (more) lines.push(`  and ${more} more: ${open}`);
  }
  lines.push('', `Best time to play this week: ${bestTimeText(league)}`, '', `Open ${league.name}: ${open}`, '');
  return lines;
}

/** The lists of a league's part, in the order the mail shows them. */
const sections = (league: RecapLeague): [string, string[]][] => [
  ['Who moved', league.moved.map((move) => `${move.name}: ${move.from} -> ${move.to}`)],
  ['Rounds logged', league.rounds.map((round) => `${round.name}: ${round.score} at ${round.course} (${formatDayLong(round.date)})`)],
  ['Confirmations', league.confirmations],
  ['Waiting for you to confirm', league.awaitingYou],
  ['Side games', league.sideGames],
  ['Tee groups coming up', league.teeGroups],
];

function leagueHtml(context: MailContext, league: RecapLeague, readerId: string): string {
  const link = escapeHtml(appLink(context.appUrl, leagueLink(league.id)));
  const standings = standingsFor(league.standings, readerId);
  const rows = standings.shown
    .map(
      (entry) =>
        `<tr><td>${escapeHtml(entry.position)}</td><td>${escapeHtml(`${entry.user.firstName} ${entry.user.lastName}`)}</td><td>${escapeHtml(figureOf(entry))}</td><td>${escapeHtml(entry.roundCount)}</td></tr>`,
    )
    .join('\n');
  const morePlayers = standings.more ? `\n<p><a href="${link}">and ${escapeHtml(plural(standings.more, 'player', 'players'))}</a></p>` : '';
  const list = (title: string, items: string[]) => {
    if (!items.length) return '';
    const { shown, more } = firstOf(items, RECAP_ROWS_SHOWN);
    const rest = more ? `\n<li><a href="${link}">and ${more} more</a></li>` : '';
    return `<h3 style="font-size:15px">${escapeHtml(title)}</h3>\n<ul>\n${shown.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}${rest}\n</ul>`;
  };
  return `<h2 style="font-size:18px">${escapeHtml(league.name)}</h2>
<table style="border-collapse:collapse;width:100%" cellpadding="4"><thead><tr><th align="left">#</th><th align="left">Player</th><th align="left">${escapeHtml(formatTraits(league.standings[0]?.format).figureLabel)}</th><th align="left">Rounds</th></tr></thead>
<tbody>
${rows}
</tbody></table>${morePlayers}
${sections(league)
  .map(([title, items]) => list(title, items))
  .join('\n')}
<p><strong>Best time to play this week:</strong> ${escapeHtml(bestTimeText(league))}</p>
<p><a href="${link}">Open ${escapeHtml(league.name)}</a></p>`;
}

export function recapMail(context: MailContext, to: MailTo, recap: Recap): MailMessage {
  const subject = `${PRODUCT_NAME}: your weekly recap (${weekLabel(recap.week)})`;
  const { shown, more } = firstOf(recap.leagues, RECAP_LEAGUES_SHOWN);
  const allLeagues = appLink(context.appUrl, '/leagues');
  const moreLeagues = `and ${plural(more, 'league', 'leagues')} with news this week`;
  const text = [`Hi ${to.firstName},`, '', 'Here is your week in your leagues.', ''];
  for (const league of shown) text.push(...leagueText(context, league, to.id));
  if (more) text.push(`${moreLeagues}: ${allLeagues}`);
  const html = [
    `<p>Hi ${escapeHtml(to.firstName)},</p>`,
    '<p>Here is your week in your leagues.</p>',
    ...shown.map((league) => leagueHtml(context, league, to.id)),
    ...(more ? [`<p><a href="${escapeHtml(allLeagues)}">${escapeHtml(moreLeagues)}</a></p>`] : []),
  ].join('\n');
  return frame(context, to, subject, text, html);
}
