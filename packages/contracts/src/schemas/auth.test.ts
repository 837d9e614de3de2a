import type { z } from 'zod';
import { changePasswordSchema, forgotPasswordSchema, loginSchema, profileSchema, registerSchema, resetPasswordSchema } from './auth';

/** field -> first message, as the forms and the services' validate() show them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

describe('login (spec 5)', () => {
  it('names a bad email and a short password', () => {
    expect(messages(loginSchema, { email: 'nope', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });
  it('gives the same messages when the fields are missing or of the wrong type', () => {
    expect(messages(loginSchema, {})).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(messages(loginSchema, { email: 42, password: ['x'] })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });
  it('accepts a valid pair and trims the email', () => {
    expect(loginSchema.parse({ email: ' a@b.co ', password: 'secret' })).toEqual({ email: 'a@b.co', password: 'secret' });
  });
});

describe('register (spec 5)', () => {
  it('requires first and last name', () => {
    expect(messages(registerSchema, { email: 'a@b.co', password: 'secret', firstName: ' ', lastName: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect(messages(registerSchema, { email: 'a@b.co', password: 'secret' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });
  it('refuses oversize fields with a message instead of letting them reach the database', () => {
    const long = 'x'.repeat(300);
    expect(messages(registerSchema, { email: `${long}@b.co`, password: long, firstName: long, lastName: long })).toEqual({
      email: 'Email address is too long',
      password: 'Password must be at most 128 characters',
      firstName: 'First name is too long',
      lastName: 'Last name is too long',
    });
  });
});

describe('profile edit (spec 5)', () => {
  const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };
  it('uses the profile messages', () => {
    expect(messages(profileSchema, { firstName: '', lastName: '', email: 'x' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
    });
  });
  it('takes a handicap from -10 to 54 in steps of 0.1, as number or string, or none', () => {
    expect(profileSchema.parse({ ...valid, handicap: '12.4' }).handicap).toBe(12.4);
    expect(profileSchema.parse({ ...valid, handicap: -10 }).handicap).toBe(-10);
    expect(profileSchema.parse({ ...valid, handicap: 54 }).handicap).toBe(54);
    expect(profileSchema.parse({ ...valid, handicap: '' }).handicap).toBeUndefined();
    expect(profileSchema.parse({ ...valid, handicap: '  ' }).handicap).toBeUndefined();
    expect(profileSchema.parse({ ...valid, handicap: null }).handicap).toBeUndefined();
    expect(messages(profileSchema, { ...valid, handicap: -10.1 })).toEqual({ handicap: 'A plus handicap can be at most +10' });
    expect(messages(profileSchema, { ...valid, handicap: 54.1 })).toEqual({ handicap: 'Handicap must be at most 54' });
    expect(messages(profileSchema, { ...valid, handicap: 12.45 })).toEqual({ handicap: 'Handicap must be in steps of 0.1' });
    expect(messages(profileSchema, { ...valid, handicap: 'abc' })).toEqual({ handicap: 'Handicap must be a number' });
    expect(messages(profileSchema, { ...valid, handicap: true })).toEqual({ handicap: 'Handicap must be a number' });
  });
});

describe('plus handicaps', () => {
  const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };
  it.each([
    ['+2.1', -2.1],
    [' +2.1 ', -2.1],
    ['+0.4', -0.4],
    ['+10', -10],
    ['-2.1', -2.1],
    ['2,1', 2.1],
    ['+.5', -0.5],
    ['12.', 12],
  ])('%p is stored as %p', (typed, stored) => {
    expect(profileSchema.parse({ ...valid, handicap: typed }).handicap).toBe(stored);
  });
  it.each(['+', '++2', '+-2', '2.1.1', '1e1', '+ 2'])('%p is not a handicap', (typed) => {
    expect(messages(profileSchema, { ...valid, handicap: typed })).toEqual({ handicap: 'Handicap must be a number' });
  });
  it('a plus handicap beyond +10 is refused in golfers words', () => {
    expect(messages(profileSchema, { ...valid, handicap: '+10.1' })).toEqual({ handicap: 'A plus handicap can be at most +10' });
  });
});

describe('change password (spec 5)', () => {
  it('names every missing field', () => {
    expect(messages(changePasswordSchema, {})).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be at least 6 characters',
      confirmPassword: 'Please confirm your new password',
    });
  });
  it("shows 'Passwords don't match' on confirmPassword", () => {
    expect(messages(changePasswordSchema, { currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'other' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
});

describe('forgot password (spec 5)', () => {
  it('needs a valid email', () => {
    expect(messages(forgotPasswordSchema, { email: 'x@' })).toEqual({ email: 'Please enter a valid email address' });
    expect(forgotPasswordSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
  });
});

describe('reset password (spec 5)', () => {
  it('names every missing field', () => {
    expect(messages(resetPasswordSchema, {})).toEqual({
      token: 'Reset token is required',
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
    });
  });
  it("shows 'Passwords don't match' on confirmPassword", () => {
    expect(messages(resetPasswordSchema, { token: 't', newPassword: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
});
