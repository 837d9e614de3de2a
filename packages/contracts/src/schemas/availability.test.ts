import { availabilityRangeSchema, availabilitySchema } from './availability';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('availability input', () => {
  it("requires one of the four slot ids: 'Please select a time slot'", () => {
    for (const timeSlot of [undefined, '', 'noon', 'Morning']) {
      expect(messages(availabilitySchema.safeParse({ date: '2026-03-02', timeSlot }))).toEqual(['Please select a time slot']);
    }
    for (const timeSlot of ['early-morning', 'morning', 'afternoon', 'evening']) {
      expect(availabilitySchema.safeParse({ date: '2026-03-02', timeSlot }).success).toBe(true);
    }
  });

  it('requires a real yyyy-MM-dd day and turns blank course/notes into null', () => {
    expect(messages(availabilitySchema.safeParse({ date: '2026-02-29', timeSlot: 'morning' }))).toEqual(['Please select a valid date']);
    expect(availabilitySchema.parse({ date: '2028-02-29', timeSlot: 'morning', preferredCourse: ' ', notes: '' })).toEqual({
      date: '2028-02-29',
      timeSlot: 'morning',
      preferredCourse: null,
      notes: null,
    });
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
