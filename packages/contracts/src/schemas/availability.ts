// Availability input.
import { z } from './zod';
import { TIME_SLOT_IDS } from '../time-slots';
import { isoDate, optionalText } from './common';
import { idempotencyKeySchema } from './round';

export const availabilitySchema = z.object({
  date: isoDate('Please select a valid date'),
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
