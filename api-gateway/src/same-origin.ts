import type { RequestHandler } from 'express';
import { forbidden } from '@fairway/kit';
import { isSafeMethod } from './safe-methods';

/**
 * Writes authorised by a token in their URL, never by the session cookie, so a forged
 * cross-site request gains nothing: the one-click unsubscribe (RFC 8058). Its page's button
 * must work in a browser, and the page is served with `Referrer-Policy: no-referrer`, under
 * which the browser's form POST says `Origin: null`.
 */
const TOKEN_AUTHORISED_PATHS = new Set(['/api/notifications/unsubscribe']);

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
    if (isSafeMethod(req.method) || TOKEN_AUTHORISED_PATHS.has(req.path)) return next();
    const origin = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    if (origin === null) return next();
    const own = `${req.protocol}://${req.get('host')}`;
    if (allowed.has(origin) || origin === own) return next();
    next(forbidden('Cross-origin request refused'));
  };
}
