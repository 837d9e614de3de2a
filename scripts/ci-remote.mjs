#!/usr/bin/env node
// Per-remote CI: `npm run ci:remote -- <remote>` (auth | leagues | rounds | calendar).
//   1. type-check, 2. that remote's jest tests alone (`npm test -w mfe-<remote>`),
//   3. build only that remote (BUILD_LABEL passes through), 4. its e2e smoke specs against the
//   other apps served from their last builds (their dist/ folders are not rebuilt).
// `--skip-e2e` stops after the build. The e2e step starts the whole system on the usual ports:
// one such run per machine at a time.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { APPS, REMOTES } from './mf/apps.mjs';
import { hasBuild } from './system.mjs';

// Which e2e specs exercise each remote's screens (e2e/tests/).
const SMOKE_SPECS = {
  auth: ['accounts.spec'],
  leagues: ['leagues.spec'],
  rounds: ['rounds.spec'],
  calendar: ['calendar.spec'],
};

const ROOT = path.resolve(import.meta.dirname, '..');
const [name, ...flags] = process.argv.slice(2);
const remote = REMOTES.find((candidate) => candidate.name === name);
if (!remote) {
  console.error(`usage: npm run ci:remote -- <${REMOTES.map((r) => r.name).join('|')}> [--skip-e2e]`);
  process.exit(2);
}

function step(title, command, args) {
  console.log(`\n== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

step('type-check', 'npx', ['tsc', '-p', 'tsconfig.json']);
// jest sets NODE_ENV=test itself when it is unset; do not force production on it.
console.log(`\n== unit tests of ${remote.dir}: npm test -w ${remote.dir}`);
const unit = spawnSync('npm', ['test', '-w', remote.dir], { cwd: ROOT, stdio: 'inherit' });
if (unit.status !== 0) process.exit(unit.status || 1);
step(`build of ${remote.dir} alone`, 'npm', ['run', 'build', '-w', remote.dir]);
if (flags.includes('--skip-e2e')) process.exit(0);

const missing = APPS.filter((app) => app !== remote && !hasBuild(app));
if (missing.length > 0) {
  console.error(
    `\nNo last build of ${missing.map((app) => app.dir).join(', ')}: build each once (npm run build -w <app>) or restore its dist/.`,
  );
  process.exit(1);
}
step(`e2e smoke of ${remote.dir} against the others' last builds`, 'npx', [
  'playwright',
  'test',
  '-c',
  'e2e/playwright.config.ts',
  ...SMOKE_SPECS[remote.name],
]);
