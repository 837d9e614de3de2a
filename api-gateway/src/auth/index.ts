import type { Router } from 'express';
import { sessionRoutes, type SessionRouteDeps } from './session-routes';
import { accountRoutes, bodyGuards, loginGuards } from './account-routes';
import { createAuthRateLimits, type AuthRateLimits } from './rate-limit';

export type GatewayAuthDeps = SessionRouteDeps & {
  /** Login / forgot-password limiters; in-memory when not given (server.ts passes Redis-backed ones). */
  rateLimits?: AuthRateLimits;
};

/** The gateway-owned /api/auth routes, in one place. The auth team adds here what needs the
 * session (rate limiters through loginGuards/registerGuards, the session side of
 * change-password using deps.sessions.destroyOtherSessions(userId, req.sessionID)). */
export function gatewayAuthRoutes(deps: GatewayAuthDeps): Router[] {
  const limits = deps.rateLimits ?? createAuthRateLimits();
  return [
    sessionRoutes({
      ...deps,
      loginGuards: [...(deps.loginGuards ?? []), ...loginGuards(deps, limits)],
      registerGuards: [...(deps.registerGuards ?? []), ...bodyGuards(deps, limits.register)],
    }),
    accountRoutes(deps, limits),
  ];
}

export { createPassport } from './passport';
