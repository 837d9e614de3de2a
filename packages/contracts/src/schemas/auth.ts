// Account forms and calls (Login, Register, Profile edit, Change password,
// Forgot password, Reset password).
import { z } from './zod';
import { HANDICAP_MAX, HANDICAP_MIN, PASSWORD_MIN } from '../constants';

// Upper bounds keep oversize input a 400 with a message instead of a database error (the
// users.email column is 255 wide) or a slow hash of a megabyte password.
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

const emailWith = (message: string) => z.string({ error: message }).trim().max(EMAIL_MAX, 'Email address is too long').email(message);
const email = emailWith('Please enter a valid email address');
const passwordWith = (message: string) =>
  z.string({ error: message }).min(PASSWORD_MIN, message).max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
const password = passwordWith('Password must be at least 6 characters');
const firstName = z
  .string({ error: 'First name is required' })
  .trim()
  .min(1, 'First name is required')
  .max(NAME_MAX, 'First name is too long');
const lastName = z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(NAME_MAX, 'Last name is too long');

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password,
  firstName,
  lastName,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * A handicap as a golfer types it: "12.4", "12,4" (a phone's decimal key in many countries), or a
 * plus handicap "+2.1", which is stored negative (-2.1). NaN for anything else.
 */
export function parseHandicapInput(text: string): number {
  const written = text.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(written)) return NaN;
  return written.startsWith('+') ? -Number(written.slice(1)) : Number(written);
}

/** What the handicap fields say about their range, in golfers' words. */
export const HANDICAP_HINT = `0 to ${HANDICAP_MAX}; better than scratch? A plus handicap, e.g. +2.1 (up to +${-HANDICAP_MIN})`;

/** Handicap -10..54 in steps of 0.1 (a plus handicap negative); '' / null / undefined leave it unset. */
const handicap = z.preprocess(
  (value) =>
    value === null || (typeof value === 'string' && value.trim() === '')
      ? undefined
      : typeof value === 'string'
        ? parseHandicapInput(value)
        : value,
  z
    .number({ error: 'Handicap must be a number' })
    .min(HANDICAP_MIN, `A plus handicap can be at most +${-HANDICAP_MIN}`)
    .max(HANDICAP_MAX, `Handicap must be at most ${HANDICAP_MAX}`)
    .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-9, 'Handicap must be in steps of 0.1')
    .optional(),
);

export const profileSchema = z.object({
  firstName,
  lastName,
  email: emailWith('Invalid email address'),
  handicap,
  /** Required by the server when the email changes (the form asks for it then). */
  currentPassword: z.string().max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`).optional(),
});
/** The server's answer to an email change without the current password. */
export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Enter your current password to change your email';
export type ProfileInput = z.infer<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    newPassword: passwordWith('New password must be at least 6 characters'),
    confirmPassword: z
      .string({ error: 'Please confirm your new password' })
      .min(1, 'Please confirm your new password')
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const resetToken = z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(256, 'Reset token is invalid');

/** Asking whether a reset link can still be used, before its form is filled in. */
export const resetTokenSchema = z.object({ token: resetToken });
export type ResetTokenInput = z.infer<typeof resetTokenSchema>;

export const resetPasswordSchema = z
  .object({
    token: resetToken,
    newPassword: password,
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password')
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
