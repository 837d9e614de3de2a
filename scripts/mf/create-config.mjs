// The rspack configuration of every front-end app: the base here, and named optional parts in
// config/: the source rules (source-rules.mjs, shared with the build-time prerender), production's
// bundle surgery (bundle-surgery.mjs) and precompressed twins (precompression.mjs), the dev server
// (dev-server.mjs) and its mocked-data worker (mocks.mjs).
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { APPS, REMOTES } from './apps.mjs';
import { exposesOf } from './exposes.mjs';
import { buildMeta, buildMetaDefines, manifestMetaData } from './build-meta.mjs';
import { ChunkPackagesPlugin } from './chunk-packages-plugin.mjs';
import { StartupAssetsPlugin } from './startup-assets-plugin.mjs';
import { sharedConfig } from './shared-deps.mjs';
import {
  federationRuntimeAlias,
  productionAlias,
  sharedWithFacade,
  startupLibrariesChunk,
  styledComponentsFacadeRule,
} from './config/bundle-surgery.mjs';
import { devServerConfig } from './config/dev-server.mjs';
import { precompressionPlugins } from './config/precompression.mjs';
import { sourceRules } from './config/source-rules.mjs';

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
      alias: production ? productionAlias() : {},
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
    devServer: devServerConfig({ port: app.port, isHost }),
  };
}
