import { servicePort } from '@fairway/contracts';
import { openDatabase } from '@fairway/data';
import { createLogger, loadConfig, serviceConfigShape, startServer } from '@fairway/kit';
import { createApp } from './app';

const config = loadConfig(serviceConfigShape(servicePort('calendar')));
const logger = createLogger('calendar', config.LOG_LEVEL);

async function main() {
  const db = openDatabase(config.DATABASE_URL);
  // In production the release's migrate Job applies migrations; /readyz waits for it (schema).
  const applied = config.MIGRATE_ON_START ? await db.migrate() : 'left to the migrate command';
  logger.info({ database: db.description, migrationsApplied: applied }, `calendar service using ${db.description}`);
  const app = createApp(db, { internalSecret: config.INTERNAL_SECRET, logger });
  await startServer(app, { port: config.PORT, host: config.HOST, name: 'calendar service', logger, onClose: () => db.close() });
}

main().catch((error) => {
  logger.fatal({ err: error }, 'calendar service failed to start');
  process.exit(1);
});
