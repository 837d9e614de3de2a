import { redact } from '@fairway/data/locations';
import { createLogger, startServer } from '@fairway/kit';
import { createGatewayApp } from './app';
import { createAuthRateLimits } from './auth/rate-limit';
import { loadGatewayConfig } from './config';
import { createWriteTracker } from './read-cache/write-tracker';
import { createSessionBackend } from './session/sessions';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);

async function main() {
  // With Redis the gateway keeps nothing in the database (sessions and rate limits are in Redis),
  // so it never opens it: in Kubernetes it has no DATABASE_URL and no route to MySQL.
  // (Sequelize and the models are loaded only then.)
  const db = config.REDIS_URL ? null : (await import('@fairway/data')).openDatabase(config.DATABASE_URL);
  if (db && config.MIGRATE_ON_START) await db.migrate();
  const sessions = await createSessionBackend({ redisUrl: config.REDIS_URL, db });
  logger.info(
    { database: db?.description ?? null, sessionStore: sessions.description, redis: config.REDIS_URL ? redact(config.REDIS_URL) : null },
    `gateway using ${db?.description ?? 'no database'}; sessions in ${sessions.description}`,
  );
  // Rate-limit counters share the sessions' Redis connection, so they survive restarts, span
  // replicas, and fail fast (503) like the sessions when Redis is down.
  const rateLimits = createAuthRateLimits({ redis: sessions.redis, registerLimit: config.REGISTER_RATE_LIMIT });
  const writes = createWriteTracker(sessions.redis);
  const app = createGatewayApp({ config, sessions, logger, writes, extendAuth: () => ({ rateLimits }) });
  await startServer(app, {
    port: config.PORT,
    host: config.HOST,
    name: 'api-gateway',
    logger,
    onClose: async () => {
      await writes.close();
      await sessions.close();
      await db?.close();
    },
  });
}

main().catch((error) => {
  logger.fatal({ err: error }, 'api-gateway failed to start');
  process.exit(1);
});
