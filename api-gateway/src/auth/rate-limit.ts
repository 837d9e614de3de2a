// Brute-force limits on the two anonymous account calls that can be abused: guessing passwords
// (login) and mail-bombing someone (forgot-password). Each is limited per client IP and per
// target email, so neither many addresses from one IP nor one address from many IPs gets through.
// Counters live in Redis when the gateway has one, so they hold across restarts and replicas.
import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Redis } from 'ioredis';

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
}

export interface AuthRateLimits {
  login: RequestHandler[];
  forgotPassword: RequestHandler[];
}

/** The email a request targets, as the auth service would match it; null when absent. */
function targetEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}

function store(options: AuthRateLimitOptions, name: string): Store | undefined {
  const redis = options.redis;
  if (!redis) return undefined;
  return new RedisStore({
    prefix: `${options.prefix ?? 'fairway:rl:'}${name}:`,
    sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
  });
}

function limiter(options: AuthRateLimitOptions, name: string, by: 'ip' | 'email', countSuccess: boolean): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs ?? DEFAULT_WINDOW_MS,
    limit: options.limit ?? DEFAULT_LIMIT,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: store(options, `${name}:${by}`),
    // A signed-in user who types the right password is not an attacker; only failures count.
    skipSuccessfulRequests: !countSuccess,
    ...(by === 'email'
      ? {
          keyGenerator: (req) => targetEmail(req.body)!,
          // No email means the service answers 400 anyway; the per-IP limit still applies.
          skip: (req) => targetEmail(req.body) === null,
        }
      : {}),
    handler: (_req, res, _next, opts) => {
      res.status(opts.statusCode).json({ message: RATE_LIMIT_MESSAGE });
    },
  });
}

/** Per-IP then per-email limiters for login and forgot-password. They read `req.body.email`,
 * so mount them after the JSON body parser. */
export function createAuthRateLimits(options: AuthRateLimitOptions = {}): AuthRateLimits {
  return {
    login: [limiter(options, 'login', 'ip', false), limiter(options, 'login', 'email', false)],
    forgotPassword: [limiter(options, 'forgot', 'ip', true), limiter(options, 'forgot', 'email', true)],
  };
}
