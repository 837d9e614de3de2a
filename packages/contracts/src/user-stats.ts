// A user's statistics (docs/rounds.md: totalRounds, bestRound, averageScore decimal(5,2)).
// The rounds service stores them in the same transaction as every round write; the figures come
// from the rounds' aggregate (round-aggregates.ts), so stored values and a recomputation from the
// rounds always agree.
import { aggregateScores, averageToCents, type ScoreAggregate } from './round-aggregates';

export interface UserStats {
  totalRounds: number;
  bestRound: number | null;
  /** two decimals as a string ("81.33"), null without rounds */
  averageScore: string | null;
}

export function statsFromAggregate(aggregate: ScoreAggregate): UserStats {
  if (aggregate.count <= 0) return { totalRounds: 0, bestRound: null, averageScore: null };
  return { totalRounds: aggregate.count, bestRound: aggregate.min, averageScore: averageToCents(aggregate) };
}

export function userStats(scores: readonly number[]): UserStats {
  return statsFromAggregate(aggregateScores(scores));
}
