// Shared by the demo adapter tests (adapter.test.ts: reads, adapter-writes.test.ts: writes and
// delays): the answer shapes the services fill, a fixed clock, and an adapter that records its
// waits instead of waiting.
import { createDemoAdapter, type DemoRequest } from './adapter';
import type { DemoResult } from './demo-result';

// Field lists of packages/contracts/src/api-types.ts as the services fill them.
export const USER_FIELDS = [
  'averageScore',
  'bestRound',
  'createdAt',
  'email',
  'firstName',
  'handicap',
  'id',
  'isDemo',
  'lastName',
  'profileImageUrl',
  'totalRounds',
  'updatedAt',
];
export const LEAGUE_FIELDS = [
  'courses',
  'createdAt',
  'createdBy',
  'creatorName',
  'description',
  'endDate',
  'id',
  'isActive',
  'isComplete',
  'isMember',
  'maxMembers',
  'memberCount',
  'name',
  'privacy',
  'type',
  'updatedAt',
  'userAvgScore',
  'userPosition',
  'userRounds',
  'format',
  'formatOptions',
  'startDate',
  'currentWindow',
  'season',
  'previousLeagueId',
  'nextLeagueId',
  'isAdmin',
  'skins',
].sort();
export const ROUND_FIELDS = [
  'course',
  'createdAt',
  'date',
  'holePars',
  'holeScores',
  'holes',
  'id',
  'league',
  'leagueId',
  'leagueName',
  'notes',
  'par',
  'personalBest',
  'playedWith',
  'rating',
  'score',
  'slope',
  'strokeIndex',
  'user',
  'userId',
];
export const ENTRY_FIELDS = ['avgScore', 'bestScore', 'format', 'formatValue', 'position', 'roundCount', 'totalToPar', 'user', 'userId'];
export const SUMMARY_FIELDS = ['firstName', 'handicap', 'id', 'lastName', 'profileImageUrl'];
export const MEMBER_FIELDS = ['id', 'isAdmin', 'joinedAt', 'leagueId', 'roundCount', 'user', 'userId'];
export const AVAILABILITY_FIELDS = [
  'createdAt',
  'date',
  'id',
  'leagueId',
  'notes',
  'preferredCourse',
  'timeSlot',
  'updatedAt',
  'user',
  'userId',
];

export const keys = (value: unknown) => Object.keys(value as object).sort();
export const NOW = new Date(2026, 2, 11, 15, 30); // Wednesday 11 March 2026, local time
export const TODAY = '2026-03-11';

/** A demo adapter at NOW that records its waits instead of waiting, active unless told. */
export function setup(active = true) {
  const waits: number[] = [];
  const adapter = createDemoAdapter({
    isActive: () => active,
    wait: async (ms) => {
      waits.push(ms);
    },
    now: () => NOW,
  });
  const call = (request: DemoRequest): Promise<DemoResult> => adapter(request);
  async function get<T>(url: string): Promise<T> {
    const result = await call({ url, method: 'GET' });
    if (!('data' in result)) throw new Error(`GET ${url} failed: ${result.error.message}`);
    return result.data as T;
  }
  return { call, get, waits };
}
