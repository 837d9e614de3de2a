// The two variants of bench/federation-tax, built from the working tree into a temporary folder
// (MF_OUT_DIR), never into the apps' own dist: the federated apps' rspack builds (without the
// prerendered pages and the shell's PWA step, which neither variant gets), and the monolith
// (rspack.monolith.config.mjs). Same rspack, loaders and br/gz precompression for both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, SHELL } from '../../scripts/mf/apps.mjs';
import { ROOT, buildFrontEnds } from '../../scripts/system.mjs';

/** Builds the shell and the four remotes into `<outDir>/<app dir>`. */
export async function buildFederated(outDir, log) {
  for (const app of APPS) {
    await buildFrontEnds({
      apps: [app],
      env: { ...process.env, NODE_ENV: 'production', MF_OUT_DIR: path.join(outDir, app.dir) },
      log,
      bundleOnly: true,
    });
  }
}

/** Builds the monolith into `outDir`. */
export function buildMonolith(outDir, log) {
  log('building the monolith...');
  const config = path.join(import.meta.dirname, 'rspack.monolith.config.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['rspack', 'build', '-c', config], {
      cwd: path.join(ROOT, SHELL.dir),
      env: { ...process.env, NODE_ENV: 'production', MF_OUT_DIR: outDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`monolith build exited with ${code}`))));
  });
}
