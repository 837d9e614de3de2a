// Net average: the average of a member's best rounds, each net to par; lowest first.
import { NINE_HOLE_RULE, per18 } from './nine-holes';
import type { FormatOptions } from './options';
import { best, type Figure } from './ranking';
import type { StandingsRound } from './standings-types';
import type { FormatTraits } from './traits-type';

export const netAverageTraits: FormatTraits = {
  label: 'Net average',
  holeByHole: false,
  higherIsBetter: false,
  usesBestRounds: true,
  usesWindows: false,
  figureIsTotalToPar: false,
  strokesFromIndex: true,
  figureName: 'net average to par',
  figureLabel: 'Net avg',
  figureText: (value) => `${value > 0 ? '+' : ''}${value.toFixed(1)} avg`,
  explain: (options) =>
    `Net average: the average of your best ${options.bestRounds} net rounds to par (handicap at 95%); lowest wins. ${NINE_HOLE_RULE}`,
};

/** A round's net to par per 18 holes: (gross - playing handicap - par), doubled for 9 holes (whose
 * playing handicap is the nine's). */
export function netToPar(round: Pick<StandingsRound, 'score' | 'playingHandicap' | 'par' | 'holes'>): number {
  return per18(round) * (round.score - round.playingHandicap - round.par);
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
