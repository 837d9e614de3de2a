// Build-time prerender of one app's first screen (docs/performance.md "Prerendered landing page"):
// run by the app's `npm run build` after rspack, in the app's folder:
//   node ../scripts/prerender/prerender-app.mjs <entry> <name>
// <entry> (e.g. src/prerender/landing.tsx) exports `prerenderElement()`: the React element of the
// screen. It is compiled for Node with the browser build's source rules (scripts/mf/create-config.mjs
// sourceRules: same styled-components ids, so the same class names), rendered with
// react-dom/server, and written with its CSS to dist/prerender/<name>.json. The shell's server
// puts it into the page (web-server/src/prerendered-page.ts); the browser hydrates it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { buildMeta, buildMetaDefines } from '../mf/build-meta.mjs';
import { APPS } from '../mf/apps.mjs';
import { sourceRules } from '../mf/config/source-rules.mjs';
import { cssOfSheet } from './sheet-css.mjs';
import { deadControls } from './dead-taps.mjs';

const appDir = process.cwd();
const [entry, name] = process.argv.slice(2);
if (!entry || !name) throw new Error('usage: prerender-app.mjs <entry> <name>');
const app = APPS.find((candidate) => candidate.dir === path.basename(appDir));
if (!app) throw new Error(`${appDir} is not an app of scripts/mf/apps.mjs`);
const distDir = process.env.MF_OUT_DIR ? path.resolve(process.env.MF_OUT_DIR) : path.join(appDir, 'dist');
const requireFromApp = createRequire(path.join(appDir, 'package.json'));

/** The build label the browser build carries (its manifest's, or the shell's startup file). */
function builtLabel() {
  const manifest = path.join(distDir, 'mf-manifest.json');
  if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).metaData?.fairway?.buildLabel ?? null;
  return null;
}

function compile(outDir) {
  const meta = { ...buildMeta({ appDir, name: app.name }), buildLabel: builtLabel() ?? 'prerender' };
  const compiler = rspack({
    mode: 'production',
    target: 'node',
    context: appDir,
    entry: { prerender: path.resolve(appDir, entry) },
    output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' } },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: sourceRules(true) },
    // Packages stay outside the bundle, resolved from the app (one React, one styled-components
    // for the bundle and this script); the workspace packages are source, compiled like the app's.
    externals: ({ request }, callback) => {
      if (!request || /^[./]/.test(request) || request.startsWith('@fairway/')) return callback();
      return callback(null, `commonjs ${requireFromApp.resolve(request)}`);
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), ...buildMetaDefines(meta) }),
      // One file: the node build has no use for chunks.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve(path.join(outDir, 'prerender.cjs'));
    });
  });
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `prerender-${app.name}-`));
try {
  const bundle = await import(pathToFileURL(await compile(outDir)).href);
  const { renderToString } = requireFromApp('react-dom/server');
  const { ServerStyleSheet } = requireFromApp('styled-components');
  const element = await (bundle.default ?? bundle).prerenderElement();
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    const dead = deadControls(html);
    if (dead.length)
      throw new Error(`${entry}: prerendered controls that do nothing before the code arrives (use a link or a form): ${dead.join(', ')}`);
    const page = { buildLabel: builtLabel(), html, css: cssOfSheet(sheet) };
    fs.mkdirSync(path.join(distDir, 'prerender'), { recursive: true });
    fs.writeFileSync(path.join(distDir, 'prerender', `${name}.json`), JSON.stringify(page));
    console.log(`prerendered ${app.dir}/${entry} -> dist/prerender/${name}.json (${html.length} B html, ${page.css.length} B css)`);
  } finally {
    sheet.seal();
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
// The rendered app may leave timers behind (the api's cache lifetimes): the work is done.
process.exit(0);
