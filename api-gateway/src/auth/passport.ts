import passport, { type PassportStatic } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Dispatcher } from 'undici';
import { ApiError, serviceFetch } from '@fairway/kit';
import { INVALID_CREDENTIALS, type User as PublicUser } from '@fairway/contracts';
import { serviceUnavailable } from '../service-error';

export interface SessionUser {
  id: string;
  /** Present right after login/register (the auth service's answer); absent when restored from the session. */
  profile?: PublicUser;
}

declare global {
  namespace Express {
    // passport's req.user
    interface User extends SessionUser {}
  }
}

/** passport with one local strategy that asks the auth service to check the credentials.
 * The session stores only the user id; the auth service stays the owner of user data. */
export function createPassport(options: { authServiceUrl: string; internalSecret: string; upstream?: Dispatcher }): PassportStatic {
  const instance = new passport.Passport();
  instance.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password', passReqToCallback: true }, (req, email, password, done) => {
      serviceFetch(options.authServiceUrl, '/internal/auth/verify', {
        service: 'auth',
        body: { email, password },
        requestId: req.requestId,
        secret: options.internalSecret,
        dispatcher: options.upstream,
      })
        .then(async (res) => {
          if (res.status === 200) {
            const profile = (await res.json()) as PublicUser;
            return done(null, { id: profile.id, profile });
          }
          const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
          if (res.status === 401) return done(null, false, { message: body.message ?? INVALID_CREDENTIALS });
          if (res.status < 500) return done(new ApiError(res.status, body.message ?? 'Login failed', body.errors));
          // The auth service is up but its database is not: pass its 503 message on.
          if (res.status === 503 && body.message) return done(new ApiError(503, body.message));
          return done(serviceUnavailable('auth'));
        })
        .catch(() => done(serviceUnavailable('auth')));
    }),
  );
  instance.serializeUser((user, done) => done(null, user.id));
  instance.deserializeUser((id: string, done) => done(null, { id }));
  return instance as unknown as PassportStatic;
}
