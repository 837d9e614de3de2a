'use strict';
// The federation runtime once per page. In production the shell provides, and remotes reuse, the
// stateless libraries of the Module Federation runtime: runtime-core (the plugin's own
// externalRuntime/provideExternalRuntime) and, through this module, the sdk and the error codes,
// which every remote entry otherwise bundles again (~7 KB gz each). Stateful parts
// (@module-federation/runtime's instance, the bundler runtime's per-container options) stay in
// each remote entry. As with runtime-core, a remote's entry then runs on the shell's copies: the
// apps build from one lockfile, so they are the same federation version.

// Module name -> global the remote entries read it from (remotes' `externals`).
const FEDERATION_LIBRARY_GLOBALS = {
  '@module-federation/sdk': '_FAIRWAY_FEDERATION_SDK',
  '@module-federation/error-codes': '_FAIRWAY_FEDERATION_ERROR_CODES',
};

/** The shell's runtime plugin: publishes its own copies before any remote entry runs. */
function provideFederationLibraries() {
  // require, not import: the same CommonJS builds runtime-core uses, so the shell keeps one copy.
  globalThis[FEDERATION_LIBRARY_GLOBALS['@module-federation/sdk']] = require('@module-federation/sdk');
  globalThis[FEDERATION_LIBRARY_GLOBALS['@module-federation/error-codes']] = require('@module-federation/error-codes');
  return { name: 'fairway-provide-federation-libraries' };
}

module.exports = provideFederationLibraries;
module.exports.FEDERATION_LIBRARY_GLOBALS = FEDERATION_LIBRARY_GLOBALS;
