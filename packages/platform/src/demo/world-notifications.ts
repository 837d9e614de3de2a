// The tour's notifications (docs/notifications.md), derived from the demo world so the bell has
// something true to show without a network call: the confirmation request the world already
// holds, the demo user's place in each of their leagues, and the newest rounds by others.
import {
  DEMO_USER_ID,
  DEFAULT_EMAIL_FREQUENCY,
  type NotificationItem,
  type NotificationList,
  type NotificationPreferences,
} from '@fairway/contracts';
import type { DemoWorld } from './world-rows';
import { confirmationRequests } from './world-signals';
import { standingsOf } from './world-views';

const ORDINAL: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd' };
const ordinal = (n: number) => ORDINAL[n] ?? `${n}th`;

function nameOf(world: DemoWorld, userId: string): string {
  const golfer = world.golfers.find((candidate) => candidate.id === userId);
  return golfer ? `${golfer.firstName} ${golfer.lastName}` : 'A member';
}

export function demoNotifications(world: DemoWorld): NotificationList {
  const mine = world.leagues.filter((league) => league.members.some((member) => member.userId === DEMO_USER_ID));
  const items: NotificationItem[] = [];
  const request = confirmationRequests(world)[0];
  const requestRound = request ? world.rounds.find((round) => round.id === request.roundId) : undefined;
  if (request && requestRound) {
    items.push({
      id: 'demo-notification-partner',
      kind: 'partner_named',
      text: `${request.user.firstName} ${request.user.lastName} named you as a playing partner on their round of ${request.score} at ${request.course} in ${request.leagueName}. Please confirm you played together.`,
      link: `/leagues/${requestRound.leagueId}/members/${requestRound.userId}`,
      createdAt: requestRound.createdAt,
      read: false,
    });
  }
  for (const league of mine) {
    const position = standingsOf(world, league).find((entry) => entry.userId === DEMO_USER_ID)?.position;
    const latest = world.rounds.find((round) => round.leagueId === league.id);
    if (position && latest) {
      items.push({
        id: `demo-notification-rank-${league.id}`,
        kind: 'rank_changed',
        text: `You moved up to ${ordinal(position)} in ${league.name} (from ${ordinal(position + 1)})`,
        link: `/leagues/${league.id}`,
        createdAt: latest.createdAt,
        read: false,
      });
    }
  }
  const others = world.rounds
    .filter((round) => round.userId !== DEMO_USER_ID && mine.some((league) => league.id === round.leagueId))
    .slice(1, 4);
  for (const round of others) {
    const league = mine.find((candidate) => candidate.id === round.leagueId)!;
    items.push({
      id: `demo-notification-round-${round.id}`,
      kind: 'round_logged',
      text: `${nameOf(world, round.userId)} logged a round of ${round.score} at ${round.course} in ${league.name}`,
      link: `/leagues/${league.id}/members/${round.userId}`,
      createdAt: round.createdAt,
      read: true,
    });
  }
  items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return { unread: items.filter((item) => !item.read).length, items, nextCursor: null };
}

export function demoNotificationPreferences(): NotificationPreferences {
  return { email: DEFAULT_EMAIL_FREQUENCY, timeZone: 'UTC', mutedLeagues: [] };
}
