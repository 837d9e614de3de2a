import { isIP } from 'node:net';
import express from 'express';
import { z } from 'zod';
import { DEFAULT_APP_URL, GATEWAY_PORT, SHELL_PORT, servicePort, type ServiceName } from '@fairway/contracts';
import { databaseUrl, host, internalSecret, loadConfig, migrateOnStart, parseConfig, port, secret } from '@fairway/kit';

const DEV_SESSION_SECRET = 'fairway-dev-session-secret-change-me';

const serviceUrl = (name: ServiceName) =>
  z.url(`must be a URL such as http://127.0.0.1:${servicePort(name)}`).default(`http://127.0.0.1:${servicePort(name)}`);

const originList = z
  .string()
  .default(`${DEFAULT_APP_URL},http://127.0.0.1:${SHELL_PORT}`)
  .transform((value) =>
    value
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  )
  .pipe(z.array(z.url('must be a comma-separated list of origins such as http://localhost:3000')));

/**
 * TRUST_PROXY: the hops allowed to say who the client is (X-Forwarded-For, the key of the per-IP
 * rate limits) and how it connected (X-Forwarded-Proto: Secure cookies). A comma-separated list of
 * addresses, CIDR ranges or loopback/linklocal/uniquelocal (Express 'trust proxy'), or `none`.
 * Default `loopback`: the gateway listens on loopback, where its only caller is the shell's /api
 * proxy, which sends the address it saw itself. Behind an ingress, name the ingress's range.
 */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustedProxies = z
  .string()
  .default('loopback')
  .transform((value): string[] =>
    ['none', 'false'].includes(value.trim())
      ? []
      : value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
  )
  .refine((list) => {
    // Express would read '1' as the address 0.0.0.1: only written-out addresses count.
    const named = list.every((entry) => PROXY_NAMES.has(entry) || isIP(entry.split('/')[0]) !== 0);
    if (!named) return false;
    try {
      express().set('trust proxy', list);
      return true;
    } catch {
      return false;
    }
  }, 'must be none or a comma-separated list of IP addresses, CIDR ranges or loopback/linklocal/uniquelocal');

export const gatewayConfigShape = {
  PORT: port(GATEWAY_PORT),
  HOST: host,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Only without REDIS_URL: the sessions table. */
  DATABASE_URL: databaseUrl,
  MIGRATE_ON_START: migrateOnStart,
  /** Sessions live in Redis when set, else in the database's sessions table. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be redis://host:6379 (or rediss://)')
    .optional(),
  /** Signs the session cookie; production refuses placeholders, short and low-entropy values. */
  SESSION_SECRET: secret(DEV_SESSION_SECRET),
  /** Secure session cookie; defaults to NODE_ENV=production. It is sent when the request came over
   * HTTPS, directly or per X-Forwarded-Proto from a trusted proxy (TRUST_PROXY). Set false only for
   * plain-http setups such as docker compose on localhost. */
  COOKIE_SECURE: z
    .enum(['true', 'false'], 'must be true or false')
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  INTERNAL_SECRET: internalSecret,
  AUTH_SERVICE_URL: serviceUrl('auth'),
  LEAGUES_SERVICE_URL: serviceUrl('leagues'),
  ROUNDS_SERVICE_URL: serviceUrl('rounds'),
  CALENDAR_SERVICE_URL: serviceUrl('calendar'),
  NOTIFICATIONS_SERVICE_URL: serviceUrl('notifications'),
  /** Origins allowed to make state-changing requests, besides the gateway's own. */
  ALLOWED_ORIGINS: originList,
  /** The proxies whose X-Forwarded-For/-Proto/-Host are believed (trustedProxies). */
  TRUST_PROXY: trustedProxies,
  /** Registrations per client IP per 15 minutes (each costs a bcrypt hash; see docs/security.md). */
  REGISTER_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Longest the gateway keeps a session's answer to a read (read-cache.ts); 0 turns it off. */
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).default(10_000),
  JSON_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/, 'must look like 100kb')
    .default('100kb'),
};

export type GatewayConfig = ReturnType<typeof parseGatewayConfig>;

export function parseGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  return parseConfig(gatewayConfigShape, env);
}

export function loadGatewayConfig() {
  return loadConfig(gatewayConfigShape);
}

/** Each domain service's URL, by name (the proxy's routes and the one-process apps key on them). */
export function serviceUrls(config: GatewayConfig): Record<ServiceName, string> {
  return {
    auth: config.AUTH_SERVICE_URL,
    leagues: config.LEAGUES_SERVICE_URL,
    rounds: config.ROUNDS_SERVICE_URL,
    calendar: config.CALENDAR_SERVICE_URL,
    notifications: config.NOTIFICATIONS_SERVICE_URL,
  };
}
