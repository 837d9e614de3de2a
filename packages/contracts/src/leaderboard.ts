// Leaderboard rules, used by the leagues service (the one source of the
// numbers) and by the browser (demo data, member page totals).
//
// List order (the spec ranks by "earlier-listed members", so the order is part of the rule):
//   1. members with at least one round, by total to-par ascending (lowest = best); members with
//      the same total keep the order in which they were given (the service gives join order);
//   2. then members without rounds, in the order given.
// Rank = 1 + the number of earlier-listed members with a lower total to-par (ties share a rank:
// 1, 1, 3); a member without rounds takes their list position (index + 1).
import type { LeaderboardEntry, UserSummary } from './api-types';
import { aggregateToPar, averageToCents, parseHandicap } from './round-aggregates';

/** Handicap as the API presents it: a numeric string with two decimals ("12.40", "-2.50"). */
export function formatHandicap(handicap: number | string | null | undefined): string {
  return parseHandicap(handicap).toFixed(2);
}

/**
 * Colour band of a to-par figure: at or below 0 red, up to the limit yellow,
 * above it green. The limit is 10 for a total and 5 for a single round.
 */
export type ToParTone = 'red' | 'yellow' | 'green';
export function toParTone(value: number, kind: 'total' | 'round'): ToParTone {
  const limit = kind === 'total' ? 10 : 5;
  if (value <= 0) return 'red';
  return value <= limit ? 'yellow' : 'green';
}

/** "+3", "-2", "E" style text for a to-par figure; 'N/A' when there is none. */
export function formatToPar(value: number | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  if (value === 0) return 'E';
  return value > 0 ? `+${value}` : String(value);
}

export interface LeaderboardMember {
  userId: string;
  firstName: string;
  lastName: string;
  handicap: number | string | null;
  profileImageUrl: string | null;
}

export interface LeaderboardRound {
  userId: string;
  score: number;
}

/** One member's rounds reduced to what the leaderboard needs (a SQL GROUP BY gives this). */
export interface LeaderboardScoreStats {
  userId: string;
  roundCount: number;
  scoreSum: number;
  bestScore: number;
}

/** Reduces individual rounds to per-member stats. */
export function scoreStatsOf(rounds: readonly LeaderboardRound[]): LeaderboardScoreStats[] {
  const byUser = new Map<string, LeaderboardScoreStats>();
  for (const { userId, score } of rounds) {
    const stats = byUser.get(userId);
    if (stats) {
      stats.roundCount += 1;
      stats.scoreSum += score;
      stats.bestScore = Math.min(stats.bestScore, score);
    } else {
      byUser.set(userId, { userId, roundCount: 1, scoreSum: score, bestScore: score });
    }
  }
  return [...byUser.values()];
}

/**
 * Builds the ranked leaderboard. `members` in join order (the tie-break); `rounds` are the
 * league's rounds — rounds of users who are not (or no longer) members are ignored.
 */
export function computeLeaderboard(members: readonly LeaderboardMember[], rounds: readonly LeaderboardRound[]): LeaderboardEntry[] {
  return computeLeaderboardFromStats(members, scoreStatsOf(rounds));
}

/** The same leaderboard from per-member stats (the figures of round-aggregates.ts). */
export function computeLeaderboardFromStats(
  members: readonly LeaderboardMember[],
  stats: readonly LeaderboardScoreStats[],
): LeaderboardEntry[] {
  const statsByUser = new Map(stats.map((row) => [row.userId, row]));

  const unranked = members.map((member, index) => {
    const own = statsByUser.get(member.userId);
    const count = own?.roundCount ?? 0;
    const aggregate = { count, sum: own?.scoreSum ?? 0, min: own && count > 0 ? own.bestScore : null };
    const user: UserSummary = {
      id: member.userId,
      firstName: member.firstName,
      lastName: member.lastName,
      handicap: formatHandicap(member.handicap),
      profileImageUrl: member.profileImageUrl,
    };
    const entry: LeaderboardEntry = {
      userId: member.userId,
      position: 0,
      // Same half-up-to-cents average as the stored user statistics.
      avgScore: averageToCents(aggregate),
      bestScore: aggregate.min,
      roundCount: count,
      totalToPar: aggregateToPar(aggregate, member.handicap),
      user,
    };
    return { index, entry };
  });

  const withRounds = unranked.filter((row) => row.entry.totalToPar !== null);
  const withoutRounds = unranked.filter((row) => row.entry.totalToPar === null);
  withRounds.sort((a, b) => a.entry.totalToPar! - b.entry.totalToPar! || a.index - b.index);

  const listed = [...withRounds, ...withoutRounds].map((row) => row.entry);
  return listed.map((entry, index) => ({ ...entry, position: rankAt(listed, index) }));
}

/** The spec's rank of the entry at `index` in an already ordered list. */
export function rankAt(list: readonly Pick<LeaderboardEntry, 'totalToPar'>[], index: number): number {
  const own = list[index].totalToPar;
  if (own === null) return index + 1;
  let lower = 0;
  for (let i = 0; i < index; i += 1) {
    const other = list[i].totalToPar;
    if (other !== null && other < own) lower += 1;
  }
  return 1 + lower;
}

/** The caller's position, or null when they are not on the leaderboard. */
export function positionOf(entries: readonly LeaderboardEntry[], userId: string | null | undefined): number | null {
  if (!userId) return null;
  return entries.find((entry) => entry.userId === userId)?.position ?? null;
}
