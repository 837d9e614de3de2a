// Every read path of the API answered from the demo world, as the demo user sees it.
// Unknown leagues and members answer 404 with the services' own messages.
import {
  DEMO_USER_ID,
  leaderboardQuery,
  leagueRoundStatisticsOf,
  pageOfRounds,
  roundPageQuery,
  type Round,
  windowTables,
  LEAGUE_NOT_FOUND,
  MEMBER_NOT_FOUND,
} from '@fairway/contracts';
import { ok, serviceError, type DemoResult } from './demo-result';
import type { DemoWorld } from './world-rows';
import { demoNotificationPreferences, demoNotifications } from './world-notifications';
import { confirmationRequests } from './world-signals';
import { demoTeeGroupWeek } from './world-tee-groups';
import {
  availabilityList,
  coursesOf,
  findLeague,
  handicapIndexOf,
  isMember,
  isVisible,
  standingsOf,
  leagueList,
  leagueView,
  memberList,
  memberAnswer,
  memberRoundsWithPoints,
  memberView,
  roundList,
  userOf,
} from './world-views';
import type { DemoLeague } from './world-rows';
import { demoContests, demoSkinsWeek } from './world-side-games';

type Params = Record<string, string>;
type Read = (world: DemoWorld, params: Params, query: URLSearchParams) => DemoResult;

/** A league route: 404 unless the league exists and the demo user may see it. */
const inLeague =
  (read: (world: DemoWorld, league: DemoLeague, params: Params, query: URLSearchParams) => DemoResult): Read =>
  (world, params, query) => {
    const league = findLeague(world, params.leagueId);
    if (!league || !isVisible(league, DEMO_USER_ID)) return serviceError(404, LEAGUE_NOT_FOUND);
    return read(world, league, params, query);
  };

/** The calendar answers members only; for anyone else the league does not exist
 * (services/calendar/src/domain/availability.ts). */
const inOwnLeague = (read: Parameters<typeof inLeague>[0]): Read =>
  inLeague((world, league, params, query) =>
    isMember(league, DEMO_USER_ID) ? read(world, league, params, query) : serviceError(404, LEAGUE_NOT_FOUND),
  );

const withMember = (read: (world: DemoWorld, league: DemoLeague, memberId: string) => DemoResult) =>
  inLeague((world, league, params) =>
    memberView(world, league, params.memberId) ? read(world, league, params.memberId) : serviceError(404, MEMBER_NOT_FOUND),
  );

/** A page of `rounds` as the services answer it (same query rules, 400 with their message). */
function paged(rounds: Round[], query: URLSearchParams, extra: object = {}): DemoResult {
  const parsed = roundPageQuery.safeParse(Object.fromEntries(query));
  if (!parsed.success) return serviceError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
  return ok({ ...pageOfRounds(rounds, parsed.data), ...extra });
}

// Literal paths before parameterised ones, as the services declare them.
const READS: readonly [pattern: string, read: Read][] = [
  ['/api/auth/user', (world) => ok(userOf(world, DEMO_USER_ID))],
  ['/api/leagues', (world) => ok(leagueList(world, DEMO_USER_ID, 'all'))],
  ['/api/leagues/my', (world) => ok(leagueList(world, DEMO_USER_ID, 'my'))],
  ['/api/leagues/available', (world) => ok(leagueList(world, DEMO_USER_ID, 'available'))],
  // The tour has no next seasons, organizer changes or pending invitations to show.
  ['/api/leagues/next-seasons', () => ok([])],
  ['/api/rounds/recent', (world) => ok(roundList(world, { userId: DEMO_USER_ID }))],
  ['/api/rounds/confirmations', (world) => ok(confirmationRequests(world))],
  ['/api/rounds/handicap-index', (world) => ok(handicapIndexOf(world, DEMO_USER_ID))],
  ['/api/notifications', (world) => ok(demoNotifications(world))],
  ['/api/notifications/preferences', () => ok(demoNotificationPreferences())],
  // The tour confirms no tee groups (it saves nothing).
  ['/api/tee-groups/mine', () => ok([])],
  ['/api/leagues/:leagueId', inLeague((world, league) => ok(leagueView(world, league, DEMO_USER_ID)))],
  ['/api/leagues/:leagueId/courses', inLeague((_world, league) => ok(coursesOf(league)))],
  [
    '/api/leagues/:leagueId/rounds',
    inLeague((world, league, _params, query) => {
      const rounds = roundList(world, { leagueId: league.id });
      return paged(rounds, query, { statistics: leagueRoundStatisticsOf(rounds) });
    }),
  ],
  [
    '/api/leagues/:leagueId/leaderboard',
    inLeague((world, league, _params, query) => {
      const parsed = leaderboardQuery.safeParse(Object.fromEntries(query));
      if (!parsed.success) return serviceError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
      return ok(standingsOf(world, league, parsed.data.week));
    }),
  ],
  ['/api/leagues/:leagueId/windows', inLeague((world, league) => ok(windowTables(standingsOf(world, league), world.today)))],
  ['/api/leagues/:leagueId/members', inLeague((world, league) => ok(memberList(world, league)))],
  ['/api/leagues/:leagueId/events', inLeague(() => ok([]))],
  ['/api/leagues/:leagueId/invitations', inLeague(() => ok([]))],
  ['/api/leagues/:leagueId/members/:memberId', withMember((world, league, memberId) => ok(memberAnswer(world, league, memberId)))],
  [
    '/api/leagues/:leagueId/members/:memberId/rounds',
    inLeague((world, league, params, query) =>
      memberView(world, league, params.memberId)
        ? paged(memberRoundsWithPoints(world, league, params.memberId), query)
        : serviceError(404, MEMBER_NOT_FOUND),
    ),
  ],
  // Side games answer members only, like the calendar.
  [
    '/api/leagues/:leagueId/skins',
    inOwnLeague((world, league, _params, query) => ok(demoSkinsWeek(world, league, query.get('week') ?? world.today))),
  ],
  [
    '/api/leagues/:leagueId/contests',
    inOwnLeague((world, league, _params, query) => ok(demoContests(world, league, query.get('week') ?? world.today))),
  ],
  [
    '/api/leagues/:leagueId/calendar/availability',
    inOwnLeague((world, league, _params, query) =>
      ok(availabilityList(world, league.id, { from: query.get('from') ?? undefined, to: query.get('to') ?? undefined })),
    ),
  ],
  ['/api/leagues/:leagueId/tee-groups', inOwnLeague((_world, _league, _params, query) => ok(demoTeeGroupWeek(query.get('week') ?? '')))],
];

function match(pattern: string, path: string): Params | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Params = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      if (!got[i]) return null;
      params[want[i].slice(1)] = decodeURIComponent(got[i]);
    } else if (want[i] !== got[i]) {
      return null;
    }
  }
  return params;
}

/** The answer to a GET, or null when no read path matches. */
export function answerRead(world: DemoWorld, path: string, query: URLSearchParams): DemoResult | null {
  for (const [pattern, read] of READS) {
    const params = match(pattern, path);
    if (params) return read(world, params, query);
  }
  return null;
}
