import { openDatabase, redact } from '@fairway/data';
import { createLogger, startServer } from '@fairway/kit';
import { Redis } from 'ioredis';
import { createGatewayApp } from './app';
import { createAuthRateLimits } from './auth/rate-limit';
import { loadGatewayConfig } from './config';
import { createSessionBackend } from './session/sessions';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);

async function main() {
  const db = openDatabase(config.DATABASE_URL);
  await db.migrate();
  const sessions = createSessionBackend({ redisUrl: config.REDIS_URL, db });
  logger.info(
    { database: db.description, sessionStore: sessions.description, redis: config.REDIS_URL ? redact(config.REDIS_URL) : null },
    `gateway using ${db.description}; sessions in ${sessions.description}`,
  );
  // Rate-limit counters share the sessions' Redis, so they survive restarts and span replicas.
  const rateLimitRedis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  const rateLimits = createAuthRateLimits({ redis: rateLimitRedis });
  const app = createGatewayApp({ config, db, sessions, logger, extendAuth: () => ({ rateLimits }) });
  await startServer(app, {
    port: config.PORT,
    name: 'api-gateway',
    logger,
    onClose: async () => {
      await sessions.close();
      await rateLimitRedis?.quit().catch(() => rateLimitRedis.disconnect());
      await db.close();
    },
  });
}

main().catch((error) => {
  logger.fatal({ err: error }, 'api-gateway failed to start');
  process.exit(1);
});
