// Availability input.
import { z } from './zod';
import { todayIso } from '../calendar-days';
import { TIME_SLOT_IDS } from '../time-slots';
import { isoDate, optionalText } from './common';
import { idempotencyKeySchema } from './round';

export const AVAILABILITY_PAST_DAY = 'Availability can only be added for today or a later day';

/** Whether a day can take availability: today or later, today being the caller's calendar day
 * (the server's on the service, as for a league's end date). */
export function isBookableDay(day: string, today: string = todayIso()): boolean {
  return day >= today;
}

export const availabilitySchema = z.object({
  // A day that is not a real date gets only the date message (`when`): the past-day check needs one.
  date: isoDate('Please select a valid date').refine((day) => isBookableDay(day), {
    message: AVAILABILITY_PAST_DAY,
    when: (payload) => payload.issues.length === 0,
  }),
  timeSlot: z.enum(TIME_SLOT_IDS, { error: 'Please select a time slot' }),
  preferredCourse: optionalText(120),
  notes: optionalText(500),
  /** A submission sent again (its answer was lost) answers the entry the first one stored. */
  idempotencyKey: idempotencyKeySchema,
});
export type AvailabilityInput = z.input<typeof availabilitySchema>;
export type AvailabilityData = z.output<typeof availabilitySchema>;

/** Week range query: ?from=yyyy-MM-dd&to=yyyy-MM-dd (both optional, inclusive). */
export const availabilityRangeSchema = z
  .object({
    from: isoDate('from must be a date (yyyy-MM-dd)').optional(),
    to: isoDate('to must be a date (yyyy-MM-dd)').optional(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: 'from must be on or before to',
    path: ['to'],
  });
