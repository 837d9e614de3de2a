// Log round and edit round.
import { z } from './zod';
import { HOLE_SCORE_MAX, HOLE_SCORE_MIN, scoreLimits, type CourseHoles } from '../whs';
import { isoDate, optionalText } from './common';

// The score's range depends on the course (the spec's 40-150 is an 18-hole range; nine holes
// take 20-75), so it is checked with the course: `scoreError` below, by the service and the form.
const score = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z.number({ error: 'Score must be at least 40' }).int('Score must be a whole number'),
);

/** The spec's messages for a score outside the course's range, null when it fits. */
export function scoreError(value: number, holes: CourseHoles): string | null {
  const { min, max } = scoreLimits(holes);
  if (value < min) return `Score must be at least ${min}`;
  if (value > max) return `Score must be less than ${max}`;
  return null;
}

export const HOLE_SCORES_MESSAGE = `Hole scores must be whole numbers from ${HOLE_SCORE_MIN} to ${HOLE_SCORE_MAX}`;
export const HOLE_SCORES_TOTAL_MESSAGE = 'Your score must equal the sum of your hole scores';
export const HOLE_SCORES_COUNT_MESSAGE = (holes: number) => `Enter a score for each of the ${holes} holes`;
export const NO_HOLE_PARS_MESSAGE = 'This course has no hole pars: enter your total score';
/** A Stableford league ranks by points per hole, so its rounds are hole-by-hole cards only. */
export const STABLEFORD_HOLE_SCORES_MESSAGE = 'A Stableford league scores hole by hole: enter a score for each hole';
export const STABLEFORD_COURSE_UNRATED_MESSAGE =
  'This course has no hole pars and stroke index yet, which a Stableford league needs: ask an organizer to add them';

/** Strokes per hole (hole-by-hole entry), in hole order. */
const holeScores = z
  .array(
    z
      .number({ error: HOLE_SCORES_MESSAGE })
      .int(HOLE_SCORES_MESSAGE)
      .min(HOLE_SCORE_MIN, HOLE_SCORES_MESSAGE)
      .max(HOLE_SCORE_MAX, HOLE_SCORES_MESSAGE),
    { error: HOLE_SCORES_MESSAGE },
  )
  .min(1, HOLE_SCORES_MESSAGE)
  .max(18, HOLE_SCORES_MESSAGE);

function totalMatchesHoles(value: { score: number; holeScores?: number[] | null }, ctx: z.RefinementCtx) {
  if (value.holeScores && value.holeScores.reduce((sum, strokes) => sum + strokes, 0) !== value.score) {
    ctx.addIssue({ code: 'custom', path: ['score'], message: HOLE_SCORES_TOTAL_MESSAGE });
  }
}

/** A golfer names at most the other three of a four-ball as "played with". */
export const PLAYED_WITH_MAX = 3;
export const PLAYED_WITH_MAX_MESSAGE = `Name at most ${PLAYED_WITH_MAX} players you played with`;
export const IDEMPOTENCY_KEY_MESSAGE = 'Invalid idempotency key';

/** Chosen by the browser when a form is submitted: a retry of that submission answers the first result. */
export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_KEY_MESSAGE })
  .regex(/^[A-Za-z0-9-]{8,64}$/, IDEMPOTENCY_KEY_MESSAGE)
  .optional();

export const roundSchema = z
  .object({
    leagueId: z.string({ error: 'Please select a league' }).min(1, 'Please select a league'),
    course: z.string({ error: 'Course name is required' }).trim().min(1, 'Course name is required'),
    date: isoDate('Date is required'),
    score,
    notes: optionalText(1000),
    /** league members' user ids */
    playedWith: z
      .array(z.string().min(1).max(64), { error: 'Played with must be a list of members' })
      .max(PLAYED_WITH_MAX, PLAYED_WITH_MAX_MESSAGE)
      .optional()
      .transform((ids) => [...new Set(ids ?? [])]),
    idempotencyKey: idempotencyKeySchema,
    /** absent (or null) for a total-only round */
    holeScores: holeScores
      .nullish()
      .transform((value) => value ?? undefined)
      .optional(),
  })
  .superRefine(totalMatchesHoles);
export type RoundInput = z.input<typeof roundSchema>;
export type RoundData = z.output<typeof roundSchema>;

export const roundEditSchema = z
  .object({
    date: isoDate('Date is required'),
    score,
    notes: optionalText(1000),
    idempotencyKey: idempotencyKeySchema,
    /** absent: a round entered hole by hole keeps its hole scores if the score still equals their
     * sum; null: a total-only round from now on */
    holeScores: holeScores.nullish(),
  })
  .superRefine(totalMatchesHoles);
export type RoundEditInput = z.input<typeof roundEditSchema>;
export type RoundEditData = z.output<typeof roundEditSchema>;

/** GET /api/rounds/handicap-index: `before` a day gives the index in effect then. */
export const handicapIndexQuery = z.object({ before: isoDate('before must be a date (yyyy-MM-dd)').optional() });
