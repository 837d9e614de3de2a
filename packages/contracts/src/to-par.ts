// Member page figures: per round, gross = score, net = score - raw handicap,
// net to par = net - 72. The total to-par is the standings' figure (handicap rounded to the
// nearest stroke, leaderboard.ts), so a golfer shows the same total on both pages; it is N/A when
// the member has no rounds or no handicap. Colour bands and the "+3 / -2 / E" text are shared
// with the leaderboard (toParTone, formatToPar).
import { PAR } from './constants';
import { totalToPar } from './round-aggregates';

export interface RoundFigures {
  gross: number;
  net: number;
  toPar: number;
}

/** The member page's handicap: unlike the leaderboard (missing counts 0), a missing or
 * unparseable value is "no handicap" and shows as N/A. */
export function memberHandicap(handicap: string | number | null | undefined): number | null {
  if (handicap === null || handicap === undefined || handicap === '') return null;
  const value = typeof handicap === 'number' ? handicap : Number(handicap);
  return Number.isFinite(value) ? value : null;
}

/** Two decimals at most, so 77.6 - 72 does not print as 5.599999999999994. */
function tidy(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded; // no -0
}

export function roundFigures(score: number, handicap: number): RoundFigures {
  const net = tidy(score - handicap);
  return { gross: score, net, toPar: tidy(net - PAR) };
}

/** The standings' total to-par (rounded handicap); null (shown as N/A) without rounds or without a handicap. */
export function memberTotalToPar(scores: readonly number[], handicap: string | number | null | undefined): number | null {
  if (memberHandicap(handicap) === null) return null;
  return totalToPar(scores, handicap);
}
