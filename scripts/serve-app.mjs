#!/usr/bin/env node
// Runs ONE front-end server (by app name or folder) on its port: `node scripts/serve-app.mjs shell`.
//   shell  -> :3000, its page (remote map inlined) for every route, /remotes.json from
//             REMOTE_*_URL and PREVIEW_ORIGINS, /api/* proxied to GATEWAY_URL
//   remote -> :300N with CORS: its mf-manifest.json, remoteEntry.js and chunks
// Files are served precompressed (br/gzip) with the cache policy and security headers of
// scripts/serve/static-server.cjs. The front-end image runs a bundle of this file (docker/).
import path from 'node:path';
import { APPS } from './mf/apps.cjs';
import { buildShellConfig } from './mf/remote-map.cjs';
import { startStaticServer } from './serve/static-server.cjs';

const name = process.argv[2];
const app = APPS.find((candidate) => candidate.name === name || candidate.dir === name);
if (!app) {
  console.error(`usage: serve-app.mjs <${APPS.map((a) => a.name).join('|')}>`);
  process.exit(2);
}
// APP_ROOT: where the app folders are (the image keeps them beside the bundled server).
const root = path.resolve(process.env.APP_ROOT || path.join(import.meta.dirname, '..'), app.dir, 'dist');
const port = Number(process.env.PORT || app.port);
const apiTarget = process.env.GATEWAY_URL || 'http://localhost:8080';
const isShell = app.name === 'shell';

try {
  buildShellConfig(); // fail fast on a bad REMOTE_*_URL or PREVIEW_ORIGINS
  const { url, close } = await startStaticServer({
    root,
    port,
    host: process.env.HOST || '0.0.0.0',
    cors: !isShell,
    spa: isShell,
    apiTarget: isShell ? apiTarget : undefined,
    remoteMap: isShell ? () => buildShellConfig() : undefined,
  });
  console.log(`${app.dir} serving ${root} on ${url}`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => void close().then(() => process.exit(0)));
  }
  // Under the supervisor (scripts/system.cjs, IPC channel): stop when it dies, never orphaned.
  if (process.connected) process.once('disconnect', () => void close().then(() => process.exit(0)));
} catch (error) {
  console.error(`${app.dir}: ${error.message}`);
  process.exit(1);
}
