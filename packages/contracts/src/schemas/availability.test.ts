import { addDays, todayIso } from '../calendar-days';
import { AVAILABILITY_PAST_DAY, availabilityRangeSchema, availabilitySchema, isBookableDay } from './availability';

// Availability takes today or a later day only: every day here is counted from the clock.
const today = todayIso();
const nextWeek = addDays(today, 7);

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('availability input', () => {
  it("requires one of the four slot ids: 'Please select a time slot'", () => {
    for (const timeSlot of [undefined, '', 'noon', 'Morning']) {
      expect(messages(availabilitySchema.safeParse({ date: nextWeek, timeSlot }))).toEqual(['Please select a time slot']);
    }
    for (const timeSlot of ['early-morning', 'morning', 'afternoon', 'evening']) {
      expect(availabilitySchema.safeParse({ date: nextWeek, timeSlot }).success).toBe(true);
    }
  });

  it('requires a real yyyy-MM-dd day and turns blank course/notes into null', () => {
    expect(messages(availabilitySchema.safeParse({ date: '2026-02-29', timeSlot: 'morning' }))).toEqual(['Please select a valid date']);
    expect(messages(availabilitySchema.safeParse({ date: '3000-02-29', timeSlot: 'morning' }))).toEqual(['Please select a valid date']);
    expect(availabilitySchema.parse({ date: '3000-02-28', timeSlot: 'morning', preferredCourse: ' ', notes: '' })).toEqual({
      date: '3000-02-28',
      timeSlot: 'morning',
      preferredCourse: null,
      notes: null,
    });
  });

  it('refuses a day before today with one clear message, and takes today', () => {
    expect(messages(availabilitySchema.safeParse({ date: addDays(today, -1), timeSlot: 'morning' }))).toEqual([AVAILABILITY_PAST_DAY]);
    expect(messages(availabilitySchema.safeParse({ date: '2020-01-01', timeSlot: 'morning' }))).toEqual([AVAILABILITY_PAST_DAY]);
    expect(availabilitySchema.safeParse({ date: today, timeSlot: 'morning' }).success).toBe(true);
    expect([
      isBookableDay('2026-03-01', '2026-03-02'),
      isBookableDay('2026-03-02', '2026-03-02'),
      isBookableDay('2026-03-03', '2026-03-02'),
    ]).toEqual([false, true, true]);
  });
});

describe('availability range query', () => {
  it('takes an optional inclusive from/to, in order', () => {
    expect(availabilityRangeSchema.parse({})).toEqual({});
    expect(availabilityRangeSchema.parse({ from: '2026-03-02', to: '2026-03-08' })).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(availabilityRangeSchema.parse({ from: '2026-03-02', to: '2026-03-02' })).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(messages(availabilityRangeSchema.safeParse({ from: '2026-03-08', to: '2026-03-02' }))).toEqual(['from must be on or before to']);
    expect(messages(availabilityRangeSchema.safeParse({ to: 'soon' }))[0]).toBe('to must be a date (yyyy-MM-dd)');
  });
});
