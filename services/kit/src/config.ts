import { z } from 'zod';
import { DEFAULT_DATABASE_URL } from '@fairway/data';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses `env` against a zod shape; throws ConfigError naming every bad variable. */
export function parseConfig<S extends z.ZodRawShape>(shape: S, env: NodeJS.ProcessEnv = process.env): z.infer<z.ZodObject<S>> {
  // Empty strings count as unset, as in a .env file with `KEY=`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = z.object(shape).safeParse(cleaned);
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

const isProduction = () => process.env.NODE_ENV === 'production';

export const internalSecret = z
  .string()
  .min(16, 'must be at least 16 characters')
  .default(DEV_INTERNAL_SECRET)
  .refine((v) => !isProduction() || v !== DEV_INTERNAL_SECRET, 'must be set to a private value when NODE_ENV=production');

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
    DATABASE_URL: databaseUrl,
    INTERNAL_SECRET: internalSecret,
    MIGRATE_ON_START: migrateOnStart,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  };
}
