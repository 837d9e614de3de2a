// The session side of authentication, owned by the gateway: login, logout, current user and
// logging a new account in. Everything else under /api/auth is proxied to the auth service.
import express, { Router, type Request, type RequestHandler } from 'express';
import type { PassportStatic } from 'passport';
import type { Dispatcher } from 'undici';
import { loginSchema, type User as PublicUser, INVALID_CREDENTIALS } from '@fairway/contracts';
import { ApiError, jsonBody, serviceFetch, unauthorized, validate } from '@fairway/kit';
import type { SessionBackend } from '../session/sessions';
import { serviceUnavailable } from '../service-error';
import { readJson, relay } from '../relay';
import type { SessionUser } from './passport';

export interface SessionRouteDeps {
  passport: PassportStatic;
  sessions: SessionBackend;
  authServiceUrl: string;
  internalSecret: string;
  /** Where calls to the auth service go (default: HTTP to authServiceUrl). */
  upstream?: Dispatcher;
  jsonLimit: string;
  cookieName: string;
  cookieOptions: express.CookieOptions;
  /** Extra middleware run before login / register (the auth team's rate limiters). */
  loginGuards?: RequestHandler[];
  registerGuards?: RequestHandler[];
}

/** passport's req.login (which regenerates the session id) as a promise. */
export function logIn(req: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => (req.session ? req.session.destroy((error) => (error ? reject(error) : resolve())) : resolve()));
}

export function sessionRoutes(deps: SessionRouteDeps): Router {
  const router = Router();
  const json = jsonBody(deps.jsonLimit);
  const callAuth = (req: Request, path: string, init: { method?: string; body?: unknown; userId?: string | null }) =>
    serviceFetch(deps.authServiceUrl, path, {
      ...init,
      service: 'auth',
      requestId: req.requestId,
      secret: deps.internalSecret,
      dispatcher: deps.upstream,
    }).catch(() => {
      throw serviceUnavailable('auth');
    });

  router.post('/api/auth/login', ...(deps.loginGuards ?? []), ...json, validate({ body: loginSchema }), (req, res, next) => {
    deps.passport.authenticate('local', { session: false }, (error: unknown, user: SessionUser | false, info?: { message?: string }) => {
      if (error) return next(error);
      if (!user) return next(new ApiError(401, info?.message ?? INVALID_CREDENTIALS));
      logIn(req, user).then(() => res.json(user.profile), next);
    })(req, res, next);
  });

  router.post('/api/auth/register', ...(deps.registerGuards ?? []), ...json, async (req, res) => {
    const upstream = await callAuth(req, '/api/auth/register', { method: 'POST', body: req.body ?? {}, userId: req.user?.id ?? null });
    if (upstream.status !== 201) return relay(res, upstream);
    const profile = await readJson<PublicUser>(upstream);
    if (!profile?.id) throw serviceUnavailable('auth');
    await logIn(req, { id: profile.id, profile });
    res.status(201).json(profile);
  });

  router.post('/api/auth/logout', async (req, res) => {
    await destroySession(req);
    res.clearCookie(deps.cookieName, { ...deps.cookieOptions, maxAge: undefined, expires: undefined });
    res.json({ message: 'Logged out successfully' });
  });

  router.get('/api/auth/user', async (req, res) => {
    if (!req.user) throw unauthorized();
    const upstream = await callAuth(req, '/api/auth/user', { userId: req.user.id });
    // The account is gone: end the session so the browser is signed out for good.
    if (upstream.status === 401) await destroySession(req);
    await relay(res, upstream);
  });

  return router;
}
