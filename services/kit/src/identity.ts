import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { DEV_INTERNAL_SECRET } from './config';

export const USER_HEADER = 'x-fairway-user';
export const TIMESTAMP_HEADER = 'x-fairway-ts';
export const SIGNATURE_HEADER = 'x-fairway-sig';
export const REQUEST_ID_HEADER = 'x-request-id';
/** Set by the auth service on a successful password reset (the account's id), read and never
 * relayed by the gateway, which then ends every session of that account. */
export const PASSWORD_RESET_USER_HEADER = 'x-fairway-password-reset-user';
/** A signature older (or further in the future) than this is refused as stale. */
export const IDENTITY_MAX_AGE_MS = 60_000;

export type IdentityHeaders = Record<typeof USER_HEADER | typeof TIMESTAMP_HEADER | typeof SIGNATURE_HEADER, string>;

export function defaultInternalSecret(): string {
  return process.env.INTERNAL_SECRET || DEV_INTERNAL_SECRET;
}

function hmac(userId: string, ts: string, secret: string): string {
  return createHmac('sha256', secret).update(`${userId}.${ts}`).digest('hex');
}

/** The headers the gateway adds to every proxied call: user id ('' when anonymous), time, HMAC. */
export function signIdentity(userId: string | null, secret = defaultInternalSecret(), now = Date.now()): IdentityHeaders {
  const user = userId ?? '';
  const ts = String(now);
  return { [USER_HEADER]: user, [TIMESTAMP_HEADER]: ts, [SIGNATURE_HEADER]: hmac(user, ts, secret) };
}

export type IdentityResult = { ok: true; userId: string | null } | { ok: false; reason: 'missing' | 'stale' | 'forged' };

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function verifyIdentity(headers: IncomingHttpHeaders, secret = defaultInternalSecret(), now = Date.now()): IdentityResult {
  const user = header(headers, USER_HEADER);
  const ts = header(headers, TIMESTAMP_HEADER);
  const sig = header(headers, SIGNATURE_HEADER);
  if (user === undefined || !ts || !sig) return { ok: false, reason: 'missing' };
  const time = Number(ts);
  if (!/^\d+$/.test(ts) || Math.abs(now - time) > IDENTITY_MAX_AGE_MS) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(hmac(user, ts, secret), 'hex');
  const given = Buffer.from(sig, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  return { ok: true, userId: user || null };
}

/** Public paths: probes must answer without the gateway's signature. */
const UNSIGNED_PATHS = new Set(['/healthz', '/readyz']);

/** Rejects every request without a valid gateway signature (401) and sets req.userId. */
export function identityMiddleware(secret = defaultInternalSecret()): RequestHandler {
  return (req, res, next) => {
    if (UNSIGNED_PATHS.has(req.path)) {
      req.userId = null;
      return next();
    }
    const result = verifyIdentity(req.headers, secret);
    if (!result.ok) {
      req.log?.warn({ reason: result.reason }, 'rejected request without a valid gateway signature');
      res.status(401).json({ message: 'Unauthorized' });
      return;
    }
    req.userId = result.userId;
    next();
  };
}

/** For routes that need a signed-in user: 401 `{ message: 'Unauthorized' }` otherwise. */
export const requireUser: RequestHandler = (req, res, next) => {
  if (!req.userId) {
    res.status(401).json({ message: 'Unauthorized' });
    return;
  }
  next();
};

/** The signed-in user's id inside a handler behind requireUser. */
export function currentUserId(req: { userId: string | null }): string {
  if (!req.userId) throw new Error('currentUserId() used on a route without requireUser');
  return req.userId;
}
