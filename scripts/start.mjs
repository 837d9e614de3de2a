#!/usr/bin/env node
// `npm start`: builds the front ends for production when a build is missing (or FORCE_BUILD=1),
// then starts services, gateway, shell and remotes (embedded SQLite unless DATABASE_URL/REDIS_URL
// name a MySQL database and a Redis).
import { APPS } from './mf/apps.cjs';
import { buildFrontEnds, hasBuild, startSystem } from './system.cjs';

try {
  const toBuild = process.env.FORCE_BUILD === '1' ? APPS : APPS.filter((app) => !hasBuild(app));
  if (toBuild.length > 0) await buildFrontEnds({ apps: toBuild });
  const system = await startSystem();
  console.log(`\nFairway Leagues is running: open ${system.url}\n`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      console.log('stopping...');
      await system.stop();
      process.exit(0);
    });
  }
} catch (error) {
  console.error(`npm start failed: ${error.message}`);
  process.exit(1);
}
