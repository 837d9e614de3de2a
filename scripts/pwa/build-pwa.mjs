// After the shell's rspack build: makes the shell an installable, offline-capable
// web app. Copies the manifest and icons into dist, bundles the service worker's own part
// (shell/src/pwa/sw-extra.ts with the platform's round queue) into dist/sw-extra.js, links the
// manifest from index.html, then generates dist/sw.js with Workbox (workbox-build generateSW):
// - the shell's build is precached; pages come from the network first (sw-extra.ts: the server
//   inlines the remote map chosen for each visitor), the precached index.html when offline;
// - /remotes.json, each remote's mf-manifest.json and remoteEntry.js are network-first, so a
//   new remote build is picked up on the next online load and the last one works offline;
// - other remote files are content-hashed and immutable: cache-first;
// - GET /api/* is network-first in sw-extra.ts, in a cache bound to the signed-in user (deleted
//   at logout and on any 401: a session ended elsewhere leaves nothing to show offline).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { generateSW } from 'workbox-build';

const SHELL = path.join(import.meta.dirname, '../../shell');
const DIST = path.join(SHELL, 'dist');
const PWA = path.join(SHELL, 'pwa');

const HEAD_TAGS = [
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<meta name="theme-color" content="#1f7a3d" />',
  '<link rel="icon" type="image/png" sizes="192x192" href="/icons/icon-192.png" />',
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
].join('\n    ');

function copyAssets() {
  fs.mkdirSync(path.join(DIST, 'icons'), { recursive: true });
  for (const name of fs.readdirSync(path.join(PWA, 'icons')))
    fs.copyFileSync(path.join(PWA, 'icons', name), path.join(DIST, 'icons', name));
  fs.copyFileSync(path.join(PWA, 'manifest.webmanifest'), path.join(DIST, 'manifest.webmanifest'));
  const indexFile = path.join(DIST, 'index.html');
  const html = fs.readFileSync(indexFile, 'utf8');
  if (!html.includes('rel="manifest"')) fs.writeFileSync(indexFile, html.replace('</head>', `    ${HEAD_TAGS}\n  </head>`));
  // The precompressed copies were made before the tags were added.
  for (const stale of ['index.html.gz', 'index.html.br']) fs.rmSync(path.join(DIST, stale), { force: true });
}

/** One classic script (importScripts loads no modules), the round queue included. */
async function bundleWorkerPart() {
  await build({
    entryPoints: [path.join(SHELL, 'src/pwa/sw-extra.ts')],
    outfile: path.join(DIST, 'sw-extra.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
}

async function buildServiceWorker() {
  const { count, size, warnings } = await generateSW({
    globDirectory: DIST,
    globPatterns: ['**/*.{js,css,html,png,webmanifest,json}'],
    // The service worker and the files only tools or the server read are not app assets.
    globIgnores: [
      'sw.js',
      'sw-extra.js',
      'workbox-*.js',
      'mf-stats.json',
      'chunk-packages.json',
      'prerender/**',
      '**/*.map',
      '**/*.gz',
      '**/*.br',
    ],
    swDest: path.join(DIST, 'sw.js'),
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    importScripts: ['/sw-extra.js'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    runtimeCaching: [
      {
        urlPattern: ({ url }) =>
          url.pathname === '/remotes.json' || url.pathname.endsWith('/mf-manifest.json') || url.pathname.endsWith('/remoteEntry.js'),
        handler: 'NetworkFirst',
        options: { cacheName: 'fairway-remote-entries', cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: ({ url, request, sameOrigin }) =>
          !sameOrigin && (request.destination === 'script' || request.destination === 'style' || /\.(js|css)$/.test(url.pathname)),
        handler: 'CacheFirst',
        options: { cacheName: 'fairway-remote-chunks', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 400 } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`[pwa] ${warning}`);
  console.log(`[pwa] sw.js precaches ${count} files (${(size / 1024).toFixed(1)} KB)`);
}

copyAssets();
await bundleWorkerPart();
await buildServiceWorker();
