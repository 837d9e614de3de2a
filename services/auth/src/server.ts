import { DEFAULT_APP_URL, servicePort } from '@fairway/contracts';
import { z } from 'zod';
import { openDatabase } from '@fairway/data';
import { createLogger, createMailOutbox, loadConfig, mailConfigShape, serviceConfigShape, startServer } from '@fairway/kit';
import { createApp } from './app';

const config = loadConfig({
  ...serviceConfigShape(servicePort('auth')),
  // Production refuses to start without SMTP rather than log live links.
  ...mailConfigShape,
  APP_URL: z.url(`must be the shell origin, e.g. ${DEFAULT_APP_URL}`).default(DEFAULT_APP_URL),
});
const logger = createLogger('auth', config.LOG_LEVEL);

async function main() {
  const db = openDatabase(config.DATABASE_URL);
  // In production the release's migrate Job applies migrations; /readyz waits for it (schema).
  const applied = config.MIGRATE_ON_START ? await db.migrate() : 'left to the migrate command';
  logger.info({ database: db.description, migrationsApplied: applied }, `auth service using ${db.description}`);
  const outbox = createMailOutbox(db, { logger });
  const app = createApp(db, { internalSecret: config.INTERNAL_SECRET, logger, publicUrl: config.APP_URL, outbox });
  await startServer(app, {
    port: config.PORT,
    host: config.HOST,
    name: 'auth service',
    logger,
    onClose: async () => {
      await outbox.stop();
      await db.close();
    },
  });
  // Sends queued mail (reset links, email-change notices), retries failures, picks up after a crash.
  outbox.start();
}

main().catch((error) => {
  logger.fatal({ err: error }, 'auth service failed to start');
  process.exit(1);
});
