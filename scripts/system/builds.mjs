// Whether the compiled servers and the front ends' production builds exist, and building the
// front ends the way `npm run build` does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, SHELL } from '../mf/apps.mjs';
import { SERVER_BUILDS } from '../servers.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A front-end app has a build when its dist holds its entry: the shell's page, a remote's manifest.
 * @param {{ dir: string }} app
 */
export function hasBuild(app) {
  const dist = path.join(ROOT, app.dir, 'dist');
  return fs.existsSync(path.join(dist, app.dir === SHELL.dir ? 'index.html' : 'mf-manifest.json'));
}

/** A back-end server has a build when every compiled entry exists. */
function hasServerBuild(target) {
  return target.entries.every((entry) => fs.existsSync(path.join(ROOT, target.dir, 'dist', `${entry}.js`)));
}

/**
 * Names of the back-end builds (build-servers.mjs targets) that are missing.
 * @returns {string[]}
 */
export function missingServerBuilds() {
  return SERVER_BUILDS.filter((target) => !hasServerBuild(target)).map((target) => target.name);
}

/**
 * Builds front-end apps (production) one after the other (2 cores do not gain from more), as
 * `npm run build` does: each app's own build script, so `npm start`
 * serves what the e2e suite and the images serve (the prerendered landing page, the shell's
 * service worker). `bundleOnly` runs the rspack build alone (bench/federation-tax: builds into
 * another folder, where the shell's PWA step cannot go).
 *
 * @param {{ apps?: Array<{ dir: string }>, env?: NodeJS.ProcessEnv, log?: (line: string) => void, bundleOnly?: boolean }} [options]
 */
export async function buildFrontEnds({ apps = APPS, env = process.env, log = console.log, bundleOnly = false } = {}) {
  for (const app of apps) {
    log(`building ${app.dir}...`);
    const [command, args] = bundleOnly ? ['npx', ['rspack', 'build']] : ['npm', ['run', 'build', '--silent']];
    await run(command, args, { cwd: path.join(ROOT, app.dir), env: { ...env, NODE_ENV: 'production' } });
  }
}

/** Runs a command to its end, its output on ours; rejects when it fails. */
export function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}
