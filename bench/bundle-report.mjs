#!/usr/bin/env node
// Bundle report: per app, the gzipped size of its initial JS and of each exposed
// module, and the total JS a browser downloads to render the signed-out landing page, measured
// by loading that page in Chromium from the production builds. Run after `npm run build`:
//   npm run bench:bundle   (node --import tsx: it serves with web-server/src)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../scripts/browser/chromium.mjs';
import { APPS, REMOTES, SHELL } from '../scripts/mf/apps.mjs';
import { startStaticServer } from '../web-server/src/static-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const LANDING_BUDGET_KB = 220;
// Ports away from the running system's, so the report can run beside `npm start`.
const PORT_OFFSET = 20;

// Only the demo adapter's chunk holds this text (packages/platform/src/demo/adapter.ts): it tells
// whether the demo world was downloaded.
const DEMO_CHUNK_MARKER = 'Demo API: Unknown route';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

function distOf(app) {
  return path.join(ROOT, app.dir, 'dist');
}

function packagesOf(app) {
  const file = path.join(distOf(app), 'chunk-packages.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

function sumGzip(app, files) {
  return [...new Set(files)].reduce((total, file) => total + gzipSize(path.join(distOf(app), file)), 0);
}

/** Scripts the page of an app starts with (its index.html). */
function entryScripts(app) {
  const html = fs.readFileSync(path.join(distOf(app), 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((match) => match[1]);
}

function staticReport() {
  const rows = [];
  for (const app of APPS) {
    const manifest = JSON.parse(fs.readFileSync(path.join(distOf(app), 'mf-manifest.json'), 'utf8'));
    const isShell = app === SHELL;
    // A remote's initial JS is its remote entry (what a host loads before any exposed module);
    // the shell's is what its page starts with.
    const initial = isShell ? entryScripts(app) : [manifest.metaData.remoteEntry.name];
    rows.push({ app: app.dir, part: isShell ? 'initial JS (page entry)' : 'initial JS (remoteEntry.js)', gz: sumGzip(app, initial) });
    for (const expose of manifest.exposes) {
      // sync: fetched when the module is first loaded (shared libraries not included: they come
      // from whichever app provided them first). async: chunks it may import later, as the
      // manifest lists them (an upper bound that can include sibling modules' chunks).
      rows.push({
        app: app.dir,
        part: `  expose ${expose.name}`,
        gz: sumGzip(app, expose.assets.js.sync),
        later: sumGzip(app, expose.assets.js.async),
      });
    }
  }
  return rows;
}

async function landingReport() {
  const servers = [];
  const byOrigin = new Map();
  try {
    const map = {};
    for (const remote of REMOTES) {
      const port = remote.port + PORT_OFFSET;
      servers.push(await startStaticServer({ root: distOf(remote), port, cors: true, spa: false }));
      map[remote.name] = `http://localhost:${port}/mf-manifest.json`;
      byOrigin.set(`http://localhost:${port}`, remote);
    }
    const shellPort = SHELL.port + PORT_OFFSET;
    // No API behind it: /api/auth/user fails, which the shell treats as signed out.
    servers.push(
      await startStaticServer({
        root: distOf(SHELL),
        port: shellPort,
        remoteMap: () => ({ remotes: map, previewOrigins: [] }),
        apiTarget: 'http://127.0.0.1:9',
      }),
    );
    byOrigin.set(`http://localhost:${shellPort}`, SHELL);

    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const page = await browser.newPage();
      const scripts = [];
      page.on('requestfinished', (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('.js')) scripts.push(url);
      });
      await page.goto(`http://localhost:${shellPort}/`);
      // Take a Tour is a link to /?demo=true (mfe-auth's landing page); the page has started
      // once React has taken it over (its props attached by hydration, as e2e/fixtures.ts waits).
      const tour = page.getByRole('link', { name: 'Take a Tour' });
      await tour.waitFor({ timeout: 20_000 });
      await page.waitForFunction((link) => Object.keys(link).some((key) => key.startsWith('__reactProps')), await tour.elementHandle(), {
        timeout: 20_000,
      });
      await page.waitForLoadState('networkidle');
      const perApp = new Map();
      const perPackage = new Map();
      for (const url of scripts) {
        const app = byOrigin.get(url.origin);
        if (!app) continue;
        const file = url.pathname.replace(/^\//, '');
        const gz = gzipSize(path.join(distOf(app), file));
        const entry = perApp.get(app.dir) ?? { files: 0, gz: 0 };
        perApp.set(app.dir, { files: entry.files + 1, gz: entry.gz + gz });
        // Which libraries the file holds (chunk-packages.json); app code when none.
        const packages = packagesOf(app)[file] ?? [];
        const label = packages.length > 0 ? packages.join(' + ') : `${app.dir} code`;
        perPackage.set(label, (perPackage.get(label) ?? 0) + gz);
      }
      // The demo tour's chunk must stay off the landing page (docs/demo.md); Take a Tour loads it.
      const demoFiles = (urls) =>
        urls
          .filter((url) => byOrigin.has(url.origin))
          .map((url) => ({ app: byOrigin.get(url.origin), file: url.pathname.replace(/^\//, '') }))
          .filter(({ app, file }) => fs.readFileSync(path.join(distOf(app), file), 'utf8').includes(DEMO_CHUNK_MARKER))
          .map(({ app, file }) => ({ name: `${app.dir}/${file}`, gz: gzipSize(path.join(distOf(app), file)) }));
      const demoOnLanding = demoFiles(scripts);
      const landingCount = scripts.length;
      await tour.click();
      await page.getByText('DEMO MODE - REGISTER TO GAIN FULL ACCESS').waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const demoOnTour = demoFiles(scripts.slice(landingCount));
      return { perApp, perPackage, demo: { onLanding: demoOnLanding, onTour: demoOnTour } };
    } finally {
      await browser.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

async function main() {
  const missing = APPS.filter((app) => !fs.existsSync(path.join(distOf(app), 'mf-manifest.json')));
  if (missing.length > 0) {
    console.error(`No build of ${missing.map((a) => a.dir).join(', ')}: run npm run build first`);
    process.exit(1);
  }
  console.log('Per app, gzip -9 of the production build (shared libraries: see the landing page breakdown)');
  let current = '';
  for (const row of staticReport()) {
    if (row.app !== current) {
      current = row.app;
      console.log(`\n${row.app}`);
    }
    const later = row.later === undefined ? '' : `   (+ up to ${kb(row.later)} on demand)`;
    console.log(`  ${row.part.padEnd(40)} ${kb(row.gz).padStart(10)}${later}`);
  }

  const { perApp, perPackage, demo } = await landingReport();
  let total = 0;
  console.log('\nSigned-out landing page (/), JS downloaded by Chromium, by content');
  for (const [label, gz] of [...perPackage].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${label.padEnd(40)} ${kb(gz).padStart(10)}`);
  }
  console.log('\nSigned-out landing page (/), JS downloaded by Chromium, by app');
  for (const [dir, { files, gz }] of perApp) {
    total += gz;
    console.log(`  ${dir.padEnd(20)} ${String(files).padStart(3)} files ${kb(gz).padStart(10)}`);
  }
  const verdict = total / 1024 < LANDING_BUDGET_KB ? 'within' : 'OVER';
  console.log(`  ${'total'.padEnd(20)}           ${kb(total).padStart(10)}  (${verdict} the ${LANDING_BUDGET_KB} KB budget)`);

  console.log('\nDemo tour chunk (packages/platform/src/demo)');
  const landingText = demo.onLanding.length === 0 ? 'not downloaded' : `DOWNLOADED: ${demo.onLanding.map((f) => f.name).join(', ')}`;
  console.log(`  ${'on the landing page'.padEnd(40)} ${landingText}`);
  for (const file of demo.onTour) console.log(`  ${`after Take a Tour: ${file.name}`.padEnd(40)} ${kb(file.gz).padStart(10)}`);
  if (demo.onTour.length === 0) console.log(`  ${'after Take a Tour'.padEnd(40)} not found`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
