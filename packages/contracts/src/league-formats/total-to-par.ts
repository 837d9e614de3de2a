// Total to par, the spec's default format: every round counts, each as score - rounded profile
// handicap - the round's par; lowest total first.
import { PAR } from '../constants';
import { roundToPar } from '../round-aggregates';
import type { StandingsMember, StandingsRound } from './standings-types';

/** The spec's per-round to par with the round's par: score - round(profile handicap) - par. */
export function specRoundToPar(score: number, handicap: number | string | null | undefined, par: number = PAR): number {
  return roundToPar(score, handicap, par);
}

/** A member's total to par over their rounds, null without rounds. */
export function totalToPar(member: StandingsMember, rounds: readonly StandingsRound[]): number | null {
  if (rounds.length === 0) return null;
  return rounds.reduce((sum, round) => sum + specRoundToPar(round.score, member.handicap, round.par), 0);
}
