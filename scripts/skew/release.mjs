// The front ends of another release, for the skew run (scripts/skew/index.mjs): a git worktree
// of that ref in a temporary folder, its dependencies and its own `npm run build` of the shell
// and the four remotes. Kept between runs (keyed by the commit): a second run of the same ref
// builds nothing.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FRONT_ENDS = ['shell', 'mfe-auth', 'mfe-leagues', 'mfe-rounds', 'mfe-calendar'];

const git = (root, ...args) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function run(command, args, { cwd, env = process.env, log }) {
  log(`[skew] ${path.basename(cwd)}$ ${command} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} in ${cwd} exited with ${code}:\n${output.slice(-4000)}`)),
    );
  });
}

/**
 * The dependencies of the worktree. Same lockfile as ours: a copy of our node_modules made of hard
 * links (seconds, no disk), whose workspace links are relative and so point at the worktree's own
 * packages. Another lockfile: `npm ci` (what that release installs).
 */
async function installDependencies({ repoRoot, dir, log }) {
  if (fs.existsSync(path.join(dir, 'node_modules'))) return;
  if (sha256(path.join(dir, 'package-lock.json')) === sha256(path.join(repoRoot, 'package-lock.json'))) {
    log('[skew] same lockfile: node_modules as hard links of ours');
    await run('cp', ['-al', path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules')], { cwd: dir, log });
    return;
  }
  await run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: dir, log });
}

/** True when every front end of `dir` has a build (a build that stopped halfway is made again). */
const built = (dir) =>
  FRONT_ENDS.every((app) => fs.existsSync(path.join(dir, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json')));

/** The front-end server of a release's folder: its compiled web-server workspace, or (releases
 * before it) `web-server/src/serve-app.ts`. */
export function frontEndServer(dir) {
  return fs.existsSync(path.join(dir, 'web-server', 'src', 'serve-app.ts'))
    ? path.join(dir, 'web-server', 'dist', 'serve-app.js')
    : path.join(dir, 'scripts', 'serve-app.mjs');
}

/**
 * The other release's front ends and front-end server, built. Returns its folder (same layout as
 * ours: `<app>/dist`, frontEndServer), its commit and label.
 */
export async function buildRelease({ repoRoot, ref, log }) {
  const commit = git(repoRoot, 'rev-parse', '--verify', `${ref}^{commit}`);
  const short = commit.slice(0, 7);
  const dir = path.join(os.tmpdir(), `fairway-skew-${short}`);
  if (!fs.existsSync(path.join(dir, '.git'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    git(repoRoot, 'worktree', 'prune');
    git(repoRoot, 'worktree', 'add', '--detach', dir, commit);
  }
  await installDependencies({ repoRoot, dir, log });
  if (!built(dir)) {
    const env = { ...process.env, NODE_ENV: 'production', BUILD_LABEL: `skew-${short}` };
    delete env.MF_OUT_DIR;
    delete env.PLATFORM_RANGE;
    await run('npm', ['run', 'build', ...FRONT_ENDS.flatMap((app) => ['-w', app])], { cwd: dir, env, log });
  }
  if (!fs.existsSync(frontEndServer(dir))) await run('node', ['scripts/build-servers.mjs', 'web-server'], { cwd: dir, log });
  return { dir, commit, label: short };
}
