// The gateway's signed identity. Every call to a service carries the user id ('' when anonymous),
// the time, a random nonce, a SHA-256 digest of the body and an HMAC over all of that plus the
// method, the path with its query and the target service. A captured header set is therefore good
// for one request only: another method, path, body or service (or a minute later) no longer
// matches, and the same request again is refused by its nonce (replay-guard.ts): 401 either way.
// Whoever sends a request again (a retry) signs it again.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { DEV_INTERNAL_SECRET } from './config';
import type {} from './express-augment'; // types only: the Request fields every server uses
import type { ReplayGuard } from './replay-guard';

export const USER_HEADER = 'x-fairway-user';
export const TIMESTAMP_HEADER = 'x-fairway-ts';
export const BODY_DIGEST_HEADER = 'x-fairway-body-sha256';
export const NONCE_HEADER = 'x-fairway-nonce';
export const SIGNATURE_HEADER = 'x-fairway-sig';
export const REQUEST_ID_HEADER = 'x-request-id';
/** Set by the auth service on a successful password reset (the account's id), read and never
 * relayed by the gateway, which then ends every session of that account. */
export const PASSWORD_RESET_USER_HEADER = 'x-fairway-password-reset-user';
/** Set by the auth service when a profile change ended the account's other sessions' right to
 * stay signed in (the email changed); read and never relayed by the gateway. */
export const EMAIL_CHANGED_USER_HEADER = 'x-fairway-email-changed-user';
/** Set by the auth service when a current-password check failed (a guess); read and never
 * relayed by the gateway, whose limiter counts such answers per account and per IP. */
export const CURRENT_PASSWORD_REFUSED_HEADER = 'x-fairway-current-password-refused';
/** A signature older (or further in the future) than this is refused as stale. */
export const IDENTITY_MAX_AGE_MS = 60_000;

/** Headers a client must never be able to set on the way to a service. */
export const IDENTITY_HEADERS = [USER_HEADER, TIMESTAMP_HEADER, NONCE_HEADER, BODY_DIGEST_HEADER, SIGNATURE_HEADER] as const;

export type IdentityHeaders = Record<(typeof IDENTITY_HEADERS)[number], string>;

/** What a signature is about: one request to one service. */
export interface SignedRequest {
  method: string;
  /** Path with its query string, exactly as the service receives it (`/api/leagues?x=1`). */
  path: string;
  /** The target service's name (auth, leagues, rounds, calendar). */
  service: string;
  /** The exact body bytes sent (none for GET). */
  body?: Buffer | string;
}

export function defaultInternalSecret(): string {
  return process.env.INTERNAL_SECRET || DEV_INTERNAL_SECRET;
}

export function bodyDigest(body: Buffer | string | undefined): string {
  return createHash('sha256')
    .update(body ?? '')
    .digest('hex');
}
const EMPTY_BODY_DIGEST = bodyDigest(undefined);

interface SignedParts {
  method: string;
  path: string;
  service: string;
  user: string;
  ts: string;
  nonce: string;
  digest: string;
}

function hmac(parts: SignedParts, secret: string) {
  // Newline-separated: none of the parts can contain one (HTTP forbids it in method and path).
  const message = [
    'fairway-v3',
    parts.method.toUpperCase(),
    parts.path,
    parts.service,
    parts.user,
    parts.ts,
    parts.nonce,
    parts.digest,
  ].join('\n');
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** The headers the gateway adds to a call to a service: user id ('' when anonymous), time, a
 * fresh nonce, body digest, HMAC. Each call signs anew: the services accept a nonce once. */
export function signIdentity(
  userId: string | null,
  target: SignedRequest,
  secret = defaultInternalSecret(),
  now = Date.now(),
): IdentityHeaders {
  const user = userId ?? '';
  const ts = String(now);
  const nonce = randomBytes(16).toString('hex');
  const digest = bodyDigest(target.body);
  return {
    [USER_HEADER]: user,
    [TIMESTAMP_HEADER]: ts,
    [NONCE_HEADER]: nonce,
    [BODY_DIGEST_HEADER]: digest,
    [SIGNATURE_HEADER]: hmac({ method: target.method, path: target.path, service: target.service, user, ts, nonce, digest }, secret),
  };
}

export type IdentityResult =
  | { ok: true; userId: string | null; bodyDigest: string; nonce: string; expiresAt: number }
  | { ok: false; reason: 'missing' | 'stale' | 'forged' };

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Checks the HMAC over the headers and the request line. The body is checked against the
 * signed digest once it has been read (identityMiddleware's bodyDigestCheck). */
export function verifyIdentity(
  headers: IncomingHttpHeaders,
  target: Omit<SignedRequest, 'body'>,
  secret = defaultInternalSecret(),
  now = Date.now(),
): IdentityResult {
  const user = header(headers, USER_HEADER);
  const ts = header(headers, TIMESTAMP_HEADER);
  const nonce = header(headers, NONCE_HEADER);
  const digest = header(headers, BODY_DIGEST_HEADER);
  const sig = header(headers, SIGNATURE_HEADER);
  if (user === undefined || !ts || !nonce || !sig || !digest) return { ok: false, reason: 'missing' };
  const time = Number(ts);
  if (!/^\d+$/.test(ts) || Math.abs(now - time) > IDENTITY_MAX_AGE_MS) return { ok: false, reason: 'stale' };
  if (!/^[0-9a-f]{64}$/.test(digest) || !/^[0-9a-f]{32}$/.test(nonce)) return { ok: false, reason: 'forged' };
  const expected = Buffer.from(hmac({ ...target, user, ts, nonce, digest }, secret), 'hex');
  const given = Buffer.from(sig, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  // Past this time the signature is stale anyway: the nonce need not be kept longer.
  return { ok: true, userId: user || null, bodyDigest: digest, nonce, expiresAt: time + IDENTITY_MAX_AGE_MS };
}

/** Public paths: probes must answer without the gateway's signature. */
const UNSIGNED_PATHS = new Set(['/healthz', '/readyz']);

/** Rejects every request without a valid gateway signature for this service (401) and sets req.userId. */
export function identityMiddleware(service: string, secret = defaultInternalSecret()): RequestHandler {
  return (req, res, next) => {
    if (UNSIGNED_PATHS.has(req.path)) {
      req.userId = null;
      return next();
    }
    const result = verifyIdentity(req.headers, { method: req.method, path: req.originalUrl, service }, secret);
    if (!result.ok) {
      req.log?.warn({ requestId: req.requestId, reason: result.reason }, 'rejected request without a valid gateway signature');
      res.status(401).json({ message: 'Unauthorized' });
      return;
    }
    req.userId = result.userId;
    req.signedBodyDigest = result.bodyDigest;
    req.signatureNonce = { nonce: result.nonce, expiresAt: result.expiresAt };
    next();
  };
}

/** For the body parsers' `verify` option: remembers the digest of the bytes read. */
export function recordBodyDigest(req: IncomingMessage, _res: unknown, buf: Buffer): void {
  req.readBodyDigest = bodyDigest(buf);
}

/** After the body parsers: the bytes read must be the bytes the gateway signed (401 otherwise). */
export const bodyDigestCheck: RequestHandler = (req, res, next) => {
  if (req.signedBodyDigest === undefined) return next();
  if ((req.readBodyDigest ?? EMPTY_BODY_DIGEST) !== req.signedBodyDigest) {
    req.log?.warn({ requestId: req.requestId, reason: 'body' }, 'rejected request whose body does not match the signed digest');
    res.status(401).json({ message: 'Unauthorized' });
    return;
  }
  next();
};

/** After the body check: a signature's nonce is accepted once (401 for a replay). Writes are
 * remembered in the database, so a replay is refused by every replica and after a restart;
 * reads in this process (see ReplayGuard). */
export function replayCheck(guard: ReplayGuard): RequestHandler {
  return (req, res, next) => {
    const signed = req.signatureNonce;
    if (!signed) return next();
    guard.claim(signed.nonce, signed.expiresAt, !isSafeMethod(req.method)).then((fresh) => {
      if (fresh) return next();
      req.log?.warn({ requestId: req.requestId, reason: 'replayed' }, 'rejected a gateway signature used before');
      res.status(401).json({ message: 'Unauthorized' });
    }, next);
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isSafeMethod = (method: string) => SAFE_METHODS.has(method);

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
