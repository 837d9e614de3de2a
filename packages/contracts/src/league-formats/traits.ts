// What sets each format apart, declared once beside the formats: whether it scores hole-by-hole
// cards, which way its figure ranks, which options it uses, and how its figure is named and
// written. Screens, schemas, services and the demo read these traits; no code outside this
// folder and the standings engine tests a format by name.
import { netAverageTraits } from './net-average';
import type { FormatOptions, LeagueFormat } from './options';
import { pointsTraits } from './points';
import { stablefordTraits } from './stableford';
import { totalToParTraits } from './total-to-par';
import type { FormatTraits } from './traits-type';

export type { FormatTraits } from './traits-type';

export const FORMAT_TRAITS: Readonly<Record<LeagueFormat, FormatTraits>> = Object.freeze({
  'total-to-par': totalToParTraits,
  'net-average': netAverageTraits,
  stableford: stablefordTraits,
  points: pointsTraits,
});

/** A format's traits; an unknown or missing format (a stored value) is the spec's default,
 * total to par. */
export function formatTraits(format: LeagueFormat | string | null | undefined): FormatTraits {
  return (format ? FORMAT_TRAITS[format as LeagueFormat] : undefined) ?? totalToParTraits;
}

/** Lower is better for the to-par figures, higher for points. */
export function higherIsBetter(format: LeagueFormat): boolean {
  return formatTraits(format).higherIsBetter;
}

export const FORMAT_LABELS: Readonly<Record<LeagueFormat, string>> = Object.freeze({
  'total-to-par': totalToParTraits.label,
  'net-average': netAverageTraits.label,
  stableford: stablefordTraits.label,
  points: pointsTraits.label,
});

/** One sentence per format, for the league dashboard and the leaderboards page. */
export function formatExplanation(format: LeagueFormat, options: FormatOptions): string {
  return formatTraits(format).explain(options);
}

/** A standing's figure as every view writes it ("31 pts", "+3", "+2.4 avg"); 'N/A' without one. */
export function formatFigureText(format: LeagueFormat | string | null | undefined, value: number | null | undefined): string {
  if (value === null || value === undefined) return 'N/A';
  return formatTraits(format).figureText(value);
}
