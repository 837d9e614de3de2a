// Member page figures per round, against the course the round was played on: gross = score,
// net = score - raw handicap (half of it for nine holes), net to par = net - the round's par.
// A round without figures is on the spec's neutral course (par 72 for 18 holes). The standing
// itself (position and the format's figure) comes from the standings engine, never from here.
import type { Round } from './api-types';
import { defaultPar } from './whs';

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

export function roundFigures(round: Pick<Round, 'score' | 'holes' | 'par'>, handicap: number): RoundFigures {
  const holes = round.holes === 9 ? 9 : 18;
  const net = tidy(round.score - (handicap * holes) / 18);
  return { gross: round.score, net, toPar: tidy(net - (round.par ?? defaultPar(holes))) };
}
