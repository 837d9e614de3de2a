#!/usr/bin/env node
// `npm start`: builds what is missing (the compiled servers, the production front ends; all of
// them with FORCE_BUILD=1), then starts and supervises the servers: one process for the back end
// and the front ends (BACKEND=per-service: one per back-end server and one for the front ends). A
// process that dies is restarted with a backoff while the others keep serving; Ctrl-C or a fatal
// error stops every one. Embedded SQLite unless DATABASE_URL/REDIS_URL name a MySQL database and a Redis.
import { APPS } from './mf/apps.mjs';
import { buildFrontEnds, hasBuild, missingServerBuilds, supervise } from './system.mjs';

// A person at a terminal reads the servers' logs: readable lines (pino-pretty) unless asked
// otherwise; production and containers keep JSON (services/kit/src/logger.ts).
process.env.LOG_FORMAT ??= process.env.NODE_ENV === 'production' ? 'json' : 'pretty';

try {
  const force = process.env.FORCE_BUILD === '1';
  const servers = force ? [] : missingServerBuilds();
  // esbuild is loaded only to build: this process stays up as the supervisor.
  if (force || servers.length > 0) await (await import('./build-servers.mjs')).buildServers(servers);
  const frontEnds = force ? APPS : APPS.filter((app) => !hasBuild(app));
  if (frontEnds.length > 0) await buildFrontEnds({ apps: frontEnds });
} catch (error) {
  console.error(`npm start failed: ${error.message}`);
  process.exit(1);
}
const system = await supervise();
console.log(`\nFairway Leagues is running: open ${system.url} (Ctrl-C stops every server)\n`);
