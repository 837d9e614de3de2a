#!/usr/bin/env node
// Runs front-end servers (by app name or folder), each its own Express app on its own port:
//   shell  -> :3000, its page (remote map inlined) for every route, /remotes.json from
//             REMOTE_*_URL and PREVIEW_ORIGINS, /api/* proxied to GATEWAY_URL
//   remote -> :300N with CORS: its mf-manifest.json, remoteEntry.js and chunks
// `node scripts/serve-app.mjs shell` runs one, on PORT or its port from the port table (the
// front-end image: one app per container). `node scripts/serve-app.mjs shell:3000 auth:3001 ...`
// runs several in this one process, as `npm start` does (scripts/system.mjs; docs/decisions.md):
// an idle Node process costs tens of MB, and five static servers need one. A request that fails
// gets its 4xx/500 from its own app's error handler; the others never see it.
// Files are served precompressed (br/gzip) with the cache policy and security headers of
// scripts/serve/static-server.mjs. The front-end image runs a bundle of this file (docker/).
import path from 'node:path';
import { APPS } from './mf/apps.mjs';
import { buildShellConfig } from './mf/remote-map.mjs';
import fs from 'node:fs';
import { startStaticServer } from './serve/static-server.mjs';

const specs = process.argv.slice(2).map((arg) => {
  const [name, port] = arg.split(':');
  return { app: APPS.find((candidate) => candidate.name === name || candidate.dir === name), port };
});
if (specs.length === 0 || specs.some(({ app, port }) => !app || (port !== undefined && !/^\d+$/.test(port)))) {
  console.error(`usage: serve-app.mjs <${APPS.map((a) => a.name).join('|')}>[:port] ...`);
  process.exit(2);
}
// APP_ROOT: where the app folders are (the image keeps them beside the bundled server).
const appRoot = path.resolve(process.env.APP_ROOT || path.join(import.meta.dirname, '..'));
const apiTarget = process.env.GATEWAY_URL || 'http://localhost:8080';

/**
 * The release channel (scripts/serve/release-channel.mjs), read from the database: DATABASE_URL,
 * or outside production the embedded default. Without one (a production shell given no database)
 * the remote map is the environment's and /release-channel answers 503 saying why.
 */
async function releaseChannelFor(root) {
  const production = process.env.NODE_ENV === 'production';
  const databaseUrl = process.env.DATABASE_URL || (production ? '' : `sqlite:${path.join(appRoot, '.data', 'fairway.sqlite')}`);
  const { releaseAdmin, closedReleaseAdmin } = await import('./serve/release-admin.mjs');
  if (!databaseUrl) {
    console.error('release channel: closed, no DATABASE_URL; serving the remote map of the environment');
    return { channel: null, admin: closedReleaseAdmin('The release channel is closed: set DATABASE_URL on the shell servers') };
  }
  // The database drivers are not in the front-end image's bundle (bundle.mjs): loaded on first use.
  const { createReleaseChannel } = await import('./serve/release-channel.mjs');
  const manifestFile = path.join(root, 'mf-manifest.json');
  // The shell build's platform, what a release's range is checked against; none: releases are refused.
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
  const channel = createReleaseChannel({ databaseUrl, defaults: () => buildShellConfig().remotes });
  const admin = releaseAdmin({
    channel,
    remotes: APPS.filter((candidate) => candidate.name !== 'shell').map((remote) => remote.name),
    platformVersion: manifest.metaData?.fairway?.platformVersion ?? null,
    repoRoot: appRoot,
  });
  return { channel, admin };
}

async function start({ app, port }) {
  const root = path.join(appRoot, app.dir, 'dist');
  const isShell = app.name === 'shell';
  const release = isShell ? await releaseChannelFor(root) : null;
  return startStaticServer({
    root,
    port: Number(port ?? (specs.length === 1 && process.env.PORT ? process.env.PORT : app.port)),
    host: process.env.HOST || '0.0.0.0',
    cors: !isShell,
    spa: isShell,
    apiTarget: isShell ? apiTarget : undefined,
    remoteMap: isShell
      ? (req, res) => {
          const config = buildShellConfig();
          return release?.channel ? { ...config, ...release.channel.choose(req, res) } : config;
        }
      : undefined,
    admin: release?.admin,
  }).then(
    (server) => {
      console.log(`${app.dir} serving ${root} on ${server.url}`);
      return server;
    },
    (error) => {
      throw new Error(`${app.dir}: ${error.message}`);
    },
  );
}

const started = [];
const closeAll = () => Promise.all(started.map((server) => server.close())).then(() => process.exit(0));
try {
  buildShellConfig(); // fail fast on a bad REMOTE_*_URL or PREVIEW_ORIGINS
  for (const spec of specs) started.push(await start(spec));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void closeAll());
  // Under the supervisor (scripts/system.mjs, IPC channel): stop when it dies, never orphaned.
  if (process.connected) process.once('disconnect', () => void closeAll());
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
