import { z } from 'zod';
import { zodValidate } from './zod-validate';

const schema = z.object({
  name: z.string().min(1, 'League name is required').max(100, 'League name is too long'),
  courses: z
    .array(
      z.object({
        name: z.string().min(1, 'Course name is required'),
        rounds: z.number().min(1, 'At least 1 round required').max(10, 'Maximum 10 rounds per course'),
      }),
    )
    .min(1, 'At least one course is required'),
});

describe('zodValidate', () => {
  const validate = zodValidate(schema);

  it('returns no errors for valid values', () => {
    expect(validate({ name: 'Sunday Swingers', courses: [{ name: 'Pebble', rounds: 2 }] })).toEqual({});
  });

  it('maps issues to fields, nested for arrays, with the schema messages', () => {
    expect(
      validate({
        name: '',
        courses: [
          { name: 'Pebble', rounds: 2 },
          { name: '', rounds: 11 },
        ],
      }),
    ).toEqual({
      name: 'League name is required',
      courses: [undefined, { name: 'Course name is required', rounds: 'Maximum 10 rounds per course' }],
    });
  });

  it('puts an array-level message on the array field', () => {
    expect(validate({ name: 'A', courses: [] })).toEqual({ courses: 'At least one course is required' });
  });

  it('keeps the first message when a field fails several checks', () => {
    const strict = zodValidate(z.object({ email: z.string().min(1, 'Email is required').email('Please enter a valid email address') }));
    expect(strict({ email: '' })).toEqual({ email: 'Email is required' });
  });
});
