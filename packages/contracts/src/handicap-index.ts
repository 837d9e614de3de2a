// Handicap index from logged rounds, World Handicap System style (issue 18). This product has no
// course rating or slope, so every round is played at the neutral values: rating = par (72),
// slope 113. A round's score differential is then (113 / slope) * (score - rating) = score - 72.
// The index is the average of the lowest differentials among the most recent 20 rounds, how many
// counted (and an adjustment) taken from the WHS table for fewer than 20 rounds, to one decimal.
// No index before 3 rounds. Capped at the WHS maximum of 54.0.
import { HANDICAP_MAX, PAR } from './constants';

export const COURSE_RATING = PAR;
/** The slope every round is assumed to be played at (none is recorded). */
export const SLOPE_RATING = 113;
/** WHS's standard slope in the differential formula. */
const STANDARD_SLOPE = 113;
export const HANDICAP_ROUNDS_CONSIDERED = 20;
export const HANDICAP_ROUNDS_MINIMUM = 3;
/** A round this many strokes (or more, strictly) better than the index shows 'Personal best territory'. */
export const PERSONAL_BEST_MARGIN = 8;
/** ... and only once the player had at least this many rounds before it. */
export const PERSONAL_BEST_MIN_PRIOR_ROUNDS = 5;

/** WHS rule 5.2 table: rounds available -> differentials counted and adjustment (strokes). */
const WHS_TABLE: ReadonlyArray<{ upTo: number; counted: number; adjustment: number }> = [
  { upTo: 3, counted: 1, adjustment: -2 },
  { upTo: 4, counted: 1, adjustment: -1 },
  { upTo: 5, counted: 1, adjustment: 0 },
  { upTo: 6, counted: 2, adjustment: -1 },
  { upTo: 8, counted: 2, adjustment: 0 },
  { upTo: 11, counted: 3, adjustment: 0 },
  { upTo: 14, counted: 4, adjustment: 0 },
  { upTo: 16, counted: 5, adjustment: 0 },
  { upTo: 18, counted: 6, adjustment: 0 },
  { upTo: 19, counted: 7, adjustment: 0 },
  { upTo: 20, counted: 8, adjustment: 0 },
];

export interface HandicapRound {
  id: string;
  score: number;
  /** yyyy-MM-dd, the day played */
  date: string;
  /** ISO time the round was logged; orders rounds played on the same day */
  createdAt: string;
}

export type DifferentialRound<R extends HandicapRound = HandicapRound> = R & {
  differential: number;
  /** one of the lowest differentials averaged into the index */
  counted: boolean;
};

export interface HandicapIndex<R extends HandicapRound = HandicapRound> {
  /** one decimal, null below 3 rounds */
  index: number | null;
  /** "12.4", null below 3 rounds */
  indexText: string | null;
  /** the most recent (up to) 20 rounds, newest first, each with its differential */
  rounds: DifferentialRound<R>[];
  /** how many of them were averaged */
  countedRounds: number;
  /** the WHS table's adjustment for few rounds (0, -1 or -2) */
  adjustment: number;
}

export function scoreDifferential(score: number): number {
  return ((score - COURSE_RATING) * STANDARD_SLOPE) / SLOPE_RATING;
}

/** Newest first: later day, then later logging time. */
export function byMostRecent(a: HandicapRound, b: HandicapRound): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Tenths rounded half up, in integer arithmetic (differentials here are whole strokes). */
function tenths(sum: number, count: number): number {
  return Math.floor((20 * sum + count) / (2 * count));
}

/** The WHS table's row for this many recent rounds; none below the minimum (no index). */
function tableRow(rounds: number): { counted: number; adjustment: number } | undefined {
  return rounds < HANDICAP_ROUNDS_MINIMUM ? undefined : WHS_TABLE.find((entry) => rounds <= entry.upTo);
}

/** The index in tenths from the lowest differentials the row counts, capped. */
function indexTenths(lowest: readonly number[], row: { counted: number; adjustment: number }): number {
  const sum = lowest.reduce((total, differential) => total + differential, 0) + row.adjustment * row.counted;
  return Math.min(tenths(sum, row.counted), HANDICAP_MAX * 10);
}

export function handicapIndex<R extends HandicapRound>(rounds: readonly R[]): HandicapIndex<R> {
  const recent = [...rounds].sort(byMostRecent).slice(0, HANDICAP_ROUNDS_CONSIDERED);
  const withDifferentials = recent.map((round) => ({ ...round, differential: scoreDifferential(round.score), counted: false }));
  const row = tableRow(recent.length);
  if (!row) {
    return { index: null, indexText: null, rounds: withDifferentials, countedRounds: 0, adjustment: 0 };
  }
  // Lowest differentials; on a tie the more recent round counts (stable sort keeps newest first).
  const lowest = [...withDifferentials].sort((a, b) => a.differential - b.differential).slice(0, row.counted);
  const countedIds = new Set(lowest.map((round) => round.id));
  const inTenths = indexTenths(
    lowest.map((round) => round.differential),
    row,
  );
  return {
    index: inTenths / 10,
    indexText: (inTenths / 10).toFixed(1),
    rounds: withDifferentials.map((round) => ({ ...round, counted: countedIds.has(round.id) })),
    countedRounds: row.counted,
    adjustment: row.adjustment,
  };
}

/**
 * Rounds (by id) more than PERSONAL_BEST_MARGIN strokes better than the index the player had
 * from the rounds played before them, once they had at least PERSONAL_BEST_MIN_PRIOR_ROUNDS.
 * `rounds` are all of one player's rounds (any league). A neutral signal, never a verdict.
 */
export function personalBestRoundIds(rounds: readonly HandicapRound[]): Set<string> {
  const oldestFirst = [...rounds].sort(byMostRecent).reverse();
  const differentials = oldestFirst.map((round) => scoreDifferential(round.score));
  const found = new Set<string>();
  oldestFirst.forEach((round, position) => {
    if (position < PERSONAL_BEST_MIN_PRIOR_ROUNDS) return;
    // handicapIndex of the rounds before it, from their differentials alone: the most recent
    // ones it considers are the last of them oldest first (no copy of every round per round).
    const prior = differentials.slice(Math.max(0, position - HANDICAP_ROUNDS_CONSIDERED), position);
    const row = tableRow(prior.length);
    if (!row) return;
    const index = indexTenths(prior.sort((a, b) => a - b).slice(0, row.counted), row) / 10;
    if (index - differentials[position] > PERSONAL_BEST_MARGIN) found.add(round.id);
  });
  return found;
}
