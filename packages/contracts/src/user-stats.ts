// A user's statistics (spec section 3: totalRounds, bestRound, averageScore decimal(5,2)).
// The rounds service stores them in the same transaction as every round write; this is the one
// formula, so stored values and a recomputation from the rounds always agree.

export interface UserStats {
  totalRounds: number;
  bestRound: number | null;
  /** two decimals as a string ("81.33"), null without rounds */
  averageScore: string | null;
}

export interface ScoreAggregate {
  count: number;
  sum: number;
  min: number | null;
}

/** Average rounded half up to cents in integer arithmetic (no binary floating-point drift). */
function averageText(sum: number, count: number): string {
  const cents = Math.floor((sum * 200 + count) / (2 * count));
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function statsFromAggregate({ count, sum, min }: ScoreAggregate): UserStats {
  if (count <= 0) return { totalRounds: 0, bestRound: null, averageScore: null };
  return { totalRounds: count, bestRound: min, averageScore: averageText(sum, count) };
}

export function userStats(scores: readonly number[]): UserStats {
  return statsFromAggregate({
    count: scores.length,
    sum: scores.reduce((total, score) => total + score, 0),
    min: scores.length ? Math.min(...scores) : null,
  });
}

/** The aggregate after adding (and/or removing) one score, given the aggregate of the others. */
export function withScore(others: ScoreAggregate, score: number): ScoreAggregate {
  return {
    count: others.count + 1,
    sum: others.sum + score,
    min: others.min === null ? score : Math.min(others.min, score),
  };
}
