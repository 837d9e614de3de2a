'use strict';
// The federation runtime once per page. In production the shell provides, and remotes reuse, the
// stateless parts of the Module Federation runtime: runtime-core (the plugin's own
// externalRuntime/provideExternalRuntime), the error codes and, through this module, the webpack
// bundler runtime's functions, which every remote entry otherwise bundles again (~3 KB brotli
// each, remote-bundler-runtime.ts). Stateful parts (@module-federation/runtime's instance, the
// bundler runtime's per-container options and share scope) stay in each remote entry. As with
// runtime-core, a remote's entry then runs on the shell's copies: the apps build from one
// lockfile, so they are the same federation version.
const { BUNDLER_RUNTIME_GLOBAL, FEDERATION_LIBRARY_GLOBALS } = require('./federation-globals.cjs');

/** The shell's runtime plugin: publishes its own copies before any remote entry runs. */
function provideFederationLibraries() {
  // The same ES module builds the shell's own runtime uses (create-config.mjs), so the shell keeps
  // one copy. Each function from its own file: the shell's build leaves initContainerEntry out of
  // the bundler runtime's object (the shell exposes nothing), and a remote needs it.
  globalThis[BUNDLER_RUNTIME_GLOBAL] = {
    consumes: require('@module-federation/webpack-bundler-runtime/dist/consumes.js').consumes,
    I: require('@module-federation/webpack-bundler-runtime/dist/initializeSharing.js').initializeSharing,
    installInitialConsumes: require('@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js').installInitialConsumes,
    initContainerEntry: require('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js').initContainerEntry,
    init: require('@module-federation/webpack-bundler-runtime/dist/init.js').init,
    getSharedFallbackGetter: require('@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js').getSharedFallbackGetter,
    attachShareScopeMap: require('@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js').attachShareScopeMap,
  };
  globalThis[FEDERATION_LIBRARY_GLOBALS['@module-federation/error-codes']] = require('@module-federation/error-codes');
  return { name: 'fairway-provide-federation-libraries' };
}

module.exports = provideFederationLibraries;
