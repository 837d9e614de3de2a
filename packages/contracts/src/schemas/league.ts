// Create league form and call.
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
import { formatTraits, LEAGUE_FORMATS, WINDOW_WEEKS } from '../league-formats';
import { isoDate, optionalText } from './common';
import { courseRatingsShape, refineRatings, stablefordCourseIssues } from './course-ratings';
import { skinsSettingsSchema } from './skins';

const toNumber = (value: unknown) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value);

export const courseSchema = z
  .object({
    name: z.string({ error: 'Course name is required' }).trim().min(1, 'Course name is required').max(120),
    rounds: z.preprocess(
      toNumber,
      z
        .number({ error: 'At least 1 round required' })
        .int('At least 1 round required')
        .min(COURSE_ROUNDS_MIN, 'At least 1 round required')
        .max(COURSE_ROUNDS_MAX, 'Maximum 10 rounds per course'),
    ),
    /** optional tee figures; absent ones are the neutral course (par 72, rating = par, slope 113) */
    ...courseRatingsShape,
  })
  .superRefine(refineRatings);

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

const leagueName = z
  .string({ error: 'League name is required' })
  .trim()
  .min(1, 'League name is required')
  .max(LEAGUE_NAME_MAX, 'League name is too long');
const maxPlayers = z.preprocess(
  toNumber,
  z
    .number({ error: 'At least 2 players required' })
    .int('At least 2 players required')
    .min(PLAYERS_MIN, 'At least 2 players required')
    .max(PLAYERS_MAX, 'Maximum 50 players')
    .optional(),
);
const endDate = z.preprocess(
  (value) => (value === '' ? null : value),
  isoDate('End date must be today or in the future')
    .refine((value) => value >= todayIso(), 'End date must be today or in the future')
    .nullish(),
);
const courses = z.array(courseSchema, { error: 'At least one course is required' }).min(1, 'At least one course is required');

export const FORMAT_INVALID = 'Choose one of the standings formats';
export const BEST_ROUNDS_INVALID = 'Best rounds must be a whole number from 1 to 10';
export const WINDOW_WEEKS_INVALID = 'A play window lasts 1, 2 or 4 weeks';
export const POINTS_TABLE_INVALID = 'Points per place must be whole numbers from 0 to 100 (1 to 50 places)';
export const PARTICIPATION_INVALID = 'Participation points must be a whole number from 0 to 5';

const leagueFormat = z.enum(LEAGUE_FORMATS, { error: FORMAT_INVALID });

/** A format's options; what is left out takes its default (league-formats/options.ts). */
export const formatOptionsSchema = z
  .object({
    bestRounds: z.number({ error: BEST_ROUNDS_INVALID }).int(BEST_ROUNDS_INVALID).min(1, BEST_ROUNDS_INVALID).max(10, BEST_ROUNDS_INVALID),
    windowWeeks: z
      .number({ error: WINDOW_WEEKS_INVALID })
      .refine((value): value is (typeof WINDOW_WEEKS)[number] => (WINDOW_WEEKS as readonly number[]).includes(value), WINDOW_WEEKS_INVALID),
    pointsTable: z
      .array(
        z.number({ error: POINTS_TABLE_INVALID }).int(POINTS_TABLE_INVALID).min(0, POINTS_TABLE_INVALID).max(100, POINTS_TABLE_INVALID),
        {
          error: POINTS_TABLE_INVALID,
        },
      )
      .min(1, POINTS_TABLE_INVALID)
      .max(50, POINTS_TABLE_INVALID),
    participationPoints: z
      .number({ error: PARTICIPATION_INVALID })
      .int(PARTICIPATION_INVALID)
      .min(0, PARTICIPATION_INVALID)
      .max(5, PARTICIPATION_INVALID),
    confirmedOnly: z.boolean({ error: 'confirmedOnly must be true or false' }),
  })
  .partial();

export const createLeagueSchema = z
  .object({
    name: leagueName,
    description: optionalText(1000),
    type: z.enum(LEAGUE_TYPES).default('casual'),
    privacy: z.enum(LEAGUE_PRIVACIES).default('public'),
    maxPlayers,
    endDate,
    courses,
    invitedMembers: z.array(inviteeSchema).max(INVITEES_MAX, INVITEES_TOO_MANY).default([]),
    format: leagueFormat.default('total-to-par'),
    formatOptions: formatOptionsSchema.nullish().transform((value) => value ?? {}),
    /** points windows start here; default the day the league is created; may lie in the past */
    startDate: z.preprocess((value) => (value === '' ? null : value), isoDate('Start date must be a valid date (yyyy-MM-dd)').nullish()),
    /** weekly skins (docs/side-games.md); absent or null: none */
    skins: skinsSettingsSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    if (!formatTraits(value.format).holeByHole) return;
    for (const issue of stablefordCourseIssues(value.courses)) ctx.addIssue({ code: 'custom', ...issue });
  });

/** PATCH /api/leagues/{id}: what an organizer may change, each field optional; the same
 * messages as creation. */
export const editLeagueSchema = z
  .object({
    name: leagueName,
    description: optionalText(1000),
    maxPlayers: z.preprocess(
      toNumber,
      z
        .number({ error: 'At least 2 players required' })
        .int('At least 2 players required')
        .min(PLAYERS_MIN, 'At least 2 players required')
        .max(PLAYERS_MAX, 'Maximum 50 players'),
    ),
    endDate,
    courses,
    format: leagueFormat,
    formatOptions: formatOptionsSchema,
    /** settings turn skins on or change them; null turns them off */
    skins: skinsSettingsSchema.nullable(),
  })
  .partial();
export type EditLeagueData = z.output<typeof editLeagueSchema>;
/** An edit's maximum players never goes below the league's members (checked with the league). */
export const maxPlayersBelowMembers = (members: number) => `Maximum players cannot be below the ${members} current members`;

/** Invitations after creation (organizers). */
export const inviteMembersSchema = z.object({
  invitedMembers: z
    .array(inviteeSchema, { error: 'Add at least one person to invite' })
    .min(1, 'Add at least one person to invite')
    .max(INVITEES_MAX, INVITEES_TOO_MANY),
});

/** The creator makes a member an organizer or takes it back. */
export const adminChangeSchema = z.object({ isAdmin: z.boolean({ error: 'isAdmin must be true or false' }) });
export type CreateLeagueInput = z.input<typeof createLeagueSchema>;
export type CreateLeagueData = z.output<typeof createLeagueSchema>;

/** GET .../leaderboard: `?week=` (any day of it) asks for that week's table, the league's rounds
 * played Monday to Sunday ranked by its format; without it, the season's. */
export const leaderboardQuery = z.object({
  week: isoDate('Week must be a date (yyyy-MM-dd)').optional(),
});
