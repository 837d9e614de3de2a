import fs from 'node:fs';
import path from 'node:path';

// Libraries that hold module-level state (React, the router context, the store, the one RTK
// Query api, the styled-components theme context, the toast emitter) must exist once per page.
// Nothing else is a singleton: @fairway/ui (stateless primitives and the theme object) is bundled
// into each app, tree-shaken, so a remote runs with the primitives of its own release on a shell
// of another (a remote importing a primitive the shell's release lacks failed; docs/compatibility.md,
// the skew window).
// @reduxjs/toolkit is not shared: only @fairway/platform imports it (the store and the one api
// are the platform's), so it is bundled and tree-shaken inside the platform's shared chunk. An app
// importing it directly would bring a second copy, which e2e platform.spec's one-origin check catches.
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-redux', 'styled-components', '@fairway/platform'];

// Shared without being singletons: stateless, but large enough that downloading one copy per
// remote would cost every page that mounts two remotes. @fairway/contracts is deliberately not
// shared: a shared module cannot be tree-shaken, and the landing page needs only a constant of
// it, not zod (see the sideEffects rule in create-config.mjs).
export const SHARED_LIBRARIES = ['zod', 'final-form', 'react-final-form'];

// Walks up node_modules folders like Node does; reading the file directly also works for
// packages whose `exports` map hides package.json.
function packageJsonOf(appDir, pkg) {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
    if (path.dirname(dir) === dir) return null;
  }
}

function versionOf(appDir, pkg) {
  const json = packageJsonOf(appDir, pkg);
  if (!json) throw new Error(`Cannot find ${pkg} from ${appDir}`);
  return json.version;
}

/**
 * The npm singletons and every package they depend on: the libraries every page of the shell
 * starts with (the workspace singletons are left out: @fairway/platform loads the demo world on
 * demand, and that must stay a chunk of its own).
 */
export function startupLibraries(appDir) {
  const found = new Set();
  const visit = (pkg) => {
    const json = found.has(pkg) ? null : packageJsonOf(appDir, pkg);
    if (!json) return;
    found.add(pkg);
    for (const dependency of Object.keys(json.dependencies ?? {})) visit(dependency);
  };
  // RTK too: not shared, but the platform's store and api need it on every page.
  for (const pkg of [...SINGLETONS, '@reduxjs/toolkit']) if (!pkg.startsWith('@fairway/')) visit(pkg);
  return [...found];
}

function rangeFor(appDir, pkg) {
  const appPkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const declared = { ...appPkg.dependencies, ...appPkg.peerDependencies }[pkg];
  return declared ?? `^${versionOf(appDir, pkg)}`;
}

export function sharedConfig(appDir) {
  const shared = {};
  for (const pkg of SINGLETONS) {
    shared[pkg] = { singleton: true, requiredVersion: rangeFor(appDir, pkg), version: versionOf(appDir, pkg) };
  }
  // Subpath keys: without them react-dom/client and react/jsx-runtime are bundled per app.
  for (const pkg of ['react', 'react-dom']) {
    shared[`${pkg}/`] = { singleton: true, requiredVersion: rangeFor(appDir, pkg), version: versionOf(appDir, pkg) };
  }
  for (const pkg of SHARED_LIBRARIES) {
    shared[pkg] = { requiredVersion: rangeFor(appDir, pkg), version: versionOf(appDir, pkg) };
  }
  return shared;
}
