// Log round and edit round (spec section 5).
import { z } from './zod';
import { SCORE_MAX, SCORE_MIN } from '../constants';
import { isoDate, optionalText } from './common';

const score = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: 'Score must be at least 40' })
    .int('Score must be a whole number')
    .min(SCORE_MIN, 'Score must be at least 40')
    .max(SCORE_MAX, 'Score must be less than 150'),
);

/** A golfer names at most the other three of a four-ball as "played with" (issue 18). */
export const PLAYED_WITH_MAX = 3;
export const PLAYED_WITH_MAX_MESSAGE = `Name at most ${PLAYED_WITH_MAX} players you played with`;
export const IDEMPOTENCY_KEY_MESSAGE = 'Invalid idempotency key';

/** Chosen by the browser when a form is submitted: a retry of that submission answers the first result. */
const idempotencyKey = z
  .string({ error: IDEMPOTENCY_KEY_MESSAGE })
  .regex(/^[A-Za-z0-9-]{8,64}$/, IDEMPOTENCY_KEY_MESSAGE)
  .optional();

export const roundSchema = z.object({
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
  idempotencyKey,
});
export type RoundInput = z.input<typeof roundSchema>;
export type RoundData = z.output<typeof roundSchema>;

export const roundEditSchema = z.object({
  date: isoDate('Date is required'),
  score,
  notes: optionalText(1000),
  idempotencyKey,
});
export type RoundEditInput = z.input<typeof roundEditSchema>;
export type RoundEditData = z.output<typeof roundEditSchema>;
