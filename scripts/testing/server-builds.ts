import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { missingServerBuilds } from '../system.mjs';

/** Tests that start real server processes run the compiled output: build it when it is missing.
 * `npm run test:unit` builds every server first, so a source change is never tested stale. */
export function ensureServerBuilds(): void {
  const missing = missingServerBuilds();
  if (missing.length === 0) return;
  execFileSync(process.execPath, [path.join(__dirname, '..', 'build-servers.mjs'), ...missing], { stdio: 'inherit' });
}
