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

export const roundSchema = z.object({
  leagueId: z.string({ error: 'Please select a league' }).min(1, 'Please select a league'),
  course: z.string({ error: 'Course name is required' }).trim().min(1, 'Course name is required'),
  date: isoDate('Date is required'),
  score,
  notes: optionalText(1000),
});
export type RoundInput = z.input<typeof roundSchema>;
export type RoundData = z.output<typeof roundSchema>;

export const roundEditSchema = z.object({
  date: isoDate('Date is required'),
  score,
  notes: optionalText(1000),
});
export type RoundEditInput = z.input<typeof roundEditSchema>;
export type RoundEditData = z.output<typeof roundEditSchema>;
