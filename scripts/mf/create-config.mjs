import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { APPS, REMOTES } from './apps.mjs';
import { exposesOf } from './exposes.mjs';
import { buildShellConfig } from './remote-map.mjs';
import { buildMeta, buildMetaDefines, manifestMetaData } from './build-meta.mjs';
import { ChunkPackagesPlugin } from './chunk-packages-plugin.mjs';
import { StartupAssetsPlugin } from './startup-assets-plugin.mjs';
import { sharedConfig, startupLibraries } from './shared-deps.mjs';

const GATEWAY_URL = process.env.GATEWAY_URL || 'http://localhost:8080';
const SWC_CACHE = path.join(import.meta.dirname, '../../node_modules/.cache/swc');

function pageHtml(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * Brotli and gzip twins of every text asset, made once at build time at the highest levels
 * (too slow per request); the servers pick one by Accept-Encoding (scripts/serve/static-server.mjs).
 * Source maps stay plain: only developer tools fetch them.
 */
function precompressionPlugins() {
  const test = /\.(js|css|html|json|svg|txt)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 }, minRatio: 0.9 }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      minRatio: 0.9,
    }),
  ];
}

/**
 * Shared modules are never tree-shaken, so what a shared library costs matters for every page.
 * react-router-dom, react-redux and styled-components are shared as facades that re-export only
 * what the apps use (scripts/mf/*.mjs). Each facade imports its package by a public name.
 */
const STYLED_COMPONENTS_FACADE = path.join(import.meta.dirname, 'styled-components.mjs');
const sharedLibraryAlias = {
  'react-router-dom$': path.join(import.meta.dirname, 'react-router-dom.mjs'),
  'react-redux$': path.join(import.meta.dirname, 'react-redux.mjs'),
};

/**
 * styled-components has a single public name, so its facade cannot import the package by another
 * one (react-redux's facade uses 'react-redux/alternate-renderers'): every module but the facade
 * resolves 'styled-components' to the facade, the facade to the package itself. The facade is
 * shared by its path under the key 'styled-components', so the facade's own import is an ordinary,
 * bundled one.
 */
const styledComponentsFacadeRule = {
  exclude: STYLED_COMPONENTS_FACADE,
  resolve: { alias: { 'styled-components$': STYLED_COMPONENTS_FACADE } },
};

/**
 * The shared config with styled-components keyed by its facade, relative to the app (a relative
 * key is resolved), so no checkout path is written into the build.
 */
function sharedWithFacade(appDir, shared) {
  const { 'styled-components': styledComponents, ...rest } = shared;
  const facade = path.relative(appDir, STYLED_COMPONENTS_FACADE).split(path.sep).join('/');
  return { ...rest, [facade]: { ...styledComponents, shareKey: 'styled-components' } };
}

// The Module Federation runtime's packages, each published as CommonJS and ES modules.
const FEDERATION_RUNTIME_PACKAGES = [
  'sdk',
  'error-codes',
  'runtime-core',
  'runtime',
  'runtime-tools',
  'webpack-bundler-runtime',
  'inject-external-runtime-core-plugin',
];

/**
 * The federation runtime from its ES module builds. The plugin's generated entry imports the
 * bundler runtime's CommonJS file, which require()s the rest, and a require() keeps a whole module:
 * every export of the sdk, the snapshot and preload code. As ES modules the unused exports and
 * the branches the plugin's defines switch off (target 'web', no remotes in a remote) are dropped.
 * Each package's entry, and the file its public `require` entry resolves to (the generated code
 * names that file), resolve to the package's public `import` entry.
 */
function federationRuntimeAlias() {
  const require = createRequire(import.meta.url);
  const alias = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const pkg = `@module-federation/${name}`;
    const commonJs = require.resolve(pkg);
    const { exports } = JSON.parse(fs.readFileSync(packageJsonOf(commonJs, pkg), 'utf8'));
    const esm = path.resolve(path.dirname(packageJsonOf(commonJs, pkg)), exports['.'].import.default);
    if (!fs.existsSync(esm)) throw new Error(`${pkg}: no ES module build at ${esm}`);
    alias[`${pkg}$`] = esm;
    alias[commonJs] = esm;
  }
  return alias;
}

/** The package.json of the package a resolved file belongs to. */
function packageJsonOf(file, pkg) {
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (fs.existsSync(candidate) && JSON.parse(fs.readFileSync(candidate, 'utf8')).name === pkg) return candidate;
  }
  throw new Error(`${pkg}: no package.json above ${file}`);
}

/** Where an app's build goes: its dist/, or MF_OUT_DIR for a second build of the same app. */
function outDirOf(appDir) {
  return process.env.MF_OUT_DIR ? path.resolve(process.env.MF_OUT_DIR) : path.join(appDir, 'dist');
}

/**
 * The compatibility shim for remote entries of earlier releases (federation-compat.ts), built on
 * its own into the shell's output as federation-compat.js after the shell (its `clean` would
 * remove it). No Module Federation plugin: the bundler runtime keeps every function.
 *
 * @param {{ appDir: string }} options
 */
export function federationCompatConfig({ appDir }) {
  const outDir = outDirOf(appDir);
  return {
    name: 'federation-compat',
    dependencies: ['shell'],
    mode: 'production',
    context: appDir,
    target: 'web',
    entry: { 'federation-compat': path.join(import.meta.dirname, 'federation-compat.ts') },
    devtool: false,
    output: { path: outDir, filename: '[name].js', clean: false, iife: true },
    resolve: { extensions: ['.ts', '.mjs', '.js', '.json'], alias: federationRuntimeAlias() },
    module: { rules: sourceRules(true) },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), ...precompressionPlugins()],
    optimization: { minimize: true },
    performance: { hints: false },
  };
}

/**
 * How the apps' source is compiled; the build-time prerender (scripts/prerender/) compiles the
 * same source for Node with these rules, so its markup and class names are the browser's.
 */
export function sourceRules(production) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
          // styled-components ids from the file and position, not from the order components are
          // created in: a page rendered at build time and hydrated in the browser (where the shell
          // and a remote share one styled-components) must produce the same class names.
          experimental: {
            plugins: [['@swc/plugin-styled-components', { displayName: !production, ssr: true }]],
            // The plugin's compiled-Wasm cache, out of the source folders.
            cacheRoot: SWC_CACHE,
          },
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset' },
    // The contracts are pure (constants, schemas, rules): importing a constant must not
    // drag zod and every schema into a chunk.
    { test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
    // ...except the module that configures zod for browsers (its whole point is the side effect).
    { test: /packages[\\/]contracts[\\/]src[\\/]schemas[\\/]zod\.ts$/, sideEffects: true },
  ];
}

/**
 * The shell's shared singletons (react, react-dom, the router, RTK, styled-components and what
 * they import) in two chunks instead of one or more each: every page needs all of them at once, and
 * few files compress better than fifteen. Two, not one: react-dom and the rest download side by
 * side on two connections, and a page drawn by its code (the signed-in dashboard) waits for the
 * last byte of both; one file on one connection took longer (docs/performance.md,
 * "Startup-library chunks"; figures in bench/RESULTS.md).
 * Only the host: a remote's copies are fallbacks no page loads while the shell provides them.
 */
function startupLibrariesChunk(appDir) {
  const packages = startupLibraries(appDir).map((pkg) => pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return {
    cacheGroups: {
      startupReactDom: {
        name: 'startup-react-dom',
        test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
        chunks: 'async',
        enforce: true,
        priority: 10,
      },
      startupLibraries: {
        name: 'startup-libraries',
        test: new RegExp(
          `[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]|[\\\\/]scripts[\\\\/]mf[\\\\/](react-router-dom|react-redux|styled-components)\\.mjs$`,
        ),
        chunks: 'async',
        enforce: true,
      },
    },
  };
}

/**
 * A dev-server middleware answering `urlPath` with `body()`, never cached: the file changes while
 * the dev server runs (the remote map) or must not outlive it (MSW's worker).
 */
function uncachedFile(name, urlPath, contentType, body) {
  return {
    name,
    path: urlPath,
    middleware: (_req, res) => {
      res.setHeader('Content-Type', contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(body());
    },
  };
}

/**
 * The rspack configuration of one front-end app (the shell or a remote). Every app builds the
 * same way; only its name, exposed modules and host-only runtime plugins differ.
 *
 * @param {{ appDir: string, name: string, runtimePlugins?: string[] }} options
 */
export function createAppConfig({ appDir, name, runtimePlugins = [] }) {
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown app "${name}"`);
  const isHost = !REMOTES.includes(app);
  const exposes = isHost ? undefined : exposesOf(appDir);
  const production = process.env.NODE_ENV !== 'development';
  const outDir = outDirOf(appDir);
  const meta = buildMeta({ appDir, name });
  if (!isHost && !meta.platformRange) throw new Error(`${app.dir}/package.json must declare "fairway": { "platformRange" }`);

  return {
    name,
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      // The host is always served from its own origin root; a remote must resolve its chunks
      // relative to wherever its remote entry was loaded from.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: production ? { ...sharedLibraryAlias, ...federationRuntimeAlias() } : {},
    },
    module: {
      // A missing export is a build error, not a runtime `undefined`. (Imports of shared
      // modules are not checked by the bundler; shell/src/react-router-facade.test.ts covers the
      // react-router-dom facade.)
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [...sourceRules(production), ...(production ? [styledComponentsFacadeRule] : [])],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        ...buildMetaDefines(meta),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        // The host declares no remotes: it registers them at run time from /remotes.json.
        remotes: {},
        shared: production ? sharedWithFacade(appDir, sharedConfig(appDir)) : sharedConfig(appDir),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        // metaData.fairway: version, build label, platform range and, for a remote, that its
        // entry brings its own federation runtime (build-meta.mjs).
        manifest: { additionalData: manifestMetaData(meta) },
        dts: false,
        // Every app brings its own federation runtime: a remote entry runs on any shell, of its
        // release or another (docs/compatibility.md, the skew window), and the federation packages can
        // be upgraded one app at a time. Remote entries of earlier releases read the shell's
        // copies; the shell's loader gives them federation-compat.js. target 'web' drops the
        // runtime's Node script loader; remotes load no remotes of their own (the shell's loader
        // does), so they leave out the bundler's remote-loading code. The shell registers remotes
        // by their remote entry's URL, read from their manifest by its own loader (shell/src/
        // remotes/federation-loader.ts), so the runtime's snapshot (manifest) plugin is left out.
        experiments: production
          ? isHost
            ? { optimization: { target: 'web', disableSnapshot: true } }
            : { optimization: { target: 'web', disableRemote: true } }
          : undefined,
      }),
      new ChunkPackagesPlugin(),
      ...(isHost && production ? [new StartupAssetsPlugin()] : []),
      ...(production ? precompressionPlugins() : []),
      // The shell's page is the product. A remote's standalone page exists only on its dev
      // server (its production build is served to hosts only).
      ...(isHost || !production
        ? [
            new rspack.HtmlRspackPlugin({
              templateContent: pageHtml(isHost ? 'Fairway Leagues' : `Fairway ${name} (standalone)`),
              // Only the app's own entry: the remote entry (a second entry) is for hosts.
              chunks: ['main'],
            }),
          ]
        : []),
    ],
    optimization: { minimize: production, ...(isHost && production ? { splitChunks: startupLibrariesChunk(appDir) } : {}) },
    performance: { hints: false },
    devServer: {
      port: app.port,
      // HMR for the shell; remotes reload the page on change instead: HMR in a remote's
      // entries broke its standalone page ("Cannot read properties of undefined (reading 'call')").
      hot: isHost,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: GATEWAY_URL, changeOrigin: false }],
      setupMiddlewares: (middlewares) => {
        // MSW's service worker for a standalone page on mocked data (mfe-calendar's /mock). Only
        // the dev server has it: no build ships a request-intercepting worker.
        middlewares.unshift(
          uncachedFile('msw-worker', '/mockServiceWorker.js', 'text/javascript', () =>
            fs.readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js')),
          ),
        );
        middlewares.unshift(uncachedFile('remote-map', '/remotes.json', 'application/json', () => JSON.stringify(buildShellConfig())));
        return middlewares;
      },
    },
  };
}
