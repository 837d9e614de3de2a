import { openDatabase } from '@fairway/data';
import { createLogger, loadConfig, serviceConfigShape, startServer } from '@fairway/kit';
import { createApp } from './app';

const config = loadConfig(serviceConfigShape(4002));
const logger = createLogger('leagues', config.LOG_LEVEL);

async function main() {
  const db = openDatabase(config.DATABASE_URL);
  const applied = await db.migrate();
  logger.info({ database: db.description, migrationsApplied: applied }, `leagues service using ${db.description}`);
  const app = createApp(db, { internalSecret: config.INTERNAL_SECRET, logger });
  await startServer(app, { port: config.PORT, name: 'leagues service', logger, onClose: () => db.close() });
}

main().catch((error) => {
  logger.fatal({ err: error }, 'leagues service failed to start');
  process.exit(1);
});
