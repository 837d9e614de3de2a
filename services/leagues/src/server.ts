import { DEFAULT_APP_URL, servicePort } from '@fairway/contracts';
import { openDatabase } from '@fairway/data';
import { createLogger, createMailOutbox, loadConfig, mailConfigShape, serviceConfigShape, startServer } from '@fairway/kit';
import { z } from 'zod';
import { createApp } from './app';

const config = loadConfig({
  ...serviceConfigShape(servicePort('leagues')),
  // Production refuses to start without SMTP rather than log live links.
  ...mailConfigShape,
  // Invitation emails link to the league on the shell.
  APP_URL: z.url(`must be the shell origin, e.g. ${DEFAULT_APP_URL}`).default(DEFAULT_APP_URL),
});
const logger = createLogger('leagues', config.LOG_LEVEL);

async function main() {
  const db = openDatabase(config.DATABASE_URL);
  // In production the release's migrate Job applies migrations; /readyz waits for it (schema).
  const applied = config.MIGRATE_ON_START ? await db.migrate() : 'left to the migrate command';
  logger.info({ database: db.description, migrationsApplied: applied }, `leagues service using ${db.description}`);
  const outbox = createMailOutbox(db, { logger });
  const app = createApp(db, { internalSecret: config.INTERNAL_SECRET, logger, appUrl: config.APP_URL, outbox });
  await startServer(app, {
    port: config.PORT,
    host: config.HOST,
    name: 'leagues service',
    logger,
    onClose: async () => {
      await outbox.stop();
      await db.close();
    },
  });
  // Sends queued invitations, retries failures, and picks up what a crash left behind.
  outbox.start();
}

main().catch((error) => {
  logger.fatal({ err: error }, 'leagues service failed to start');
  process.exit(1);
});
