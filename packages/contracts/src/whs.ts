// The Rules of Handicapping as pure functions (docs/rounds.md, "WHS-style index"). Every figure
// with one decimal (index, course rating, differential) is handled in whole tenths so that
// rounding never depends on binary floating point: 12.45 is 124.5 tenths, not 12.4499999.
import { HANDICAP_MAX, HANDICAP_MIN, PAR } from './constants';

/** The slope of a course of standard difficulty (Rule 5.1). */
export const STANDARD_SLOPE = 113;
export const SLOPE_MIN = 55;
export const SLOPE_MAX = 155;
export const COURSE_HOLES = [18, 9] as const;
export type CourseHoles = (typeof COURSE_HOLES)[number];
export const HOLE_PAR_MIN = 3;
export const HOLE_PAR_MAX = 6;
export const HOLE_SCORE_MIN = 1;
export const HOLE_SCORE_MAX = 20;
/** The index's maximum in tenths (54.0). */
export const INDEX_MAX_TENTHS = HANDICAP_MAX * 10;
/** The index's plus limit in tenths (+10.0, stored -10.0): the spec's bound on any handicap. */
export const INDEX_MIN_TENTHS = HANDICAP_MIN * 10;

/** An index in tenths held to the spec's range, -10.0 to 54.0. */
export function boundIndexTenths(tenths: number): number {
  return Math.min(Math.max(tenths, INDEX_MIN_TENTHS), INDEX_MAX_TENTHS);
}

/** What a course (one set of tees) is played under. Absent values take the defaults below. */
export interface CourseRatings {
  holes: CourseHoles;
  par: number;
  /** course rating, one decimal */
  rating: number;
  slope: number;
  /** one par (3-6) per hole, for hole-by-hole play */
  holePars: number[] | null;
  /** a permutation of 1..holes: the order in which holes receive handicap strokes */
  strokeIndex: number[] | null;
}

export type CourseRatingsInput = Partial<{ [K in keyof CourseRatings]: CourseRatings[K] | null }>;

/** Par 72 for 18 holes, 36 for 9; rating = par; slope 113 (the spec's neutral course). */
export function defaultPar(holes: CourseHoles): number {
  return holes === 9 ? PAR / 2 : PAR;
}

/** A course's ratings with the defaults filled in (a course created without any is par 72,
 * rating 72.0, slope 113: exactly the spec's scoring). Par defaults to the hole pars' sum. */
export function courseRatingsOf(input: CourseRatingsInput | null | undefined): CourseRatings {
  const holes: CourseHoles = input?.holes === 9 ? 9 : 18;
  const holePars = input?.holePars && input.holePars.length === holes ? [...input.holePars] : null;
  const par = input?.par ?? (holePars ? holePars.reduce((sum, value) => sum + value, 0) : defaultPar(holes));
  return {
    holes,
    par,
    rating: input?.rating ?? par,
    slope: input?.slope ?? STANDARD_SLOPE,
    holePars,
    strokeIndex: input?.strokeIndex && input.strokeIndex.length === holes ? [...input.strokeIndex] : null,
  };
}

/** A course's tee figures as every screen writes them: "18 holes, par 72, rating 73.1, slope 128". */
export function teeFiguresText(figures: Pick<CourseRatings, 'holes' | 'par' | 'rating' | 'slope'>): string {
  return `${figures.holes} holes, par ${figures.par}, rating ${figures.rating.toFixed(1)}, slope ${figures.slope}`;
}

/** Whether a course's figures differ from the neutral ones (rated, or 9 holes, or hole pars). */
export function isRatedCourse(course: CourseRatings): boolean {
  return course.holes !== 18 || course.par !== PAR || course.rating !== PAR || course.slope !== STANDARD_SLOPE || course.holePars !== null;
}

/** Score limits: the spec's 40-150 is an 18-hole range; a 9-hole round takes half of it. */
export function scoreLimits(holes: CourseHoles): { min: number; max: number } {
  return holes === 9 ? { min: 20, max: 75 } : { min: 40, max: 150 };
}

/** A decimal with one place as whole tenths (72.3 -> 723). */
export function toTenths(value: number): number {
  return Math.round(value * 10);
}

/** numerator / denominator rounded to the nearest whole number, .5 upward (towards +infinity). */
function divideHalfUp(numerator: number, denominator: number): number {
  const value = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return value === 0 ? 0 : value; // no -0
}

/**
 * Rule 5.1: (113 / slope) x (adjusted gross - course rating), PCC 0, in tenths, rounded to the
 * nearest tenth with .5 upward (a negative differential rounds toward zero).
 */
export function scoreDifferentialTenths(adjustedGross: number, ratingTenths: number, slope: number): number {
  return divideHalfUp(STANDARD_SLOPE * (10 * adjustedGross - ratingTenths), slope);
}

/**
 * The 2024 nine-hole rule: the 9-hole differential (unrounded) plus the player's expected 9-hole
 * differential, 0.52 x index + 1.2 (the USGA's published formula), rounded once to a tenth.
 */
export function nineHoleDifferentialTenths(adjustedGross: number, ratingTenths: number, slope: number, indexTenths: number): number {
  // In hundredths of a tenth over `slope`: 9-hole part 11300 x (10 gross - rating) / slope, expected
  // part (52 index + 1200) / 100 tenths.
  const numerator = 100 * STANDARD_SLOPE * (10 * adjustedGross - ratingTenths) + slope * (52 * indexTenths + 1200);
  return divideHalfUp(numerator, 100 * slope);
}

/** Rule 5.1b before an index: one 9-hole differential, unrounded, as a fraction over `slope`
 * in tenths ((113 / slope) x (gross - rating)); two of them add up before the single rounding. */
function nineDifferentialFraction(adjustedGross: number, ratingTenths: number, slope: number): { numerator: number; denominator: number } {
  return { numerator: STANDARD_SLOPE * (10 * adjustedGross - ratingTenths), denominator: slope };
}

/**
 * Rule 5.1b: two 9-hole scores made before an index combine into one 18-hole differential: the
 * two unrounded 9-hole differentials added, then rounded once to a tenth (.5 upward).
 */
export function combinedNineDifferentialTenths(
  first: { adjustedGross: number; ratingTenths: number; slope: number },
  second: { adjustedGross: number; ratingTenths: number; slope: number },
): number {
  const a = nineDifferentialFraction(first.adjustedGross, first.ratingTenths, first.slope);
  const b = nineDifferentialFraction(second.adjustedGross, second.ratingTenths, second.slope);
  return divideHalfUp(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

/** The expected 9-hole differential in tenths, for the explainer (0.52 x index + 1.2). */
export function expectedNineHoleTenths(indexTenths: number): number {
  return divideHalfUp(52 * indexTenths + 1200, 100);
}

/** Rule 5.2: differentials available -> how many of the lowest are averaged, and the adjustment. */
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
export const DIFFERENTIALS_CONSIDERED = 20;
export const DIFFERENTIALS_MINIMUM = 3;

/** The Rule 5.2 row for this many recent differentials; none below 3 (no index). */
export function whsTableRow(available: number): { counted: number; adjustment: number } | undefined {
  if (available < DIFFERENTIALS_MINIMUM) return undefined;
  return WHS_TABLE.find((entry) => Math.min(available, DIFFERENTIALS_CONSIDERED) <= entry.upTo);
}

/** Rule 5.2: the index in tenths from the most recent (up to 20) differentials in tenths, before
 * caps and the maximum; null below 3. The average is rounded half up to a tenth. */
export function averagedIndexTenths(recentTenths: readonly number[]): number | null {
  const row = whsTableRow(recentTenths.length);
  if (!row) return null;
  const lowest = [...recentTenths].sort((a, b) => a - b).slice(0, row.counted);
  const sum = lowest.reduce((total, value) => total + value, 0) + 10 * row.adjustment * row.counted;
  return divideHalfUp(sum, row.counted);
}

export type IndexCap = 'soft' | 'hard' | null;

/**
 * Rule 5.8, in tenths: above low + 3.0 the excess is halved (soft cap, the half rounded to a
 * tenth, .5 up), and the result never exceeds low + 5.0 (hard cap).
 */
export function applyCaps(calculatedTenths: number, lowTenths: number | null): { indexTenths: number; cap: IndexCap } {
  if (lowTenths === null || calculatedTenths - lowTenths <= 30) return { indexTenths: calculatedTenths, cap: null };
  const soft = lowTenths + 30 + divideHalfUp(calculatedTenths - lowTenths - 30, 2);
  if (soft - lowTenths > 50) return { indexTenths: lowTenths + 50, cap: 'hard' };
  return { indexTenths: soft, cap: 'soft' };
}

/** Rule 5.9: a differential 7.0-9.9 below the index in effect lowers the recent ones by 1.0,
 * 10.0 or more below by 2.0 (in tenths: 10 or 20; 0 otherwise). */
export function exceptionalReductionTenths(indexBeforeTenths: number | null, differentialTenths: number): number {
  if (indexBeforeTenths === null) return 0;
  const below = indexBeforeTenths - differentialTenths;
  if (below >= 100) return 20;
  if (below >= 70) return 10;
  return 0;
}

/** Course handicap (Rule 6.1) unrounded, as numerator / denominator (exact). A 9-hole course
 * takes half the index. */
function courseHandicapFraction(indexTenths: number, course: CourseRatings): { numerator: number; denominator: number } {
  const halves = course.holes === 9 ? 2 : 1;
  return {
    numerator: indexTenths * course.slope + (toTenths(course.rating) - 10 * course.par) * STANDARD_SLOPE * halves,
    denominator: 10 * STANDARD_SLOPE * halves,
  };
}

/** index x slope / 113 + (rating - par), unrounded (9 holes: half the index). */
export function courseHandicapExact(index: number, course: CourseRatings): number {
  const { numerator, denominator } = courseHandicapFraction(toTenths(index), course);
  return numerator / denominator;
}

/** The course handicap rounded to a whole number, .5 upward toward the higher number (Rule
 * 6.1): 14.5 is 15 and a plus -2.5 is -2 ("+2"). */
export function courseHandicap(index: number, course: CourseRatings): number {
  const { numerator, denominator } = courseHandicapFraction(toTenths(index), course);
  return divideHalfUp(numerator, denominator);
}

/** Playing handicap (Rule 6.2): the unrounded course handicap x the allowance (percent), then
 * rounded like the course handicap (.5 upward, plus handicaps too). */
export function playingHandicap(index: number, course: CourseRatings, allowancePercent: number): number {
  const { numerator, denominator } = courseHandicapFraction(toTenths(index), course);
  return divideHalfUp(numerator * allowancePercent, denominator * 100);
}

/**
 * Strokes received on each hole (Appendix E): with handicap H >= 0 on n holes, floor(H / n) plus
 * 1 where the hole's stroke index <= H mod n; a plus handicap gives strokes back starting from
 * the highest stroke index. Without a stroke index the holes are taken in order.
 */
export function strokesPerHole(handicap: number, strokeIndex: readonly number[] | null, holes: number): number[] {
  const indexes = strokeIndex ?? Array.from({ length: holes }, (_, hole) => hole + 1);
  const size = Math.abs(handicap);
  const base = Math.floor(size / holes);
  const extra = size % holes;
  return indexes.map((si) => {
    const strokes = base + (handicap >= 0 ? (si <= extra ? 1 : 0) : si > holes - extra ? 1 : 0);
    return handicap < 0 ? -strokes || 0 : strokes;
  });
}

/**
 * Net double bogey (Rule 3.1) per hole: par + 2 + strokes received from the course handicap;
 * before a player has an index (courseHandicap null), par + 5.
 */
export function netDoubleBogeyPerHole(course: CourseRatings, courseHandicapStrokes: number | null): number[] {
  const pars = course.holePars ?? [];
  if (courseHandicapStrokes === null) return pars.map((par) => par + 5);
  const strokes = strokesPerHole(courseHandicapStrokes, course.strokeIndex, course.holes);
  return pars.map((par, hole) => par + 2 + strokes[hole]);
}

/** The adjusted gross score: each hole at most its net double bogey; a total-only round as is. */
export function adjustedGrossScore(
  score: number,
  holeScores: readonly number[] | null | undefined,
  course: CourseRatings,
  indexTenths: number | null,
): number {
  if (!holeScores || !course.holePars || holeScores.length !== course.holePars.length) return score;
  const strokes = indexTenths === null ? null : courseHandicap(indexTenths / 10, course);
  const maxima = netDoubleBogeyPerHole(course, strokes);
  return holeScores.reduce((sum, strokesTaken, hole) => sum + Math.min(strokesTaken, maxima[hole]), 0);
}

/** An index (or differential) as golfers write it: "12.4", and a plus value as "+6.0". */
export function formatIndex(value: number): string {
  const tenths = toTenths(value);
  const text = (Math.abs(tenths) / 10).toFixed(1);
  return tenths < 0 ? `+${text}` : text;
}

/** A course handicap as golfers write it: "14", "+2". */
export function formatCourseHandicap(value: number): string {
  return value < 0 ? `+${-value}` : String(value);
}

/** A league course as the API answers it, the neutral course unless figures are given. */
export function leagueCourse(name: string, rounds: number, ratings?: CourseRatingsInput): { name: string; rounds: number } & CourseRatings {
  return { name, rounds, ...courseRatingsOf(ratings) };
}
