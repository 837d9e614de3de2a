// The two calls the gateway's session layer makes: credential check at login, current user.
import { Router } from 'express';
import { loginSchema, INVALID_CREDENTIALS } from '@fairway/contracts';
import { checkPassword, type Database } from '@fairway/data';
import { requireUser, unauthorized, validate } from '@fairway/kit';
import { findPublicUserFields, findUserByEmail } from '../data/users';
import { normalizeEmail } from '../domain/email';
import { toPublicUser } from '../domain/public-user';

// Compared against when the email is unknown, so both failures take one bcrypt's time.
const DUMMY_HASH = '$2b$10$mHe.xBwP3BfGrMIkWHhQveN5ApAyrjoBmTftIFXqaImP763vw.7rO';

export function sessionRoutes(db: Database): Router {
  const router = Router();

  /** Gateway only (its passport-local strategy): email + password -> the public user, or 401. */
  router.post('/internal/auth/verify', validate({ body: loginSchema }), async (req, res) => {
    const user = await findUserByEmail(db, normalizeEmail(req.body.email));
    const ok = await checkPassword(req.body.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS);
    res.json(toPublicUser(user));
  });

  /** The signed-in user; 401 when anonymous or when the session's user no longer exists. */
  router.get('/api/auth/user', requireUser, async (req, res) => {
    const user = await findPublicUserFields(db, req.userId!);
    if (!user) throw unauthorized();
    res.json(toPublicUser(user));
  });

  return router;
}
