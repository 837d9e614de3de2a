// Forgot / reset password: anonymous endpoints, rate-limited at the gateway.
import { randomInt } from 'node:crypto';
import { Router } from 'express';
import { forgotPasswordSchema, resetPasswordSchema, resetTokenSchema, type ForgotPasswordInput } from '@fairway/contracts';
import { PASSWORD_RESET_USER_HEADER, validate, type MailOutbox } from '@fairway/kit';
import type { Database } from '@fairway/data';
import { checkResetToken, requestPasswordReset, resetPassword } from '../domain/password-reset';

export const RESET_LINK_SENT = 'If an account with that email exists, a password reset link has been sent.';
/** The lookup, token and mail of a reset request run within this long after the answer. */
const RESET_WORK_MAX_DELAY_MS = 1_000;

export interface PasswordResetDeps {
  db: Database;
  /** The shell's public origin; reset links point at its /reset-password page. */
  publicUrl: string;
  outbox: MailOutbox;
  /** Milliseconds between the answer and the reset's work (default: random, 0-1 s). */
  workDelayMs?: () => number;
}

export function passwordResetRoutes({
  db,
  publicUrl,
  outbox,
  workDelayMs = () => randomInt(RESET_WORK_MAX_DELAY_MS),
}: PasswordResetDeps): Router {
  const router = Router();

  router.post('/api/auth/forgot-password', validate({ body: forgotPasswordSchema }), (req, res) => {
    // The answer leaves before the address is even looked up: whether it has an account (a token
    // stored and a mail queued in the outbox, or nothing) must not show in the time it takes.
    // The work starts a random moment later, so it does not slow the caller's next request
    // either (the gateway allows 10 tries per address per 15 minutes: too few to average that
    // out). A crash in between loses the request; the user asks again.
    const input = req.body as ForgotPasswordInput;
    res.once('finish', () => {
      setTimeout(() => {
        requestPasswordReset(db, input, publicUrl, outbox).catch((error: unknown) => {
          req.log?.error({ err: error, requestId: req.requestId }, 'password reset request not stored');
        });
      }, workDelayMs()).unref();
    });
    res.json({ message: RESET_LINK_SENT });
  });

  /** 200 while the link can still set a password; the reset's refusal otherwise. */
  router.post('/api/auth/reset-password/check', validate({ body: resetTokenSchema }), async (req, res) => {
    await checkResetToken(db, (req.body as { token: string }).token);
    res.json({ valid: true });
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
