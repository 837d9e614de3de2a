// Account forms and calls (spec section 5: Login, Register, Profile edit, Change password,
// Forgot password, Reset password).
import { z } from 'zod';
import { HANDICAP_MAX, HANDICAP_MIN, PASSWORD_MIN } from '../constants';

const email = z.string({ error: 'Please enter a valid email address' }).trim().email('Please enter a valid email address');
const password = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(PASSWORD_MIN, 'Password must be at least 6 characters');

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password,
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Handicap -10..54 in steps of 0.1; '' / null / undefined leave it unset. */
const handicap = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: 'Handicap must be a number' })
    .min(HANDICAP_MIN, `Handicap must be at least ${HANDICAP_MIN}`)
    .max(HANDICAP_MAX, `Handicap must be at most ${HANDICAP_MAX}`)
    .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-9, 'Handicap must be in steps of 0.1')
    .optional(),
);

export const profileSchema = z.object({
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
  email: z.string({ error: 'Invalid email address' }).trim().email('Invalid email address'),
  handicap,
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
    newPassword: z
      .string({ error: 'New password must be at least 6 characters' })
      .min(PASSWORD_MIN, 'New password must be at least 6 characters'),
    confirmPassword: z
      .string({ error: 'Please confirm your new password' })
      .min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required'),
    newPassword: z
      .string({ error: 'Password must be at least 6 characters' })
      .min(PASSWORD_MIN, 'Password must be at least 6 characters'),
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
