// The account calls that need the gateway rather than a plain proxy: forgot-password (rate
// limited per IP and email, so the body is read here), change-password and a profile edit that
// changes the email (which end the user's other sessions once the auth service has accepted
// them; both check the current password, so wrong ones are rate limited per account and per IP)
// and reset-password (rate limited per IP; ends all of them).
import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  CURRENT_PASSWORD_REFUSED_HEADER,
  EMAIL_CHANGED_USER_HEADER,
  jsonBody,
  PASSWORD_RESET_USER_HEADER,
  serviceFetch,
  unauthorized,
  type ServiceResponse,
} from '@fairway/kit';
import { relay } from '../relay';
import { serviceUnavailable } from '../service-error';
import type { SessionRouteDeps } from './session-routes';
import type { AuthRateLimits } from './rate-limit';

export function accountRoutes(deps: SessionRouteDeps, limits: AuthRateLimits): Router {
  const router = Router();
  const json = jsonBody(deps.jsonLimit);
  const callAuth = (req: Request, path: string, userId: string | null, method = 'POST') =>
    serviceFetch(deps.authServiceUrl, path, {
      service: 'auth',
      method,
      body: req.body ?? {},
      userId,
      requestId: req.requestId,
      secret: deps.internalSecret,
      dispatcher: deps.upstream,
    }).catch(() => {
      throw serviceUnavailable('auth');
    });

  router.post('/api/auth/forgot-password', ...json, ...limits.forgotPassword, async (req, res) => {
    await relay(res, await callAuth(req, '/api/auth/forgot-password', req.user?.id ?? null));
  });

  // The auth service flags a wrong current password; the limiters count only those answers.
  const noteWrongPassword = (res: Response, upstream: ServiceResponse) => {
    if (upstream.headers.get(CURRENT_PASSWORD_REFUSED_HEADER)) res.locals.wrongPassword = true;
  };

  router.post('/api/auth/change-password', ...json, ...limits.currentPassword, async (req, res) => {
    if (!req.user) throw unauthorized();
    const upstream = await callAuth(req, '/api/auth/change-password', req.user.id);
    noteWrongPassword(res, upstream);
    // Whoever else holds a session of this account (a stolen cookie, another device) must sign
    // in with the new password; this browser's session is kept.
    if (upstream.status === 200) await deps.sessions.destroyOtherSessions(req.user.id, req.sessionID);
    await relay(res, upstream);
  });

  // Whether a reset link can still be used: every check counts (it answers whether a token is live).
  router.post('/api/auth/reset-password/check', ...json, ...limits.resetCheck, async (req, res) => {
    await relay(res, await callAuth(req, '/api/auth/reset-password/check', null));
  });

  router.post('/api/auth/reset-password', ...json, ...limits.resetPassword, async (req, res) => {
    const upstream = await callAuth(req, '/api/auth/reset-password', null);
    const resetUser = upstream.headers.get(PASSWORD_RESET_USER_HEADER);
    if (upstream.status === 200 && resetUser) await deps.sessions.destroyOtherSessions(resetUser, null);
    // relay passes status, content type and body only: the internal header stays here.
    await relay(res, upstream);
  });

  // Profile edits go through the gateway: when the email changed, the auth service says so
  // (internal header, never relayed) and every other session of the account ends.
  router.patch('/api/auth/profile', ...json, ...limits.currentPassword, async (req, res) => {
    const upstream = await callAuth(req, '/api/auth/profile', req.user?.id ?? null, 'PATCH');
    noteWrongPassword(res, upstream);
    const changed = upstream.headers.get(EMAIL_CHANGED_USER_HEADER);
    if (upstream.status === 200 && req.user && changed === req.user.id)
      await deps.sessions.destroyOtherSessions(req.user.id, req.sessionID);
    await relay(res, upstream);
  });

  return router;
}

/** Login guards: the limiters key on the email, so the body is parsed first (the login route's
 * own parser then sees it parsed and skips). */
export function loginGuards(deps: SessionRouteDeps, limits: AuthRateLimits) {
  return bodyGuards(deps, limits.login);
}

/** Limiters that read the body (per email), after a JSON parser; the route's own parser then skips. */
export function bodyGuards(deps: SessionRouteDeps, limiters: RequestHandler[]) {
  return [...jsonBody(deps.jsonLimit), ...limiters];
}
