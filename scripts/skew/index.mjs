#!/usr/bin/env node
// The skew window, tested (docs/compatibility.md, "The skew window"): `npm run skew -- <git ref>` builds
// the front ends of that ref in a worktree (scripts/skew/release.mjs), serves both releases' shells
// and remotes, each with its own release's front-end server (release.mjs, frontEndServer), in the four pairings
// (shell of one release x remotes of the other or its own) against one back end (this checkout's
// compiled services and gateway on a throwaway SQLite file), and runs every remote's smoke pages in
// Chromium (scripts/skew/smoke.mjs). Exits 1 when any page of any pairing fails or shows a
// remote's fallback. This checkout's front ends are served from their last build (`npm run build`).
// Everything listens on free ports: no ports lock needed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../browser/chromium.mjs';
import { REMOTES, SHELL } from '../mf/apps.mjs';
import { ROOT, SERVERS, startSystem } from '../system.mjs';
import { buildRelease, frontEndServer } from './release.mjs';
import { smokeShell } from './smoke.mjs';

const log = (line) => console.error(line);
const ref = process.argv[2];
if (!ref || process.argv.length > 3) {
  console.error('usage: npm run skew -- <git ref>   (the other release, e.g. a tag or a commit)');
  process.exit(2);
}
const missing = [SHELL, ...REMOTES].filter(
  (app) => !fs.existsSync(path.join(ROOT, app.dir, 'dist', app === SHELL ? 'index.html' : 'mf-manifest.json')),
);
if (!fs.existsSync(frontEndServer(ROOT))) missing.push({ dir: 'web-server' });
if (missing.length > 0) {
  console.error(`No build of ${missing.map((app) => app.dir).join(', ')} in this checkout; run npm run build first`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const children = [];

/** One front-end server of a release, by that release's own server (frontEndServer). */
async function serveApp({ release, app, env, logDir }) {
  const port = await freePort();
  const out = fs.openSync(path.join(logDir, `${release.label}-${app.dir}-${port}.log`), 'a');
  const child = spawn(process.execPath, [frontEndServer(release.dir), app.name], {
    cwd: release.dir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', out, out],
  });
  children.push(child);
  const url = `http://localhost:${port}`;
  const probe = app === SHELL ? '/remotes.json' : '/mf-manifest.json';
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${release.label} ${app.dir} exited (${child.exitCode}); see ${logDir}`);
    try {
      if ((await fetch(`${url}${probe}`)).ok) return url;
    } catch {
      // not listening yet
    }
    if (attempt > 200) throw new Error(`${release.label} ${app.dir} did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const current = { dir: ROOT, label: 'current' };
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-skew-run-'));
const logDir = path.join(workDir, 'logs');
fs.mkdirSync(logDir);
let system;
let browser;
let failed = false;
try {
  const other = await buildRelease({ repoRoot: ROOT, ref, log });
  const releases = [current, other];
  const shellPorts = [];
  // The four shells' origins are known before the gateway starts (its ALLOWED_ORIGINS).
  for (let i = 0; i < 4; i += 1) shellPorts.push(await freePort());
  const backEnd = SERVERS.filter((server) => server.kind !== 'front-end');
  const ports = {};
  for (const server of backEnd) ports[server.name] = await freePort();
  system = await startSystem({
    only: backEnd.map((server) => server.name),
    ports,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:${path.join(workDir, 'skew.sqlite')}`,
      REDIS_URL: '',
      ALLOWED_ORIGINS: shellPorts.map((port) => `http://localhost:${port}`).join(','),
    },
    logDir,
    log,
  });
  const gateway = system.env.GATEWAY_URL;

  const remoteEnv = {};
  for (const release of releases) {
    remoteEnv[release.label] = {};
    for (const remote of REMOTES) {
      const url = await serveApp({ release, app: remote, env: {}, logDir });
      remoteEnv[release.label][remote.env] = `${url}/mf-manifest.json`;
    }
  }
  const pairings = [];
  for (const shellRelease of releases) {
    for (const remoteRelease of releases) {
      pairings.push({ shell: shellRelease, remotes: remoteRelease });
    }
  }
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const rows = [];
  for (const [index, pairing] of pairings.entries()) {
    // The shell's own port: the gateway's allowed origins were set for these four.
    const port = shellPorts[index];
    const out = fs.openSync(path.join(logDir, `${pairing.shell.label}-shell-${port}.log`), 'a');
    const child = spawn(process.execPath, [frontEndServer(pairing.shell.dir), SHELL.name], {
      cwd: pairing.shell.dir,
      env: {
        ...process.env,
        ...remoteEnv[pairing.remotes.label],
        GATEWAY_URL: gateway,
        // The run's database: a shell with a release channel reads it there (none is set).
        DATABASE_URL: system.env.DATABASE_URL,
        PREVIEW_ORIGINS: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', out, out],
    });
    children.push(child);
    const shellUrl = `http://localhost:${port}`;
    for (
      let attempt = 0;
      !(await fetch(`${shellUrl}/remotes.json`).then(
        (r) => r.ok,
        () => false,
      ));
      attempt += 1
    ) {
      if (child.exitCode !== null || attempt > 200) throw new Error(`${pairing.shell.label} shell did not start; see ${logDir}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const name = `shell ${pairing.shell.label} + remotes ${pairing.remotes.label}`;
    log(`[skew] ${name} on ${shellUrl}`);
    for (const result of await smokeShell(browser, shellUrl)) rows.push({ pairing: name, ...result });
  }

  console.log(`\nSkew run: this checkout (current) and ${ref} (${other.commit.slice(0, 12)})`);
  const width = Math.max(...rows.map((row) => row.pairing.length));
  for (const row of rows) {
    console.log(`${row.pairing.padEnd(width)}  ${row.page.padEnd(17)}  ${row.ok ? 'ok' : `FAIL  ${row.problem}`}`);
  }
  failed = rows.some((row) => !row.ok);
  console.log(failed ? '\nSkew run FAILED' : `\nAll ${pairings.length} pairings: every smoke page works, no remote fallback`);
} catch (error) {
  failed = true;
  console.error(`[skew] ${error.stack ?? error.message}`);
} finally {
  await browser?.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await system?.stop();
  if (failed) console.error(`[skew] logs kept in ${logDir}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
