// A remote entry's webpack bundler runtime (production builds, create-config.mjs): the object
// @module-federation/webpack-bundler-runtime exports, built from the functions the shell publishes
// (federation-libraries.cjs) instead of a copy of them in every remote entry (-2.3 KB brotli per
// remote entry). The functions are stateless: each call is handed the container's
// __webpack_require__. What is per container stays here, fresh for this entry: the federation
// instance and options, the share scope object `S`, the bundler runtime's options, and
// @module-federation/runtime itself (its `init` remembers the instance it created). Same keys as the
// package's own object (remote-bundler-runtime.test.ts).
import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './federation-globals.cjs';

type BundlerFunction = (...args: never[]) => unknown;

interface PublishedBundlerRuntime {
  consumes: BundlerFunction;
  I: BundlerFunction;
  installInitialConsumes: BundlerFunction;
  initContainerEntry: BundlerFunction;
  init: BundlerFunction;
  getSharedFallbackGetter: BundlerFunction;
  attachShareScopeMap: BundlerFunction;
}

const shared = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as PublishedBundlerRuntime | undefined;
if (!shared) {
  // Caught by the host's federation runtime: the remote's region shows its fallback.
  throw new Error("This remote entry runs on the Fairway shell's federation runtime: load it from a shell of the same release or later");
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: {
    // Remotes load no remotes of their own (experiments.optimization.disableRemote).
    remotes: undefined,
    consumes: shared.consumes,
    I: shared.I,
    S: {},
    installInitialConsumes: shared.installInitialConsumes,
    initContainerEntry: shared.initContainerEntry,
    init: shared.init,
    getSharedFallbackGetter: shared.getSharedFallbackGetter,
  },
  attachShareScopeMap: shared.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
