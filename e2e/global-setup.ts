import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { dropDatabase, startSystem } from '../scripts/system.mjs';
import { STAGING_ORIGIN } from './delivery-ports';

/** Redis database index of e2e runs: flushed at start, so sessions and rate limits start empty. */
const E2E_REDIS_DB = 11;

/**
 * Starts the whole system on a fresh MariaDB database and an emptied Redis database, the same
 * way `npm start` does (scripts/system.mjs). Builds nothing: `npm run test:e2e` builds first.
 * Returns the teardown.
 */
export default async function globalSetup() {
  const database = `fairway_e2e_${randomBytes(4).toString('hex')}`;
  const redisUrl = `redis://127.0.0.1:6379/${E2E_REDIS_DB}`;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  await redis.quit();

  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-e2e-'));
  // Tests read these (the accounts tests open reset links from the outbox).
  process.env.MAIL_OUTBOX_DIR = path.join(runDir, 'outbox');
  process.env.E2E_LOG_DIR = path.join(runDir, 'logs');
  const databaseUrl = `mysql://root@127.0.0.1:3306/${database}`;
  // The side-games spec runs `npm run digest` against this run's database.
  process.env.E2E_DATABASE_URL = databaseUrl;

  const system = await startSystem({
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // Every test registers its own golfers from 127.0.0.1; the per-IP registration limit
      // (20 per 15 min by default) is for the public internet, not this suite.
      REGISTER_RATE_LIMIT: '1000',
      // The staging origin of the preview tests (tests/delivery.spec.ts).
      PREVIEW_ORIGINS: STAGING_ORIGIN,
    },
    logDir: process.env.E2E_LOG_DIR,
    log: (line) => console.log(`[e2e] ${line}`),
  });
  console.log(`[e2e] system up on ${system.url} (database ${database}, logs in ${process.env.E2E_LOG_DIR})`);

  return async () => {
    await system.stop();
    await dropDatabase(databaseUrl);
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
