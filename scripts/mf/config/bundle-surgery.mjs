// Production-only bundle surgery: what makes the shared libraries and the federation runtime
// cost less on every page (docs/performance.md, "What is left of the tax"). Each part is optional:
// a build without it is correct, only larger. create-config.mjs applies them to production builds.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startupLibraries } from '../shared-deps.mjs';

/**
 * Shared modules are never tree-shaken, so what a shared library costs matters for every page.
 * react-router-dom, react-redux and styled-components are shared as facades that re-export only
 * what the apps use (scripts/mf/*.mjs). Each facade imports its package by a public name.
 */
const STYLED_COMPONENTS_FACADE = path.join(import.meta.dirname, '../styled-components.mjs');
const sharedLibraryAlias = {
  'react-router-dom$': path.join(import.meta.dirname, '../react-router-dom.mjs'),
  'react-redux$': path.join(import.meta.dirname, '../react-redux.mjs'),
};

/**
 * styled-components has a single public name, so its facade cannot import the package by another
 * one (react-redux's facade uses 'react-redux/alternate-renderers'): every module but the facade
 * resolves 'styled-components' to the facade, the facade to the package itself. The facade is
 * shared by its path under the key 'styled-components', so the facade's own import is an ordinary,
 * bundled one.
 */
export const styledComponentsFacadeRule = {
  exclude: STYLED_COMPONENTS_FACADE,
  resolve: { alias: { 'styled-components$': STYLED_COMPONENTS_FACADE } },
};

/**
 * The shared config with styled-components keyed by its facade, relative to the app (a relative
 * key is resolved), so no checkout path is written into the build.
 */
export function sharedWithFacade(appDir, shared) {
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
export function federationRuntimeAlias() {
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

/** The production aliases: the facades and the federation runtime's ES module builds. */
export function productionAlias() {
  return { ...sharedLibraryAlias, ...federationRuntimeAlias() };
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
export function startupLibrariesChunk(appDir) {
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
