// The shape of a format's traits (traits.ts); each format's module declares its own.
import type { FormatOptions } from './options';

export interface FormatTraits {
  /** the format's name, e.g. "Stableford" */
  label: string;
  /** ranks from hole-by-hole cards: its courses need hole pars and stroke indexes, its rounds a card */
  holeByHole: boolean;
  /** points rank highest first; to-par figures lowest first */
  higherIsBetter: boolean;
  /** the `bestRounds` option applies */
  usesBestRounds: boolean;
  /** ranks in play windows (the points options, the current window) */
  usesWindows: boolean;
  /** the figure is the spec's total to par (shown with its colour band) */
  figureIsTotalToPar: boolean;
  /** a round's strokes come from the WHS-style index before its day through the course handicap
   * and allowance; otherwise from the rounded profile handicap (the spec's total to par) */
  strokesFromIndex: boolean;
  /** what the figure is, in words: "Stableford points" */
  figureName: string;
  /** a short column label: "Pts" */
  figureLabel: string;
  /** the figure as written: "31 pts", "+3", "+2.4 avg" */
  figureText(value: number): string;
  /** the format's rule in one sentence or two */
  explain(options: FormatOptions): string;
}
