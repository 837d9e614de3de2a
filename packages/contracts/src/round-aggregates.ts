// What a round contributes, in one place (docs/rounds.md 'What a round counts for'). Every round
// counts once toward the count, its score toward the sum and toward the best (lowest) score. The
// player's statistics, a league's statistics, the leaderboard and the member page all derive from
// that aggregate: averages are sum / count, a round's to-par is score - round(handicap) - par.
// The services keep the aggregate in SQL (COUNT, SUM, MIN over rounds, and sums of those per
// membership); services/leagues/src/data/aggregates.test.ts checks the SQL against these
// functions on random rounds on both databases.
import { PAR } from './constants';

/** A set of rounds reduced to what every figure needs. */
export interface ScoreAggregate {
  count: number;
  sum: number;
  /** the best (lowest) score; null without rounds */
  min: number | null;
}

export const NO_SCORES: ScoreAggregate = Object.freeze({ count: 0, sum: 0, min: null });

export function aggregateScores(scores: readonly number[]): ScoreAggregate {
  return scores.reduce<ScoreAggregate>(withScore, NO_SCORES);
}

/** The aggregate after adding one score to the aggregate of the others. */
export function withScore(others: ScoreAggregate, score: number): ScoreAggregate {
  return {
    count: others.count + 1,
    sum: others.sum + score,
    min: others.min === null ? score : Math.min(others.min, score),
  };
}

/** The aggregate of the union of disjoint sets of rounds (a league's rounds from its members'). */
export function mergeAggregates(parts: readonly ScoreAggregate[]): ScoreAggregate {
  return parts.reduce<ScoreAggregate>(
    (total, part) => ({
      count: total.count + part.count,
      sum: total.sum + part.sum,
      min: part.min === null ? total.min : total.min === null ? part.min : Math.min(total.min, part.min),
    }),
    NO_SCORES,
  );
}

type SqlNumber = number | string | null | undefined;

/** A SQL COUNT / SUM / MIN row as the drivers answer it (numbers or numeric strings; SUM and MIN
 * are NULL over no rows). */
export function aggregateFromRow(row: { count?: SqlNumber; sum?: SqlNumber; min?: SqlNumber } | null | undefined): ScoreAggregate {
  const min = row?.min;
  return {
    count: Number(row?.count ?? 0),
    sum: Number(row?.sum ?? 0),
    min: min === null || min === undefined ? null : Number(min),
  };
}

/** The average score to two decimals, rounded half up in integer arithmetic (no binary
 * floating-point drift: 617 / 8 = 77.125 gives "77.13"); null without rounds. A player's
 * statistics and the leaderboard's average. */
export function averageToCents({ count, sum }: ScoreAggregate): string | null {
  if (count <= 0) return null;
  const cents = Math.floor((sum * 200 + count) / (2 * count));
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The average score to one decimal (Number#toFixed); null without rounds. A league's statistics. */
export function averageToTenth({ count, sum }: ScoreAggregate): string | null {
  if (count <= 0) return null;
  return (sum / count).toFixed(1);
}

/** A stored handicap (decimal string, number, or nothing) as a number; missing means 0. */
export function parseHandicap(handicap: number | string | null | undefined): number {
  if (handicap === null || handicap === undefined || handicap === '') return 0;
  const value = typeof handicap === 'number' ? handicap : Number(handicap);
  return Number.isFinite(value) ? value : 0;
}

/**
 * A handicap rounded to the nearest whole stroke; .5 rounds upward, toward the higher number, as
 * the course handicap does (Rule 6.1): 12.5 -> 13 and a plus -2.5 -> -2. Counted in hundredths
 * so that binary floating point never decides a tie.
 */
export function roundHandicap(handicap: number | string | null | undefined): number {
  const rounded = Math.floor((Math.round(parseHandicap(handicap) * 100) + 50) / 100);
  return rounded === 0 ? 0 : rounded; // no -0
}

/** One round's to-par for the standings: score - round(handicap) - par (72 unless the course says). */
export function roundToPar(score: number, handicap: number | string | null | undefined, par: number = PAR): number {
  return score - roundHandicap(handicap) - par;
}

/** The summed per-round to-par of an aggregate of rounds of one par. The handicap is the same for
 * every round of a member, so the sum is sum - count * (round(handicap) + par); null without rounds. */
export function aggregateToPar(aggregate: ScoreAggregate, handicap: number | string | null | undefined, par: number = PAR): number | null {
  if (aggregate.count <= 0) return null;
  return aggregate.sum - aggregate.count * (roundHandicap(handicap) + par);
}

/** Sum of the per-round to-par figures; null when there are no rounds. */
export function totalToPar(scores: readonly number[], handicap: number | string | null | undefined): number | null {
  return aggregateToPar(aggregateScores(scores), handicap);
}
