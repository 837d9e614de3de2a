// A golfer's WHS-style index from their logged rounds, with a receipt per round (docs/rounds.md,
// "WHS-style index"). The rules themselves are the pure functions of whs.ts; this walks a
// golfer's history in playing order the way a handicap authority would:
// - each day's rounds are judged against the index in effect before that day (net double bogey,
//   the expected 9-hole score, the exceptional score reduction);
// - an 18-hole round makes one differential; a 9-hole round makes one with the expected score
//   when an index is in effect (never paired), otherwise it waits for the next 9-hole round and
//   the two unrounded 9-hole differentials add up (Rule 5.1b); a nine still waiting when an index
//   first exists takes the expected score from it;
// - after each day the index is the Rule 5.2 average of the most recent 20 differentials (ESR
//   reductions included), capped (Rule 5.8) once 20 differentials exist, from -10.0 to 54.0.
import {
  DIFFERENTIALS_CONSIDERED,
  applyCaps,
  boundIndexTenths,
  averagedIndexTenths,
  adjustedGrossScore,
  courseRatingsOf,
  exceptionalReductionTenths,
  formatIndex,
  combinedNineDifferentialTenths,
  nineHoleDifferentialTenths,
  scoreDifferentialTenths,
  toTenths,
  whsTableRow,
  type CourseHoles,
  type IndexCap,
} from './whs';

export const HANDICAP_ROUNDS_CONSIDERED = DIFFERENTIALS_CONSIDERED;
export const HANDICAP_ROUNDS_MINIMUM = 3;
/** A round this many strokes (or more, strictly) better than the index shows 'Personal best territory'. */
export const PERSONAL_BEST_MARGIN = 8;
/** ... and only once the player had at least this many rounds before it. */
export const PERSONAL_BEST_MIN_PRIOR_ROUNDS = 5;
/** The Low Handicap Index looks back this many days from the most recent score's day. */
export const LOW_INDEX_DAYS = 365;

export interface HandicapRound {
  id: string;
  score: number;
  /** yyyy-MM-dd, the day played */
  date: string;
  /** ISO time the round was logged; orders rounds played on the same day */
  createdAt: string;
  /** the course data the round was played under; absent values are the neutral course */
  holes?: number | null;
  par?: number | null;
  rating?: number | string | null;
  slope?: number | null;
  holePars?: number[] | null;
  strokeIndex?: number[] | null;
  holeScores?: number[] | null;
}

/** The receipt of one round: what it was played under and what it did to the index. */
export interface RoundReceipt {
  holes: CourseHoles;
  par: number;
  rating: number;
  slope: number;
  /** the score after net double bogey per hole (a total-only round: its score) */
  adjustedGross: number;
  /** the 18-hole score differential (Rule 5.1; a 9-hole round's after the expected score is
   * added, or the combined pair's); null while a 9-hole round waits for its pair */
  differential: number | null;
  /** one of the lowest differentials averaged into the current index */
  counted: boolean;
  /** strokes the exceptional score reduction took off this differential (sum of every one
   * applied to it), null when none */
  esr: number | null;
  /** set when this round's own differential was exceptional: how far below the index in
   * effect before its day, and by how much it lowered the recent differentials */
  exceptional: { belowIndex: number; reduction: number } | null;
  /** the index in effect before the day played (null: none yet) */
  indexBefore: number | null;
  /** a 9-hole round: the expected 9-hole differential added to it, null otherwise */
  expectedNine: number | null;
  /** a 9-hole round combined with another 9-hole round (before an index existed): that round's id */
  combinedWith: string | null;
}

export type DifferentialRound<R extends HandicapRound = HandicapRound> = Omit<R, keyof RoundReceipt> & RoundReceipt;

export interface HandicapIndex<R extends HandicapRound = HandicapRound> {
  /** one decimal (a plus index negative), null below 3 differentials */
  index: number | null;
  /** "12.4", a plus index "+6.0"; null below 3 differentials */
  indexText: string | null;
  /** the rounds behind the most recent (up to) 20 differentials, newest first, plus a 9-hole
   * round waiting for its pair */
  rounds: DifferentialRound<R>[];
  /** how many differentials were averaged */
  countedRounds: number;
  /** the WHS table's adjustment for few differentials (0, -1 or -2) */
  adjustment: number;
  /** the lowest index in effect in the 365 days before the most recent score's day, once 20
   * differentials exist (null before) */
  lowIndex: number | null;
  /** which cap lowered the index */
  cap: IndexCap;
  /** the index before the caps (equal to `index` when none applied) */
  uncappedIndex: number | null;
}

/** Newest first: later day, then later logging time. */
export function byMostRecent(a: HandicapRound, b: HandicapRound): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** A score differential of the record: the round(s) behind it, in tenths, reductions included. */
interface Differential {
  roundIds: string[];
  tenths: number;
  reduction: number;
}

interface Walked<R extends HandicapRound> {
  /** every round oldest first, with its receipt */
  rounds: DifferentialRound<R>[];
  differentials: Differential[];
  indexTenths: number | null;
  uncappedTenths: number | null;
  lowTenths: number | null;
  cap: IndexCap;
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The lowest index in effect on any day of [day - 365, day - 1]: the one carried into the
 * window and every one set within it (null entries: set before the record held 20). */
function lowIndexBefore(history: ReadonlyArray<{ date: string; tenths: number | null }>, day: string): number | null {
  const from = addDays(day, -LOW_INDEX_DAYS);
  let low: number | null = null;
  let carried: number | null = null;
  for (const entry of history) {
    if (entry.date >= day) break;
    if (entry.date < from) {
      if (entry.tenths !== null) carried = entry.tenths;
      continue;
    }
    if (entry.tenths !== null) low = low === null ? entry.tenths : Math.min(low, entry.tenths);
  }
  if (carried !== null) low = low === null ? carried : Math.min(low, carried);
  return low;
}

function walk<R extends HandicapRound>(rounds: readonly R[]): Walked<R> {
  const oldestFirst = [...rounds].sort(byMostRecent).reverse();
  const receipts: DifferentialRound<R>[] = [];
  const byId = new Map<string, DifferentialRound<R>>();
  const differentials: Differential[] = [];
  const history: Array<{ date: string; tenths: number | null }> = [];
  let indexTenths: number | null = null;
  let uncappedTenths: number | null = null;
  let lowTenths: number | null = null;
  let cap: IndexCap = null;
  let waiting: { receipt: DifferentialRound<R>; adjustedGross: number; ratingTenths: number; slope: number } | null = null;

  const record = (roundIds: string[], tenths: number, indexBefore: number | null) => {
    const reduction = exceptionalReductionTenths(indexBefore, tenths);
    differentials.push({ roundIds, tenths, reduction: 0 });
    if (reduction > 0) {
      for (const differential of differentials.slice(-DIFFERENTIALS_CONSIDERED)) differential.reduction += reduction;
      for (const id of roundIds) byId.get(id)!.exceptional = { belowIndex: (indexBefore! - tenths) / 10, reduction: reduction / 10 };
    }
    for (const id of roundIds) byId.get(id)!.differential = tenths / 10;
  };

  for (let start = 0; start < oldestFirst.length;) {
    const day = oldestFirst[start].date;
    let end = start;
    while (end < oldestFirst.length && oldestFirst[end].date === day) end += 1;
    const indexBefore = indexTenths;
    for (const round of oldestFirst.slice(start, end)) {
      const course = courseRatingsOf({
        holes: round.holes === 9 ? 9 : 18,
        par: round.par ?? null,
        rating: round.rating === null || round.rating === undefined ? null : Number(round.rating),
        slope: round.slope ?? null,
        holePars: round.holePars ?? null,
        strokeIndex: round.strokeIndex ?? null,
      });
      const adjustedGross = adjustedGrossScore(round.score, round.holeScores, course, indexBefore);
      const receipt = {
        ...round,
        holes: course.holes,
        par: course.par,
        rating: course.rating,
        slope: course.slope,
        adjustedGross,
        differential: null,
        counted: false,
        esr: null,
        exceptional: null,
        indexBefore: indexBefore === null ? null : indexBefore / 10,
        expectedNine: null,
        combinedWith: null,
      } as DifferentialRound<R>;
      receipts.push(receipt);
      byId.set(round.id, receipt);
      const ratingTenths = toTenths(course.rating);
      if (course.holes === 18) {
        record([round.id], scoreDifferentialTenths(adjustedGross, ratingTenths, course.slope), indexBefore);
      } else if (indexBefore !== null) {
        receipt.expectedNine = (52 * indexBefore + 1200) / 1000;
        record([round.id], nineHoleDifferentialTenths(adjustedGross, ratingTenths, course.slope, indexBefore), indexBefore);
      } else if (waiting) {
        const nine = { adjustedGross, ratingTenths, slope: course.slope };
        waiting.receipt.combinedWith = round.id;
        receipt.combinedWith = waiting.receipt.id;
        record([waiting.receipt.id, round.id], combinedNineDifferentialTenths(waiting, nine), indexBefore);
        waiting = null;
      } else {
        waiting = { receipt, adjustedGross, ratingTenths, slope: course.slope };
      }
    }
    start = end;

    const settleIndex = () => {
      const recent = differentials.slice(-DIFFERENTIALS_CONSIDERED);
      const calculated = averagedIndexTenths(recent.map((differential) => differential.tenths - differential.reduction));
      if (calculated === null) {
        indexTenths = null;
        uncappedTenths = null;
      } else {
        lowTenths = differentials.length >= DIFFERENTIALS_CONSIDERED ? lowIndexBefore(history, day) : null;
        const capped = applyCaps(calculated, lowTenths);
        cap = capped.cap;
        uncappedTenths = boundIndexTenths(calculated);
        indexTenths = boundIndexTenths(capped.indexTenths);
      }
    };
    settleIndex();
    if (waiting && indexTenths !== null) {
      // The index now exists, so the lone nine is never paired: it takes the expected score.
      const { receipt, adjustedGross, ratingTenths, slope } = waiting;
      receipt.expectedNine = (52 * indexTenths + 1200) / 1000;
      record([receipt.id], nineHoleDifferentialTenths(adjustedGross, ratingTenths, slope, indexTenths), null);
      waiting = null;
      settleIndex();
    }
    // Only an index from a record of 20 differentials counts as a low index.
    history.push({ date: day, tenths: differentials.length >= DIFFERENTIALS_CONSIDERED ? indexTenths : null });
  }

  for (const differential of differentials) {
    if (differential.reduction === 0) continue;
    for (const id of differential.roundIds) byId.get(id)!.esr = differential.reduction / 10;
  }
  return { rounds: receipts, differentials, indexTenths, uncappedTenths, lowTenths, cap };
}

export function handicapIndex<R extends HandicapRound>(rounds: readonly R[]): HandicapIndex<R> {
  const walked = walk(rounds);
  const recent = walked.differentials.slice(-DIFFERENTIALS_CONSIDERED);
  const row = walked.indexTenths === null ? undefined : whsTableRow(recent.length);
  // The lowest differentials count; on a tie the more recent one (stable sort, newest first).
  const counted = new Set(
    [...recent]
      .reverse()
      .sort((a, b) => a.tenths - a.reduction - (b.tenths - b.reduction))
      .slice(0, row?.counted ?? 0)
      .flatMap((differential) => differential.roundIds),
  );
  const shown = new Set(recent.flatMap((differential) => differential.roundIds));
  const listed = walked.rounds
    .filter((round) => shown.has(round.id) || (round.differential === null && round.holes === 9))
    .map((round) => ({ ...round, counted: counted.has(round.id) }))
    .reverse();
  const index = walked.indexTenths === null ? null : walked.indexTenths / 10;
  return {
    index,
    indexText: index === null ? null : formatIndex(index),
    rounds: listed,
    countedRounds: row?.counted ?? 0,
    adjustment: row?.adjustment ?? 0,
    lowIndex: walked.lowTenths === null || index === null ? null : walked.lowTenths / 10,
    cap: index === null ? null : walked.cap,
    uncappedIndex: walked.uncappedTenths === null ? null : walked.uncappedTenths / 10,
  };
}

/**
 * Rounds (by id) whose differential is more than PERSONAL_BEST_MARGIN strokes better than the
 * index in effect before the day they were played, once the player had at least
 * PERSONAL_BEST_MIN_PRIOR_ROUNDS rounds before them. `rounds` are all of one player's rounds (any
 * league). A neutral signal, never a verdict.
 */
export function personalBestRoundIds(rounds: readonly HandicapRound[]): Set<string> {
  const found = new Set<string>();
  walk(rounds).rounds.forEach((round, position) => {
    if (position < PERSONAL_BEST_MIN_PRIOR_ROUNDS || round.indexBefore === null || round.differential === null) return;
    if (toTenths(round.indexBefore) - toTenths(round.differential) > PERSONAL_BEST_MARGIN * 10) found.add(round.id);
  });
  return found;
}
