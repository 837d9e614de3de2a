'use strict';
// The globals through which the shell hands its copies of the federation runtime's stateless
// libraries to the remote entries (federation-libraries.cjs publishes them, the remotes read them:
// `externals` for whole packages, remote-bundler-runtime.ts for the bundler runtime's functions).
// A file of its own so that the remote-side code can name them without bundling the publisher.

// Module name -> global the remote entries read it from (remotes' `externals`).
const FEDERATION_LIBRARY_GLOBALS = {
  '@module-federation/error-codes': '_FAIRWAY_FEDERATION_ERROR_CODES',
};

/** The webpack bundler runtime's functions (not its per-container state). */
const BUNDLER_RUNTIME_GLOBAL = '_FAIRWAY_FEDERATION_BUNDLER_RUNTIME';

module.exports = { FEDERATION_LIBRARY_GLOBALS, BUNDLER_RUNTIME_GLOBAL };
