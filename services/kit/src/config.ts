import { z } from 'zod';
import { DEFAULT_APP_URL } from '@fairway/contracts';
import { DEFAULT_DATABASE_URL } from '@fairway/data/locations';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The environment parseConfig is reading, while it reads it. */
let parsing: Record<string, string | undefined> | null = null;

/** Parses `env` against a zod shape; throws ConfigError naming every bad variable. */
export function parseConfig<S extends z.ZodRawShape>(shape: S, env: NodeJS.ProcessEnv = process.env): z.infer<z.ZodObject<S>> {
  // Empty strings count as unset, as in a .env file with `KEY=`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  // Production-only rules (secrets, SMTP) read NODE_ENV of the environment being parsed.
  const previous = parsing;
  parsing = cleaned;
  let result;
  try {
    result = z.object(shape).safeParse(cleaned);
  } finally {
    parsing = previous;
  }
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  return result.data;
}

/** Reads and validates configuration once at start-up; on a bad variable prints which one and exits. */
export function loadConfig<S extends z.ZodRawShape>(shape: S, env: NodeJS.ProcessEnv = process.env): z.infer<z.ZodObject<S>> {
  try {
    return parseConfig(shape, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Used only when INTERNAL_SECRET is unset outside production (local runs and tests). */
export const DEV_INTERNAL_SECRET = 'fairway-dev-internal-secret-change-me';

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

export const databaseUrl = z
  .string()
  .regex(/^(mysql|mariadb):\/\/.+\/.+|^sqlite:.+/, 'must be mysql://user:password@host:3306/database or sqlite:path/to/file.sqlite')
  .default(DEFAULT_DATABASE_URL);

/** NODE_ENV=production in the environment being parsed (process.env outside parseConfig). */
export const isProduction = () => (parsing ?? process.env).NODE_ENV === 'production';

/** Shortest secret accepted in production: 32 characters (`openssl rand -hex 32` gives 64). */
export const PRODUCTION_SECRET_MIN_LENGTH = 32;
/** Least estimated entropy of a production secret, in bits (Shannon estimate over its characters). */
export const PRODUCTION_SECRET_MIN_BITS = 128;
const PLACEHOLDER = /change[-_ ]?me|changeit|placeholder|example|^(.)\1*$/i;

/** Shannon entropy of the string's own character distribution, times its length: a cheap bound
 * that catches 'aaaa...', 'abcabc...' and dictionary-like values without rejecting random ones. */
export function estimatedEntropyBits(value: string): number {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / value.length) * Math.log2(n / value.length);
  return perChar * value.length;
}

/** Why `value` is not fit to be a production secret, or null. Used by name for SESSION_SECRET and INTERNAL_SECRET. */
export function weakSecretProblem(value: string, known: readonly string[] = []): string | null {
  if (known.includes(value) || PLACEHOLDER.test(value))
    return 'is a placeholder or built-in value; set a private random one (openssl rand -hex 32)';
  if (value.length < PRODUCTION_SECRET_MIN_LENGTH)
    return `must be at least ${PRODUCTION_SECRET_MIN_LENGTH} characters in production (openssl rand -hex 32)`;
  if (estimatedEntropyBits(value) < PRODUCTION_SECRET_MIN_BITS) return 'is too predictable (low entropy); use openssl rand -hex 32';
  return null;
}

/** A secret variable: at least 16 characters anywhere, and in production a strong private value
 * (no placeholder, no built-in development value, long and random enough). */
export function secret(devDefault: string) {
  return z
    .string()
    .min(16, 'must be at least 16 characters')
    .default(devDefault)
    .superRefine((value, ctx) => {
      if (!isProduction()) return;
      const problem = weakSecretProblem(value, [devDefault]);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

export const internalSecret = secret(DEV_INTERNAL_SECRET);

/** Interface to listen on: loopback unless a container or a host network needs more (HOST=0.0.0.0). */
export const host = z.string().min(1).default('127.0.0.1');

/** SMTP server URL; production must have one (otherwise live links would only be logged). */
export const smtpUrl = z
  .string()
  .regex(/^smtps?:\/\/.+/, 'must be smtp://user:password@host:587 (or smtps://)')
  // '' stands for unset (a default skips the inner checks, an optional would skip the refine).
  .default('')
  .refine(
    (v) => !isProduction() || v !== '',
    'is required when NODE_ENV=production (mail would otherwise only be written to files and its links logged)',
  )
  .transform((v) => v || undefined);

/** MIGRATE_ON_START: true/false; unset = migrate at start except with NODE_ENV=production, where
 * the release's migrate Job applies migrations once (deploy/k8s) and servers only wait for it. */
export const migrateOnStart = z
  .enum(['true', 'false'], 'must be true or false')
  .optional()
  .transform((v) => (v === undefined ? !isProduction() : v === 'true'));

/** The shape every domain service shares: `loadConfig(serviceConfigShape(4002))`. */
export function serviceConfigShape(defaultPort: number) {
  return {
    PORT: port(defaultPort),
    HOST: host,
    DATABASE_URL: databaseUrl,
    INTERNAL_SECRET: internalSecret,
    MIGRATE_ON_START: migrateOnStart,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  };
}

/** Added by the services that send mail (auth, leagues): production refuses to start without
 * SMTP rather than log live links, and the links point at the shell's public origin. */
export const mailConfigShape = {
  SMTP_URL: smtpUrl,
  APP_URL: z.url(`must be the shell origin, e.g. ${DEFAULT_APP_URL}`).default(DEFAULT_APP_URL),
};
