// Tee groups API input (docs/tee-groups.md).
import { z } from './zod';
import { TIME_SLOT_IDS } from '../time-slots';
import { isoDate } from './common';

const WEEK_MESSAGE = 'week must be a date (yyyy-MM-dd)';

/** POST .../tee-groups/suggest { week } and ?week= of GET/PUT: any day of the week. */
export const teeGroupWeekSchema = z.object({ week: isoDate(WEEK_MESSAGE) });

export const teeGroupsSchema = z.object({
  groups: z
    .array(
      z.object({
        date: isoDate('Each group needs a date (yyyy-MM-dd)'),
        slot: z.enum(TIME_SLOT_IDS, { error: 'Each group needs a time slot: early-morning, morning, afternoon or evening' }),
        members: z.array(z.string().min(1).max(64), 'members must be a list of user ids').max(50, 'A group must have 2 to 4 golfers'),
      }),
      'groups must be a list of groups',
    )
    .max(200, 'At most 200 groups in a week'),
});
export type TeeGroupsInput = z.output<typeof teeGroupsSchema>;

export const teeGroupAnswerSchema = z.object({ accept: z.boolean('accept must be true or false') });

/** GET /api/tee-groups/mine?from=&to= (both required, inclusive). */
export const myTeeGroupsQuery = z
  .object({ from: isoDate('from must be a date (yyyy-MM-dd)'), to: isoDate('to must be a date (yyyy-MM-dd)') })
  .refine((range) => range.from <= range.to, { message: 'from must be on or before to', path: ['to'] });
