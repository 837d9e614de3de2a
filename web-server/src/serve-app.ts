#!/usr/bin/env node
// Front-end servers in a process of their own (front-ends.ts):
// `node web-server/dist/serve-app.js shell` runs one, on PORT or its port from the port table (the
// front-end image: one app per container; `npm start -w <app>`), `... shell:3000 auth:3001 ...`
// several. `npm start` runs them inside the back end's process instead (BACKEND=one-process) or
// in one process of this file beside the per-service back end (scripts/servers.mjs).
// Files are served precompressed (br/gzip) with the cache policy and security headers of
// static-server.ts. The front-end image runs a bundle of this file (web-server/bundle.mjs).
import path from 'node:path';
import { FRONT_END_USAGE, parseFrontEnds, startFrontEnds } from './front-ends';

const specs = parseFrontEnds(process.argv.slice(2));
if (!specs) {
  console.error(`usage: serve-app.js ${FRONT_END_USAGE}`);
  process.exit(2);
}
// APP_ROOT: where the app folders are (the image keeps them beside the bundled server); by
// default the repository this file was built in (web-server/dist/).
const appRoot = path.resolve(process.env.APP_ROOT || path.join(__dirname, '..', '..'));

startFrontEnds(specs, { appRoot }).then(
  (frontEnds) => {
    const closeAll = () => frontEnds.close().then(() => process.exit(0));
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void closeAll());
    // Under the supervisor (scripts/system.mjs, IPC channel): stop when it dies, never orphaned.
    if (process.connected) process.once('disconnect', () => void closeAll());
  },
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
