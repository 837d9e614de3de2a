// The whole back end in one process (`npm start`'s default, BACKEND=one-process): the gateway and
// every domain service, on one database pool (one SQLite writer on the embedded default). Each
// service's app is mounted in-process behind the gateway's proxy: the gateway still signs each
// call and the service still checks it, over InProcessDispatcher instead of a socket, so the
// services know nothing of how they are deployed. Per-service processes: server.ts and each
// service's own server.ts (compose, Kubernetes).
// Arguments `<app dir>:<port> ...` (scripts/servers.mjs) start those front-end servers in this
// process too, each on its own port (web-server/src/front-ends.ts): `npm start` is then one
// server process, and the front ends share its Express, helmet and Node itself.
import path from 'node:path';
import { createReleaseStore, openDatabase } from '@fairway/data';
import { createLogger, InProcessDispatcher, loadConfig, mailConfigShape, mountDomainServices } from '@fairway/kit';
import { authService } from '@fairway/service-auth/src/service';
import { calendarService } from '@fairway/service-calendar/src/service';
import { leaguesService } from '@fairway/service-leagues/src/service';
import { notificationsService } from '@fairway/service-notifications/src/service';
import { roundsService } from '@fairway/service-rounds/src/service';
import { FRONT_END_USAGE, parseFrontEnds, startFrontEnds, type RunningFrontEnds } from '@fairway/web-server/src/front-ends';
import { loadGatewayConfig, serviceUrls } from './config';
import { runGateway } from './run-gateway';

const config = loadGatewayConfig();
const { APP_URL } = loadConfig(mailConfigShape);
const logger = createLogger('gateway', config.LOG_LEVEL);

/** The repository root: this file runs as api-gateway/dist/one-process.js. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

async function main() {
  const frontEndArgs = process.argv.slice(2);
  const frontEndSpecs = frontEndArgs.length > 0 ? parseFrontEnds(frontEndArgs) : [];
  if (!frontEndSpecs) throw new Error(`usage: one-process.js [${FRONT_END_USAGE}]`);
  let frontEnds: RunningFrontEnds | null = null;
  const db = openDatabase(config.DATABASE_URL);
  if (config.MIGRATE_ON_START) await db.migrate();
  const { apps, workers, outbox } = mountDomainServices(
    [authService, leaguesService, roundsService, calendarService, notificationsService],
    {
      db,
      internalSecret: config.INTERNAL_SECRET,
      appUrl: APP_URL,
      logLevel: config.LOG_LEVEL,
    },
  );
  const urls = serviceUrls(config);
  const upstream = new InProcessDispatcher(Object.fromEntries([...apps].map(([name, app]) => [urls[name], app])));
  await runGateway({
    config,
    logger,
    db,
    upstream,
    beforeClose: async () => {
      await frontEnds?.close();
      await Promise.all(workers.map((worker) => worker.stop()));
      await outbox.stop();
    },
  });
  outbox.start();
  for (const worker of workers) worker.start();
  logger.info(`back end in one process: gateway and the ${[...apps.keys()].join(', ')} services`);
  if (frontEndSpecs.length > 0) {
    // The shell's release channel on this process's database pool, not a connection of its own.
    frontEnds = await startFrontEnds(frontEndSpecs, {
      appRoot: REPO_ROOT,
      log: (line) => logger.info(line),
      releaseStore: createReleaseStore(db.sequelize),
    });
  }
}

main().catch((error) => {
  logger.fatal({ err: error }, 'back end failed to start');
  process.exit(1);
});
