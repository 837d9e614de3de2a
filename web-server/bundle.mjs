#!/usr/bin/env node
// Bundles the front-end server (src/serve-app.ts) and its libraries (express, helmet, ...) into
// one file, so the front-end image runs plain Node with no node_modules:
// `node web-server/bundle.mjs <outDir>`.
import path from 'node:path';
import { build } from 'esbuild';

const outDir = path.resolve(process.argv[2] || 'dist-server');
await build({
  entryPoints: [path.join(import.meta.dirname, 'src', 'serve-app.ts')],
  outfile: path.join(outDir, 'serve-app.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  // The release channel (src/release-channel.ts) loads the data package's compiled release store
  // (and with it Sequelize) on first use: an image that serves a channel needs it installed
  // (docs/deploy.md, "Release channel").
  external: ['@fairway/data/compiled/release-store'],
  // The CommonJS libraries inside an ES module bundle still call require() for Node's modules,
  // and the server finds its default APP_ROOT from __dirname.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url); const __dirname = import.meta.dirname;",
  },
});
console.log(`front-end server bundled into ${path.join(outDir, 'serve-app.mjs')}`);
