#!/usr/bin/env node
// `npm run build:servers [-- auth gateway ...]`: compiles each back-end server (the services, the
// gateway, the data package's migrate/seed commands and its connection for the front ends'
// release channel) from TypeScript into one file `<dir>/dist/<entry>.js` that plain `node` runs.
// The workspace packages (@fairway/*, which ship TypeScript sources) are bundled in; everything
// from node_modules stays an ordinary require, so
// native modules (sqlite3) and dynamic requires (Sequelize dialects) load as usual. Types are
// checked by `npm run typecheck`, not here.
import path from 'node:path';
import { build, stop } from 'esbuild';
import { SERVER_BUILDS } from './servers.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Bare imports stay external unless they name a workspace package. */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@fairway/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServers(names = [], { log = console.log } = {}) {
  const unknown = names.filter((name) => !SERVER_BUILDS.some((target) => target.name === name));
  if (unknown.length > 0) throw new Error(`unknown server ${unknown.join(', ')}; one of ${SERVER_BUILDS.map((t) => t.name).join(', ')}`);
  const targets = names.length > 0 ? SERVER_BUILDS.filter((target) => names.includes(target.name)) : SERVER_BUILDS;
  try {
    await buildAll(targets, log);
  } finally {
    // esbuild's service process would otherwise live on in the caller: `npm start`'s supervisor
    // kept it for as long as the system ran.
    await stop();
  }
}

function buildAll(targets, log) {
  return Promise.all(
    targets.map(async (target) => {
      const dir = path.join(ROOT, target.dir);
      await build({
        entryPoints: Object.fromEntries(target.entries.map((entry) => [entry, path.join(dir, 'src', `${entry}.ts`)])),
        outdir: path.join(dir, 'dist'),
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        logLevel: 'warning',
        plugins: [externalNodeModules],
      });
      log(`built ${target.entries.map((entry) => `${target.dir}/dist/${entry}.js`).join(', ')}`);
    }),
  );
}

if (process.argv[1] === import.meta.filename) {
  buildServers(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
