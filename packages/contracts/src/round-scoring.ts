// What a round is scored with, said the way a golfer checks it on the card: the strokes the
// league's format gives (the same rules the standings use), the strokes received on each hole,
// net and Stableford points per hole, and the net double bogey limit behind the adjusted gross.
import { formatDayShort } from './calendar-days';
import { INDIVIDUAL_ALLOWANCE_PERCENT, type LeagueFormat } from './league-formats/options';
import { formatTraits } from './league-formats/traits';
import { parseHandicap, roundHandicap } from './round-aggregates';
import {
  adjustedGrossScore,
  courseHandicap,
  formatCourseHandicap,
  formatIndex,
  netDoubleBogeyPerHole,
  playingHandicap,
  strokesPerHole,
  toTenths,
  type CourseRatings,
} from './whs';

export interface RoundStrokes {
  /** 'index': the WHS-style index in effect before the round's day; 'handicap': the profile's */
  basis: 'index' | 'handicap';
  /** the index or handicap the strokes come from */
  value: number;
  /** the course handicap from it; null for total to par (the spec's rounded profile handicap) */
  courseHandicap: number | null;
  /** the format's allowance in percent; null for total to par */
  allowancePercent: number | null;
  /** the strokes the round is scored with (a plus handicap negative) */
  strokes: number;
}

/**
 * The strokes a round is scored with: total to par takes the rounded profile handicap; the net
 * formats the index in effect before the round's day (the profile handicap while there is none)
 * through the course handicap and the 95% allowance.
 */
export function roundStrokes(
  format: LeagueFormat,
  course: CourseRatings,
  indexBeforeDay: number | null,
  profileHandicap: number | string | null | undefined,
): RoundStrokes {
  if (!formatTraits(format).strokesFromIndex) {
    const value = parseHandicap(profileHandicap);
    return { basis: 'handicap', value, courseHandicap: null, allowancePercent: null, strokes: roundHandicap(value) };
  }
  const value = indexBeforeDay ?? parseHandicap(profileHandicap);
  return {
    basis: indexBeforeDay === null ? 'handicap' : 'index',
    value,
    courseHandicap: courseHandicap(value, course),
    allowancePercent: INDIVIDUAL_ALLOWANCE_PERCENT,
    strokes: playingHandicap(value, course, INDIVIDUAL_ALLOWANCE_PERCENT),
  };
}

const strokesText = (strokes: number) =>
  strokes < 0
    ? `${formatCourseHandicap(strokes)} (${-strokes} ${strokes === -1 ? 'stroke' : 'strokes'} given back)`
    : `${strokes} ${strokes === 1 ? 'stroke' : 'strokes'}`;

/** "Index 8.2 on Nov 14 -> course handicap 9 -> 95% = 9 strokes" (day: the round's). */
export function roundStrokesText(scoring: RoundStrokes, day: string): string {
  if (scoring.courseHandicap === null) {
    return `Handicap ${formatIndex(scoring.value)} -> rounded = ${strokesText(scoring.strokes)} (total to par)`;
  }
  const from =
    scoring.basis === 'index'
      ? `Index ${formatIndex(scoring.value)} on ${formatDayShort(day)}`
      : `Handicap ${formatIndex(scoring.value)} (no index yet)`;
  return `${from} -> course handicap ${formatCourseHandicap(scoring.courseHandicap)} -> ${scoring.allowancePercent}% = ${strokesText(scoring.strokes)}`;
}

/** One hole of a card as the golfer reads it. */
export interface HoleFigure {
  hole: number;
  par: number;
  strokeIndex: number | null;
  /** strokes received on the hole (negative: given back by a plus handicap) */
  received: number;
  /** strokes taken */
  taken: number;
  /** taken - received */
  net: number;
  /** net Stableford points: max(0, 2 + par + received - taken); null without a stroke index */
  points: number | null;
  /** the most the hole counts for the handicap record (net double bogey, or par + 5 before an index) */
  limit: number;
  /** min(taken, limit) */
  counted: number;
}

/** The card's holes with the round's strokes (`strokes`: the playing handicap) and the net double
 * bogey of the index in effect before the round's day (null: none yet). */
export function holeFigures(
  holeScores: readonly number[],
  course: CourseRatings,
  strokes: number,
  indexBeforeDay: number | null,
): HoleFigure[] {
  const pars = course.holePars ?? [];
  const received = strokesPerHole(strokes, course.strokeIndex, course.holes);
  const limits = netDoubleBogeyPerHole(course, indexBeforeDay === null ? null : courseHandicap(indexBeforeDay, course));
  return pars.map((par, hole) => {
    const taken = holeScores[hole];
    return {
      hole: hole + 1,
      par,
      strokeIndex: course.strokeIndex?.[hole] ?? null,
      received: received[hole],
      taken,
      net: taken - received[hole],
      points: course.strokeIndex ? Math.max(0, 2 + par + received[hole] - taken) : null,
      limit: limits[hole],
      counted: Math.min(taken, limits[hole]),
    };
  });
}

export interface CardTotals {
  holes: number;
  gross: number;
  par: number;
  net: number;
  /** null without a stroke index */
  points: number | null;
}

/** Totals of the holes played only (`played[i]` for hole i + 1). */
export function playedTotals(figures: readonly HoleFigure[], played: readonly boolean[]): CardTotals {
  const counted = figures.filter((_, hole) => played[hole]);
  const sum = (pick: (figure: HoleFigure) => number) => counted.reduce((total, figure) => total + pick(figure), 0);
  return {
    holes: counted.length,
    gross: sum((figure) => figure.taken),
    par: sum((figure) => figure.par),
    net: sum((figure) => figure.net),
    points: figures.some((figure) => figure.points === null) ? null : sum((figure) => figure.points ?? 0),
  };
}

/** The holes net double bogey lowered, and the adjusted gross the handicap record takes. */
export function netDoubleBogeySummary(
  score: number,
  holeScores: readonly number[],
  course: CourseRatings,
  indexBeforeDay: number | null,
): { adjustedGross: number; adjusted: HoleFigure[] } {
  const figures = holeFigures(holeScores, course, 0, indexBeforeDay);
  const indexTenths = indexBeforeDay === null ? null : toTenths(indexBeforeDay);
  return {
    adjustedGross: adjustedGrossScore(score, holeScores, course, indexTenths),
    adjusted: figures.filter((figure) => figure.counted < figure.taken),
  };
}
