// Stableford: net Stableford points from hole-by-hole cards, a member's best rounds added up;
// most points first. A round without a complete card does not count.
import { strokesPerHole } from '../whs';
import { NINE_HOLE_RULE, per18 } from './nine-holes';
import type { FormatOptions } from './options';
import { best, whole, type Figure } from './ranking';
import type { StandingsRound } from './standings-types';
import type { FormatTraits } from './traits-type';

export const stablefordTraits: FormatTraits = {
  label: 'Stableford',
  holeByHole: true,
  higherIsBetter: true,
  usesBestRounds: true,
  usesWindows: false,
  figureIsTotalToPar: false,
  strokesFromIndex: true,
  figureName: 'Stableford points',
  figureLabel: 'Pts',
  figureText: (value) => `${value} pts`,
  explain: (options) =>
    `Stableford: net Stableford points from hole-by-hole cards, your best ${options.bestRounds} rounds added up; most points wins. ${NINE_HOLE_RULE}`,
};

/** Net Stableford points of one round: per hole max(0, 2 + par + strokes received - strokes taken). */
export function stablefordPoints(
  holeScores: readonly number[],
  holePars: readonly number[],
  strokeIndex: readonly number[],
  handicap: number,
): number {
  const strokes = strokesPerHole(handicap, strokeIndex, strokeIndex.length);
  return holeScores.reduce((sum, taken, hole) => sum + Math.max(0, 2 + holePars[hole] + strokes[hole] - taken), 0);
}

/** Stableford points of a round as played, null when it has no complete hole-by-hole card. */
export function roundStablefordPoints(round: StandingsRound): number | null {
  const { holeScores, holePars, strokeIndex } = round;
  if (!holeScores || !holePars || !strokeIndex) return null;
  if (holeScores.length !== holePars.length || holePars.length !== strokeIndex.length) return null;
  return stablefordPoints(holeScores, holePars, strokeIndex, round.playingHandicap);
}

/** The points a round counts for in the standings: per 18 holes (a nine's points doubled). */
export function roundStablefordPointsPer18(round: StandingsRound): number | null {
  const points = roundStablefordPoints(round);
  return points === null ? null : per18(round) * points;
}

/** The sum of the best `bestRounds` rounds' points. */
export function stablefordFigure(rounds: readonly StandingsRound[], options: FormatOptions): Figure | null {
  const points = rounds.map(roundStablefordPointsPer18).filter((value): value is number => value !== null);
  const counted = best(points, options.bestRounds, true);
  return counted.length === 0 ? null : whole(counted.reduce((a, b) => a + b, 0));
}
