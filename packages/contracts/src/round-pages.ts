// Pages of round lists: league rounds and member rounds answer newest first in pages
// of ROUND_PAGE_SIZE, continued with `?before=<cursor>`; the cursor names the last round of the
// previous page by creation time and id (the lists' order), so a round added meanwhile neither
// repeats nor skips anything. One rule for the services, the demo world and the UI.
import type { Round } from './api-types';
import { aggregateScores, averageToTenth, type ScoreAggregate } from './round-aggregates';

/** The UI's page (league Activity tab, member page) and the services' default. */
export const ROUND_PAGE_SIZE = 20;
export const ROUND_PAGE_MAX = 100;
export const INVALID_CURSOR_MESSAGE = 'Invalid cursor';

export interface RoundCursor {
  /** ISO timestamp, millisecond precision */
  createdAt: string;
  id: string;
}

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)_([A-Za-z0-9-]{1,64})$/;

export function encodeRoundCursor(round: Pick<Round, 'createdAt' | 'id'>): string {
  return `${new Date(round.createdAt).toISOString()}_${round.id}`;
}

export function decodeRoundCursor(value: string): RoundCursor | null {
  const match = CURSOR.exec(value);
  if (!match || Number.isNaN(Date.parse(match[1]))) return null;
  return { createdAt: match[1], id: match[2] };
}

export interface RoundPage {
  /** newest first */
  rounds: Round[];
  /** pass as `before` for the next page; null on the last page */
  nextCursor: string | null;
  /** rounds in the whole list, not just this page */
  total: number;
}

/** The 'League Statistics' figures, over every round of the league (not just a page). */
export interface LeagueRoundStatistics {
  totalRounds: number;
  /** lowest score, null without rounds */
  bestScore: number | null;
  /** one decimal, null without rounds */
  averageScore: string | null;
  /** most rounds played (ties: alphabetical); 'N/A' without rounds */
  mostPopularCourse: string;
}

export interface LeagueRoundPage extends RoundPage {
  statistics: LeagueRoundStatistics;
}

/** Whether `round` comes after the cursor in newest-first order. */
function isAfter(round: Pick<Round, 'createdAt' | 'id'>, cursor: RoundCursor): boolean {
  const at = new Date(round.createdAt).getTime();
  const cursorAt = Date.parse(cursor.createdAt);
  return at < cursorAt || (at === cursorAt && round.id < cursor.id);
}

/** The page of an already newest-first list (the demo world; the services do this in SQL). */
export function pageOfRounds(rounds: readonly Round[], query: { limit?: number; before?: string }): RoundPage {
  const limit = query.limit ?? ROUND_PAGE_SIZE;
  const cursor = query.before ? decodeRoundCursor(query.before) : null;
  const rest = cursor ? rounds.filter((round) => isAfter(round, cursor)) : rounds;
  const page = rest.slice(0, limit);
  return {
    rounds: page,
    nextCursor: rest.length > limit ? encodeRoundCursor(page[page.length - 1]) : null,
    total: rounds.length,
  };
}

/** The statistics from per-course counts and score aggregates. */
export function leagueRoundStatistics(
  aggregate: ScoreAggregate & { courseCounts: ReadonlyArray<{ course: string; count: number }> },
): LeagueRoundStatistics {
  if (aggregate.count === 0) return { totalRounds: 0, bestScore: null, averageScore: null, mostPopularCourse: 'N/A' };
  const popular = [...aggregate.courseCounts].sort(
    (a, b) => b.count - a.count || (a.course < b.course ? -1 : a.course > b.course ? 1 : 0),
  )[0];
  return {
    totalRounds: aggregate.count,
    bestScore: aggregate.min,
    averageScore: averageToTenth(aggregate),
    mostPopularCourse: popular?.course ?? 'N/A',
  };
}

/** The same statistics from a full list of rounds (the demo world). */
export function leagueRoundStatisticsOf(rounds: readonly Pick<Round, 'course' | 'score'>[]): LeagueRoundStatistics {
  const counts = new Map<string, number>();
  for (const round of rounds) counts.set(round.course, (counts.get(round.course) ?? 0) + 1);
  return leagueRoundStatistics({
    ...aggregateScores(rounds.map((round) => round.score)),
    courseCounts: [...counts].map(([course, count]) => ({ course, count })),
  });
}

/** The query string of a page request: '' for the first page at the default size. */
export function roundPageSearch(before: string | null, limit?: number): string {
  const params = new URLSearchParams();
  if (limit !== undefined) params.set('limit', String(limit));
  if (before) params.set('before', before);
  const search = params.toString();
  return search ? `?${search}` : '';
}
