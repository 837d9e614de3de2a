// Account endpoints behind the gateway (which owns login, logout and the session itself).
import { Router, type Response } from 'express';
import { changePasswordSchema, profileSchema, registerSchema } from '@fairway/contracts';
import { CURRENT_PASSWORD_REFUSED_HEADER, EMAIL_CHANGED_USER_HEADER, requireUser, validate, type MailOutbox } from '@fairway/kit';
import type { Database } from '@fairway/data';
import { changePassword, isWrongCurrentPassword, registerUser, updateProfile } from '../domain/accounts';
import { toPublicUser } from '../domain/public-user';

/** Runs a call that may check the current password; a wrong one is flagged for the gateway,
 * which counts it as a guess (per account and per IP) and does not pass the header on. */
async function flaggingWrongPassword<T>(res: Response, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isWrongCurrentPassword(error)) res.set(CURRENT_PASSWORD_REFUSED_HEADER, '1');
    throw error;
  }
}

export function accountRoutes(db: Database, deps: { outbox: MailOutbox }): Router {
  const router = Router();

  router.post('/api/auth/register', validate({ body: registerSchema }), async (req, res) => {
    const user = await registerUser(db, req.body);
    res.status(201).json(toPublicUser(user));
  });

  router.patch('/api/auth/profile', requireUser, validate({ body: profileSchema }), async (req, res) => {
    const { user, emailChanged } = await flaggingWrongPassword(res, () => updateProfile(db, req.userId!, req.body, deps.outbox));
    // For the gateway only: it ends the account's other sessions and does not pass this on.
    if (emailChanged) res.set(EMAIL_CHANGED_USER_HEADER, user.id);
    res.json(toPublicUser(user));
  });

  router.post('/api/auth/change-password', requireUser, validate({ body: changePasswordSchema }), async (req, res) => {
    await flaggingWrongPassword(res, () => changePassword(db, req.userId!, req.body));
    res.json({ message: 'Password changed successfully' });
  });

  return router;
}
