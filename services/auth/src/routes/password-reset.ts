// Forgot / reset password: anonymous endpoints, rate-limited at the gateway.
import { Router } from 'express';
import { forgotPasswordSchema, resetPasswordSchema } from '@fairway/contracts';
import { PASSWORD_RESET_USER_HEADER, validate, type MailOutbox } from '@fairway/kit';
import type { Database } from '@fairway/data';
import { requestPasswordReset, resetPassword } from '../domain/password-reset';

export const RESET_LINK_SENT = 'If an account with that email exists, a password reset link has been sent.';

export interface PasswordResetDeps {
  db: Database;
  /** The shell's public origin; reset links point at its /reset-password page. */
  publicUrl: string;
  outbox: MailOutbox;
}

export function passwordResetRoutes({ db, publicUrl, outbox }: PasswordResetDeps): Router {
  const router = Router();

  router.post('/api/auth/forgot-password', validate({ body: forgotPasswordSchema }), async (req, res) => {
    // Only queued here (the outbox sends it), so a known address costs no SMTP round trip and
    // does not take visibly longer than an unknown one.
    await requestPasswordReset(db, req.body, publicUrl, outbox);
    res.json({ message: RESET_LINK_SENT });
  });

  router.post('/api/auth/reset-password', validate({ body: resetPasswordSchema }), async (req, res) => {
    const userId = await resetPassword(db, req.body);
    // For the gateway only: it ends the account's sessions (whoever held them may be the reason
    // for the reset) and does not pass this header on.
    res.set(PASSWORD_RESET_USER_HEADER, userId);
    res.json({ message: 'Password reset successful' });
  });

  return router;
}
