import { createLogger } from '@fairway/kit';
import { loadGatewayConfig } from './config';
import { runGateway } from './run-gateway';

const config = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);

async function main() {
  // With Redis the gateway keeps nothing in the database (sessions and rate limits are in Redis),
  // so it never opens it: in Kubernetes it has no DATABASE_URL and no route to MySQL.
  // (Sequelize and the models are loaded only then.)
  const db = config.REDIS_URL ? null : (await import('@fairway/data')).openDatabase(config.DATABASE_URL);
  if (db && config.MIGRATE_ON_START) await db.migrate();
  await runGateway({ config, logger, db });
}

main().catch((error) => {
  logger.fatal({ err: error }, 'api-gateway failed to start');
  process.exit(1);
});
