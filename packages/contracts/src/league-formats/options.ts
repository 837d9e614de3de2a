// What a league chooses at creation (docs/leagues.md, "Formats"): its standings format and the
// format's options, with the defaults a stored league falls back to.

export const LEAGUE_FORMATS = ['total-to-par', 'net-average', 'stableford', 'points'] as const;
export type LeagueFormat = (typeof LEAGUE_FORMATS)[number];
export const DEFAULT_LEAGUE_FORMAT: LeagueFormat = 'total-to-par';

export const WINDOW_WEEKS = [1, 2, 4] as const;
export type WindowWeeks = (typeof WINDOW_WEEKS)[number];

export interface FormatOptions {
  /** net-average, stableford: how many of a member's best rounds count (1-10) */
  bestRounds: number;
  /** points: length of a play window */
  windowWeeks: WindowWeeks;
  /** points: points for 1st, 2nd, ... in a window; a place beyond the table earns 0 */
  pointsTable: number[];
  /** points: earned in every window a member has a counting round (0-5) */
  participationPoints: number;
  /** points: a round counts only once a playing partner confirmed it */
  confirmedOnly: boolean;
}

export const DEFAULT_POINTS_TABLE: readonly number[] = [10, 8, 6, 5, 4, 3, 2, 1];
export const DEFAULT_FORMAT_OPTIONS: Readonly<FormatOptions> = Object.freeze({
  bestRounds: 5,
  windowWeeks: 1,
  pointsTable: [...DEFAULT_POINTS_TABLE],
  participationPoints: 1,
  confirmedOnly: false,
});

/** Stored options (possibly partial, possibly from an older version) completed with the defaults. */
export function resolveFormatOptions(options: Partial<FormatOptions> | null | undefined): FormatOptions {
  return { ...DEFAULT_FORMAT_OPTIONS, pointsTable: [...DEFAULT_POINTS_TABLE], ...(options ?? {}) };
}

/** WHS allowance for individual stroke play and Stableford (Appendix C), in percent: the net
 * formats play off this share of the course handicap. */
export const INDIVIDUAL_ALLOWANCE_PERCENT = 95;
