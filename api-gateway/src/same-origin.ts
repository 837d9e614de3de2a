import type { RequestHandler } from 'express';
import { forbidden } from '@fairway/kit';
import { isSafeMethod } from './safe-methods';

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/** CSRF defence for cookie sessions: a state-changing request whose Origin (or, without one,
 * Referer) is not an allowed origin or the gateway's own is refused with 403. Requests with
 * neither header come from non-browser clients, which cannot ride a victim's cookie. */
export function sameOriginCheck(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, _res, next) => {
    if (isSafeMethod(req.method)) return next();
    const origin = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    if (origin === null) return next();
    const own = `${req.protocol}://${req.get('host')}`;
    if (allowed.has(origin) || origin === own) return next();
    next(forbidden('Cross-origin request refused'));
  };
}
