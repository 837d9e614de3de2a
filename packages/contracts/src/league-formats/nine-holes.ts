// Nine and eighteen holes in one league: every figure counts per 18 holes. A 9-hole round scores
// like half a round played twice over: its figure against the nine's par, net of the handicap for
// nine holes (WHS: half the index), doubled. Every format applies it to each round's figure.
import type { StandingsRound } from './standings-types';

export const NINE_HOLE_RULE = 'A 9-hole round counts as a full round: its figure doubled.';

/** How many times a round's figure counts to make an 18-hole figure. */
export function per18(round: Pick<StandingsRound, 'holes'>): number {
  return round.holes === 9 ? 2 : 1;
}
