// Total to par, the spec's default format: every round counts, each as score - rounded profile
// handicap - the round's par; lowest total first.
import { formatToPar } from '../leaderboard';
import { roundHandicap } from '../round-aggregates';
import { NINE_HOLE_RULE, per18 } from './nine-holes';
import type { StandingsMember, StandingsRound } from './standings-types';
import type { FormatTraits } from './traits-type';

export const totalToParTraits: FormatTraits = {
  label: 'Total to par',
  holeByHole: false,
  higherIsBetter: false,
  usesBestRounds: false,
  usesWindows: false,
  figureIsTotalToPar: true,
  strokesFromIndex: false,
  figureName: 'total to par',
  figureLabel: 'To par',
  figureText: formatToPar,
  explain: () =>
    `Total to par: every round counts, each as score minus your rounded handicap minus par; lowest total wins. ${NINE_HOLE_RULE}`,
};

/** One round's to par per 18 holes: a 9-hole round's score over par doubled, less the handicap. */
export function roundToParPer18(round: Pick<StandingsRound, 'score' | 'par' | 'holes'>, handicap: number | string | null): number {
  return per18(round) * (round.score - round.par) - roundHandicap(handicap);
}

/** A member's total to par over their rounds, null without rounds. */
export function totalToPar(member: StandingsMember, rounds: readonly StandingsRound[]): number | null {
  if (rounds.length === 0) return null;
  return rounds.reduce((sum, round) => sum + roundToParPer18(round, member.handicap), 0);
}
