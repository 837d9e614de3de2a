// The system a bench measures: BASE_URL when given (something already running), otherwise the
// whole system started here from the production builds, as `npm start` does, on a throwaway
// SQLite file. It binds the `npm start` ports: run benches under `flock /tmp/fairway-ports.lock`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSystem } from '../../scripts/system.mjs';

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function benchSystem({ log = (line) => console.error(line) } = {}) {
  if (process.env.BASE_URL) return { url: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-bench-'));
  const system = await startSystem({
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`, REDIS_URL: '' },
    logDir: path.join(dir, 'logs'),
    log,
  });
  return {
    url: system.url,
    stop: async () => {
      await system.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
