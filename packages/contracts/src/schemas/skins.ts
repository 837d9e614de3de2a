// Side games' inputs (docs/side-games.md): a league's skins settings and the organizers' contest
// results, checked the same way in the form and in the leagues service.
import { z } from './zod';
import { DEFAULT_SKINS_CURRENCY, SKINS_MODES } from '../skins';
import { isoDate, optionalText } from './common';

export const SKINS_MODE_INVALID = 'Skins are played gross or net';
export const SKINS_ALLOWANCE_INVALID = 'Allowance must be a whole percent from 1 to 100';
export const SKINS_CARRYOVER_INVALID = 'Carryover must be true or false';
export const SKINS_BUY_IN_INVALID = 'Buy-in must be an amount from 0 to 10000 with at most two decimals';
export const SKINS_CURRENCY_INVALID = 'Currency must be a symbol of 1 to 3 characters, such as $';
export const SKINS_BUY_IN_MAX = 10_000;

/** Whole cents: 12.5 and 12.50 pass, 12.505 does not (binary floats checked to a tolerance). */
const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** `skins` on create and edit: an object turns skins on, null turns them off. */
export const skinsSettingsSchema = z.strictObject(
  {
    mode: z.enum(SKINS_MODES, { error: SKINS_MODE_INVALID }),
    allowance: z
      .number({ error: SKINS_ALLOWANCE_INVALID })
      .int(SKINS_ALLOWANCE_INVALID)
      .min(1, SKINS_ALLOWANCE_INVALID)
      .max(100, SKINS_ALLOWANCE_INVALID)
      .default(100),
    carryover: z.boolean({ error: SKINS_CARRYOVER_INVALID }),
    buyIn: z
      .number({ error: SKINS_BUY_IN_INVALID })
      .min(0, SKINS_BUY_IN_INVALID)
      .max(SKINS_BUY_IN_MAX, SKINS_BUY_IN_INVALID)
      .refine(hasCents, SKINS_BUY_IN_INVALID),
    currency: z
      .string({ error: SKINS_CURRENCY_INVALID })
      .trim()
      .regex(/^[^\s\d]{1,3}$/u, SKINS_CURRENCY_INVALID)
      .default(DEFAULT_SKINS_CURRENCY),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown skins setting: ${issue.keys.join(', ')}` : 'Skins must be settings or null',
  },
);
export type SkinsSettingsInput = z.input<typeof skinsSettingsSchema>;

/** GET .../skins and .../contests: any day of the week. */
export const sideGamesWeekQuery = z.object({
  week: isoDate('Week must be a date (yyyy-MM-dd)').optional(),
});

export const CONTEST_KINDS = ['closest-to-the-pin', 'longest-drive'] as const;
export type ContestKind = (typeof CONTEST_KINDS)[number];
/** Closest to the pin is measured in feet or metres, a drive in yards or metres. */
export type ContestUnit = 'ft' | 'yd' | 'm';
export const CONTEST_UNITS: Record<ContestKind, readonly ContestUnit[]> = {
  'closest-to-the-pin': ['ft', 'm'],
  'longest-drive': ['yd', 'm'],
};
export const CONTEST_LABELS: Record<ContestKind, string> = {
  'closest-to-the-pin': 'Closest to the pin',
  'longest-drive': 'Longest drive',
};
export const CONTEST_KIND_INVALID = 'Choose closest to the pin or longest drive';
export const CONTEST_HOLE_INVALID = 'Hole must be a whole number from 1 to 18';
export const CONTEST_WINNER_INVALID = 'Choose the winner';
export const CONTEST_DISTANCE_INVALID = 'Distance must be a number above 0 and at most 1000';
export const contestUnitInvalid = (kind: ContestKind) =>
  kind === 'closest-to-the-pin'
    ? 'Closest to the pin is measured in feet (ft) or metres (m)'
    : 'A drive is measured in yards (yd) or metres (m)';

const toNumber = (value: unknown) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value);

export const contestSchema = z
  .object({
    week: isoDate('Week must be a date (yyyy-MM-dd)'),
    kind: z.enum(CONTEST_KINDS, { error: CONTEST_KIND_INVALID }),
    hole: z.preprocess(
      toNumber,
      z.number({ error: CONTEST_HOLE_INVALID }).int(CONTEST_HOLE_INVALID).min(1, CONTEST_HOLE_INVALID).max(18, CONTEST_HOLE_INVALID),
    ),
    winner: z.string({ error: CONTEST_WINNER_INVALID }).trim().min(1, CONTEST_WINNER_INVALID).max(64, CONTEST_WINNER_INVALID),
    distance: z.preprocess(
      toNumber,
      z.number({ error: CONTEST_DISTANCE_INVALID }).positive(CONTEST_DISTANCE_INVALID).max(1000, CONTEST_DISTANCE_INVALID),
    ),
    unit: z.enum(['ft', 'yd', 'm'], { error: 'Unit must be ft, yd or m' }),
    course: optionalText(120),
    prize: optionalText(100),
  })
  .superRefine((value, ctx) => {
    if (!CONTEST_UNITS[value.kind].includes(value.unit))
      ctx.addIssue({ code: 'custom', path: ['unit'], message: contestUnitInvalid(value.kind) });
  });
export type ContestInput = z.input<typeof contestSchema>;
export type ContestData = z.output<typeof contestSchema>;
