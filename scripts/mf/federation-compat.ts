// A compatibility shim for remote entries built before remotes brought their own federation
// runtime (docs/compatibility.md, "The skew window"). Those entries read runtime-core, the error codes
// and the webpack bundler runtime's functions from globals the shell used to publish; the shell's
// loader runs this script (built on its own, beside the shell's files, as federation-compat.js)
// before registering such a remote, and never for a remote that declares its own runtime. Every
// value comes from the packages' public entry points; it is its own build so that the bundler
// runtime keeps the functions a host's build leaves out (initContainerEntry: the shell exposes
// nothing). Goes when no remote built before that change is served any more.
import * as errorCodes from '@module-federation/error-codes';
import * as runtimeCore from '@module-federation/runtime-core';
import federation from '@module-federation/webpack-bundler-runtime';

// The names the earlier releases' remote entries read (their `externals` and bundler runtime).
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
const ERROR_CODES_GLOBAL = '_FAIRWAY_FEDERATION_ERROR_CODES';
const BUNDLER_RUNTIME_GLOBAL = '_FAIRWAY_FEDERATION_BUNDLER_RUNTIME';

const globals = globalThis as Record<string, unknown>;
const { bundlerRuntime } = federation;
// Built without the plugin's defines, the package's object has every function.
if (!bundlerRuntime) throw new Error('@module-federation/webpack-bundler-runtime exports no bundlerRuntime');
// Published once: a second run (two old remotes) must not swap the functions under the first.
globals[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
globals[ERROR_CODES_GLOBAL] ??= errorCodes;
globals[BUNDLER_RUNTIME_GLOBAL] ??= {
  consumes: bundlerRuntime.consumes,
  I: bundlerRuntime.I,
  installInitialConsumes: bundlerRuntime.installInitialConsumes,
  initContainerEntry: bundlerRuntime.initContainerEntry,
  init: bundlerRuntime.init,
  getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
  attachShareScopeMap: federation.attachShareScopeMap,
};
