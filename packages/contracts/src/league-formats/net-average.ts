// Net average: the average of a member's best rounds, each net to par; lowest first.
import type { FormatOptions } from './options';
import { best, type Figure } from './ranking';
import type { StandingsRound } from './standings-types';

/** A round's net to par: gross - playing handicap - par. */
export function netToPar(round: Pick<StandingsRound, 'score' | 'playingHandicap' | 'par'>): number {
  return round.score - round.playingHandicap - round.par;
}

/** The average of the best `bestRounds` net rounds, kept exact as sum / count. */
export function netAverageFigure(rounds: readonly StandingsRound[], options: FormatOptions): Figure | null {
  const counted = best(rounds.map(netToPar), options.bestRounds, false);
  return counted.length === 0 ? null : { num: counted.reduce((a, b) => a + b, 0), den: counted.length };
}

/** The figure as the answer carries it: to one decimal, half up. */
export function netAverageValue(figure: Figure): number {
  // tenths = round(10 * num / den) half up, in integers (num may be negative)
  const tenths = Math.floor((20 * figure.num + figure.den) / (2 * figure.den));
  const value = tenths / 10;
  return value === 0 ? 0 : value;
}
