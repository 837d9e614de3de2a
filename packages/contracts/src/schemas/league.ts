// Create league form and call (spec section 5 'Create league').
import { z } from './zod';
import {
  COURSE_ROUNDS_MAX,
  COURSE_ROUNDS_MIN,
  LEAGUE_NAME_MAX,
  LEAGUE_PRIVACIES,
  LEAGUE_TYPES,
  PLAYERS_MAX,
  PLAYERS_MIN,
} from '../constants';
import { todayIso } from '../calendar-days';
import { isoDate, optionalText } from './common';

const toNumber = (value: unknown) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value);

export const courseSchema = z.object({
  name: z.string({ error: 'Course name is required' }).trim().min(1, 'Course name is required').max(120),
  rounds: z.preprocess(
    toNumber,
    z
      .number({ error: 'At least 1 round required' })
      .int('At least 1 round required')
      .min(COURSE_ROUNDS_MIN, 'At least 1 round required')
      .max(COURSE_ROUNDS_MAX, 'Maximum 10 rounds per course'),
  ),
});

/** Invitations per league creation: enough for a group of friends, too few to relay spam. */
export const INVITEES_MAX = 20;
export const INVITEES_TOO_MANY = `You can invite at most ${INVITEES_MAX} people at once`;

/** An emailed invitation token (base64url of 32 random bytes). */
export const invitationTokenSchema = z.object({
  token: z.string({ error: 'Invalid or expired invitation' }).regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid or expired invitation'),
});

export const inviteeSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  email: z.string({ error: 'Valid email is required' }).trim().email('Valid email is required'),
});

export const createLeagueSchema = z.object({
  name: z
    .string({ error: 'League name is required' })
    .trim()
    .min(1, 'League name is required')
    .max(LEAGUE_NAME_MAX, 'League name is too long'),
  description: optionalText(1000),
  type: z.enum(LEAGUE_TYPES).default('casual'),
  privacy: z.enum(LEAGUE_PRIVACIES).default('public'),
  maxPlayers: z.preprocess(
    toNumber,
    z
      .number({ error: 'At least 2 players required' })
      .int('At least 2 players required')
      .min(PLAYERS_MIN, 'At least 2 players required')
      .max(PLAYERS_MAX, 'Maximum 50 players')
      .optional(),
  ),
  endDate: z.preprocess(
    (value) => (value === '' ? null : value),
    isoDate('End date must be today or in the future')
      .refine((value) => value >= todayIso(), 'End date must be today or in the future')
      .nullish(),
  ),
  courses: z.array(courseSchema, { error: 'At least one course is required' }).min(1, 'At least one course is required'),
  invitedMembers: z.array(inviteeSchema).max(INVITEES_MAX, INVITEES_TOO_MANY).default([]),
});
export type CreateLeagueInput = z.input<typeof createLeagueSchema>;
export type CreateLeagueData = z.output<typeof createLeagueSchema>;
