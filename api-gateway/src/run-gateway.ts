// The gateway's start-up, shared by its two deployments: alone in its process (server.ts, the
// services reached over HTTP) and with every service in its process (one-process.ts).
import { redact } from '@fairway/data/locations';
import type { Database } from '@fairway/data';
import { startServer, type Logger } from '@fairway/kit';
import type { Dispatcher } from 'undici';
import { createGatewayApp } from './app';
import { createAuthRateLimits } from './auth/rate-limit';
import type { GatewayConfig } from './config';
import { createWriteTracker } from './read-cache/write-tracker';
import { createSessionBackend } from './session/sessions';

export interface GatewayRun {
  config: GatewayConfig;
  logger: Logger;
  /** The database the sessions use without Redis (null with Redis). */
  db: Database | null;
  /** Where calls to the services go (default: HTTP to the configured URLs). */
  upstream?: Dispatcher;
  /** Runs once the gateway stopped serving, before the sessions and the database close. */
  beforeClose?: () => Promise<void>;
}

export async function runGateway({ config, logger, db, upstream, beforeClose }: GatewayRun): Promise<void> {
  const sessions = await createSessionBackend({ redisUrl: config.REDIS_URL, db });
  logger.info(
    { database: db?.description ?? null, sessionStore: sessions.description, redis: config.REDIS_URL ? redact(config.REDIS_URL) : null },
    `gateway using ${db?.description ?? 'no database'}; sessions in ${sessions.description}`,
  );
  // Rate-limit counters share the sessions' Redis connection, so they survive restarts, span
  // replicas, and fail fast (503) like the sessions when Redis is down.
  const rateLimits = createAuthRateLimits({ redis: sessions.redis, registerLimit: config.REGISTER_RATE_LIMIT });
  const writes = createWriteTracker(sessions.redis);
  const app = createGatewayApp({ config, sessions, logger, writes, upstream, extendAuth: () => ({ rateLimits }) });
  await startServer(app, {
    port: config.PORT,
    host: config.HOST,
    name: 'api-gateway',
    logger,
    onClose: async () => {
      await beforeClose?.();
      await writes.close();
      await sessions.close();
      await db?.close();
    },
  });
}
