// Abuse limits: guessing passwords (login), mail-bombing someone (forgot-password), creating
// accounts in bulk or probing which addresses have one (register: each call costs a bcrypt hash),
// trying reset tokens (reset-password), guessing a signed-in account's current password
// (change-password, email change: a stolen session must not become a taken account), and league creation (a league can mail invitees). Each is limited per client IP and per
// target email, so neither many addresses from one IP nor one address from many IPs gets through.
// Counters live in Redis when the gateway has one, so they hold across restarts and replicas.
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Redis } from 'ioredis';
import { clientAddress } from '../client-address';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait 15 minutes and try again.';
export const DEFAULT_WINDOW_MS = 15 * 60 * 1000;
export const DEFAULT_LIMIT = 10;

export interface AuthRateLimitOptions {
  /** Counters go to this Redis when given, else to each process's memory. */
  redis?: Redis | null;
  windowMs?: number;
  /** Tries per window, per IP and per email. */
  limit?: number;
  /** Key prefix in Redis (tests use their own). */
  prefix?: string;
  /** Registrations per IP per window (REGISTER_RATE_LIMIT; offices behind one NAT may need more). */
  registerLimit?: number;
}

export const REGISTER_LIMIT_PER_IP = 20;

export interface AuthRateLimits {
  login: RequestHandler[];
  forgotPassword: RequestHandler[];
  register: RequestHandler[];
  resetPassword: RequestHandler[];
  /** Wrong current passwords (change-password, email change), per IP and per signed-in account:
   * only answers the auth service flagged as a wrong password count (res.locals.wrongPassword). */
  currentPassword: RequestHandler[];
  resetCheck: RequestHandler[];
  /** Per signed-in account and per IP; mounted on POST /api/leagues before the proxy. */
  createLeague: RequestHandler[];
}

export const LEAGUE_RATE_LIMIT_MESSAGE = 'Too many leagues created. Please wait an hour and try again.';
export const LEAGUE_WINDOW_MS = 60 * 60 * 1000;
export const LEAGUE_LIMIT = 20;

/** Longest address the auth service accepts (RFC 5321); longer ones get 400 there anyway. */
const MAX_EMAIL_LENGTH = 254;

/** The counter key for the email a request targets, as the auth service would match it: a
 * SHA-256 of the normalised address, so a key is bounded (a 300,000-character "email" once
 * became a 1.2 MB Redis key) and holds no address in clear. Null when absent or not an email
 * the service could accept (the per-IP limit still applies). */
export function targetEmailKey(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  if (typeof email !== 'string') return null;
  const normalised = email.trim().toLowerCase();
  if (!normalised || normalised.length > MAX_EMAIL_LENGTH || !normalised.includes('@')) return null;
  return createHash('sha256').update(normalised).digest('base64url');
}

/** A call that carries a current password to check (change-password, an email change). */
function hasCurrentPassword(body: unknown): boolean {
  const password = (body as { currentPassword?: unknown } | null | undefined)?.currentPassword;
  return typeof password === 'string' && password !== '';
}

function store(options: AuthRateLimitOptions, name: string): Store | undefined {
  const redis = options.redis;
  if (!redis) return undefined;
  const redisStore = new RedisStore({
    prefix: `${options.prefix ?? 'fairway:rl:'}${name}:`,
    sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
  });
  // The store loads its scripts from its constructor and leaves those promises unobserved until
  // the first request: with Redis slow or down at start-up the rejection crashed the gateway
  // (seen in the scale proof). A failed load is retried by the store on its next use.
  for (const loading of [redisStore.incrementScriptSha, redisStore.getScriptSha]) loading.catch(() => undefined);
  return redisStore;
}

function limiter(
  options: AuthRateLimitOptions,
  name: string,
  by: 'ip' | 'email' | 'user',
  countSuccess: boolean,
  rule: { windowMs?: number; limit?: number; message?: string; onlyWrongPasswords?: boolean } = {},
): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs ?? options.windowMs ?? DEFAULT_WINDOW_MS,
    limit: rule.limit ?? options.limit ?? DEFAULT_LIMIT,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: store(options, `${name}:${by}`),
    // A signed-in user who types the right password is not an attacker; only failures count.
    skipSuccessfulRequests: !countSuccess,
    // Always a validated address; an IPv6 client is counted by its /56 (one subscriber's block).
    ...(by === 'ip' ? { keyGenerator: (req) => ipKeyGenerator(clientAddress(req)) } : {}),
    ...(by === 'email'
      ? {
          keyGenerator: (req) => targetEmailKey(req.body)!,
          // No acceptable email means the service answers 400 anyway; the per-IP limit still applies.
          skip: (req) => targetEmailKey(req.body) === null,
        }
      : {}),
    ...(by === 'user'
      ? {
          // The session's account; anonymous callers are refused by the service (401) anyway.
          keyGenerator: (req) => (req as { user?: { id?: string } }).user!.id!,
          skip: (req) => !(req as { user?: { id?: string } }).user?.id,
        }
      : {}),
    // After the key rules: their skip is part of this one.
    ...(rule.onlyWrongPasswords
      ? {
          // Only a guess counts: a typo in the new password or a name change is no attack.
          requestWasSuccessful: (_req, res) => res.locals.wrongPassword !== true,
          skip: (req) => !hasCurrentPassword(req.body) || (by === 'user' && !(req as { user?: { id?: string } }).user?.id),
        }
      : {}),
    handler: (_req, res, _next, opts) => {
      res.status(opts.statusCode).json({ message: rule.message ?? RATE_LIMIT_MESSAGE });
    },
  });
}

/** Per-IP then per-email (or per-account) limiters. The email ones read `req.body.email`, so
 * mount them after the JSON body parser. */
export function createAuthRateLimits(options: AuthRateLimitOptions = {}): AuthRateLimits {
  const league = {
    windowMs: options.windowMs ?? LEAGUE_WINDOW_MS,
    limit: options.limit ?? LEAGUE_LIMIT,
    message: LEAGUE_RATE_LIMIT_MESSAGE,
  };
  const leaguePerIp = { ...league, limit: 3 * league.limit };
  const registerPerIp = { limit: options.registerLimit ?? options.limit ?? REGISTER_LIMIT_PER_IP };
  return {
    login: [limiter(options, 'login', 'ip', false), limiter(options, 'login', 'email', false)],
    forgotPassword: [limiter(options, 'forgot', 'ip', true), limiter(options, 'forgot', 'email', true)],
    // Every registration counts (a 409 answers 'this address has an account').
    register: [limiter(options, 'register', 'ip', true, registerPerIp), limiter(options, 'register', 'email', true)],
    // Only failures: a good token is single-use anyway.
    resetPassword: [limiter(options, 'reset', 'ip', false)],
    currentPassword: [
      limiter(options, 'password', 'ip', false, { onlyWrongPasswords: true }),
      limiter(options, 'password', 'user', false, { onlyWrongPasswords: true }),
    ],
    // Every check counts (each answers whether a token is live); three times the others' limit,
    // as opening one link again (reload, back) is normal.
    resetCheck: [limiter(options, 'reset-check', 'ip', true, { limit: 3 * (options.limit ?? DEFAULT_LIMIT) })],
    // Per IP: three accounts' worth, so a shared address is not blocked by one busy organiser.
    createLeague: [limiter(options, 'league', 'ip', true, leaguePerIp), limiter(options, 'league', 'user', true, league)],
  };
}
