// A course's optional tee figures (docs/rounds.md, "Courses and ratings"): checked the same way
// at league creation and when the organizer edits them later.
import { z } from './zod';
import { HOLE_PAR_MAX, HOLE_PAR_MIN, SLOPE_MAX, SLOPE_MIN, type CourseHoles } from '../whs';

const toNumber = (value: unknown) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value);

export const HOLES_MESSAGE = 'A course has 18 or 9 holes';
export const SLOPE_MESSAGE = `Slope must be a whole number from ${SLOPE_MIN} to ${SLOPE_MAX}`;
export const HOLE_PARS_SUM_MESSAGE = 'Par must equal the sum of the hole pars';

/** Par of a whole course: 3 to 6 a hole on average. */
export function parRange(holes: CourseHoles): { min: number; max: number } {
  return { min: holes * HOLE_PAR_MIN, max: holes * HOLE_PAR_MAX };
}
/** Course ratings seen in the world: about 2.8 to 5 strokes a hole. */
export function ratingRange(holes: CourseHoles): { min: number; max: number } {
  return holes === 9 ? { min: 25, max: 45 } : { min: 50, max: 90 };
}
export const parMessage = (holes: CourseHoles) => `Par must be a whole number from ${parRange(holes).min} to ${parRange(holes).max}`;
export const ratingMessage = (holes: CourseHoles) =>
  `Course rating must be from ${ratingRange(holes).min.toFixed(1)} to ${ratingRange(holes).max.toFixed(1)}, with at most one decimal`;
export const holeParsMessage = (holes: CourseHoles) => `Enter one par (${HOLE_PAR_MIN} to ${HOLE_PAR_MAX}) for each of the ${holes} holes`;
export const strokeIndexMessage = (holes: CourseHoles) => `Stroke index must use each number from 1 to ${holes} once`;

const optionalNumber = z.preprocess(toNumber, z.number({ error: 'Must be a number' }).optional());
const optionalList = z.preprocess(
  (value) => (value === null ? undefined : value),
  z.array(z.preprocess(toNumber, z.number({ error: 'Must be a number' })), { error: 'Must be a list of numbers' }).optional(),
);

/** The figures themselves; their ranges depend on the number of holes (checked by refineRatings). */
export const courseRatingsShape = {
  holes: z.preprocess(toNumber, z.union([z.literal(18), z.literal(9)], { error: HOLES_MESSAGE }).optional()),
  par: optionalNumber,
  rating: optionalNumber,
  slope: optionalNumber,
  holePars: optionalList,
  strokeIndex: optionalList,
};

type RatingsFields = { holes?: CourseHoles; par?: number; rating?: number; slope?: number; holePars?: number[]; strokeIndex?: number[] };

/** Ranges and the figures' agreement with each other, as field errors. */
export function refineRatings(value: RatingsFields, ctx: z.RefinementCtx) {
  const holes: CourseHoles = value.holes ?? 18;
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const whole = (n: number) => Number.isInteger(n);
  if (value.par !== undefined && (!whole(value.par) || value.par < parRange(holes).min || value.par > parRange(holes).max)) {
    issue('par', parMessage(holes));
  }
  if (
    value.rating !== undefined &&
    (value.rating < ratingRange(holes).min || value.rating > ratingRange(holes).max || !whole(Math.round(value.rating * 1000) / 100))
  ) {
    issue('rating', ratingMessage(holes));
  }
  if (value.slope !== undefined && (!whole(value.slope) || value.slope < SLOPE_MIN || value.slope > SLOPE_MAX))
    issue('slope', SLOPE_MESSAGE);
  if (value.holePars !== undefined) {
    const pars = value.holePars;
    if (pars.length !== holes || pars.some((par) => !whole(par) || par < HOLE_PAR_MIN || par > HOLE_PAR_MAX)) {
      issue('holePars', holeParsMessage(holes));
    } else if (value.par !== undefined && pars.reduce((sum, par) => sum + par, 0) !== value.par) {
      issue('par', HOLE_PARS_SUM_MESSAGE);
    }
  }
  if (value.strokeIndex !== undefined) {
    const sorted = [...value.strokeIndex].sort((a, b) => a - b);
    if (sorted.length !== holes || sorted.some((si, position) => si !== position + 1)) issue('strokeIndex', strokeIndexMessage(holes));
  }
}

export const STABLEFORD_HOLE_PARS_MESSAGE = 'A Stableford league needs the hole pars of every course';
export const STABLEFORD_STROKE_INDEX_MESSAGE = 'A Stableford league needs the stroke index of every course';

/** Stableford points are counted per hole with the strokes given by stroke index, so every course
 * of a Stableford league carries both (docs/leagues.md, "Formats"). Field errors, one per
 * missing figure, at `courses.N.holePars` / `courses.N.strokeIndex`. */
export function stablefordCourseIssues(
  courses: readonly { holePars?: readonly number[] | null; strokeIndex?: readonly number[] | null }[],
): Array<{ path: [string, number, string]; message: string }> {
  return courses.flatMap((course, index) => [
    ...(course.holePars
      ? []
      : [{ path: ['courses', index, 'holePars'] as [string, number, string], message: STABLEFORD_HOLE_PARS_MESSAGE }]),
    ...(course.strokeIndex
      ? []
      : [{ path: ['courses', index, 'strokeIndex'] as [string, number, string], message: STABLEFORD_STROKE_INDEX_MESSAGE }]),
  ]);
}

/** PATCH /api/leagues/{id}/courses/{courseId}: the figures to set (absent ones keep their value;
 * null resets hole pars / stroke index), and whether rounds already played take them too. The
 * ranges depend on the course's holes, so the merged figures are checked with
 * `courseFiguresSchema` once the current ones are known. */
export const courseRatingsEditSchema = z.object({
  ...courseRatingsShape,
  holePars: z.union([z.null(), courseRatingsShape.holePars]),
  strokeIndex: z.union([z.null(), courseRatingsShape.strokeIndex]),
  applyToPlayedRounds: z.boolean({ error: 'applyToPlayedRounds must be true or false' }).default(false),
});
export type CourseRatingsEditInput = z.input<typeof courseRatingsEditSchema>;
export type CourseRatingsEditData = z.output<typeof courseRatingsEditSchema>;

/** A course's complete figures, checked together. */
export const courseFiguresSchema = z.object(courseRatingsShape).superRefine(refineRatings);
