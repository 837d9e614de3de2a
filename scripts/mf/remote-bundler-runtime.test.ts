// A remote entry's bundler runtime (remote-bundler-runtime.ts) stands in for the package's own
// object: it must have the same shape, run on the functions the shell publishes
// (federation-libraries.cjs) and keep its per-container state to itself. The package's ES module
// files the publisher names are read as their CommonJS twins here (jest.config.cjs).
import type bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './federation-globals.cjs';

// Every key set (the package's type leaves them optional).
type BundlerRuntime = { [K in keyof typeof bundlerRuntimePackage]-?: NonNullable<(typeof bundlerRuntimePackage)[K]> };

const globals = globalThis as Record<string, unknown>;

afterEach(() => {
  delete globals[BUNDLER_RUNTIME_GLOBAL];
  jest.resetModules();
});

/** The package's object, the shell publishing its functions, then a remote's object. */
function load(): { pkg: BundlerRuntime; remote: BundlerRuntime } {
  const pkg = jest.requireActual<{ default: BundlerRuntime }>('@module-federation/webpack-bundler-runtime').default;
  jest.requireActual<() => void>('./federation-libraries.cjs')();
  const remote = jest.requireActual<{ default: BundlerRuntime }>('./remote-bundler-runtime').default;
  return { pkg, remote };
}

it('has the keys of the package object and of its bundlerRuntime', () => {
  const { pkg, remote } = load();
  expect(Object.keys(remote).sort()).toEqual(Object.keys(pkg).sort());
  expect(Object.keys(remote.bundlerRuntime).sort()).toEqual(Object.keys(pkg.bundlerRuntime).sort());
});

it("runs on the shell's functions, with state of its own", () => {
  const { pkg, remote } = load();
  for (const name of ['consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'init', 'getSharedFallbackGetter'] as const) {
    expect(remote.bundlerRuntime[name]).toBeInstanceOf(Function);
    expect(remote.bundlerRuntime[name]).toBe(pkg.bundlerRuntime[name]);
  }
  expect(remote.attachShareScopeMap).toBe(pkg.attachShareScopeMap);
  // A remote loads no remotes of its own.
  expect(remote.bundlerRuntime.remotes).toBeUndefined();
  expect(remote.bundlerRuntime.S).not.toBe(pkg.bundlerRuntime.S);
  expect(remote.bundlerRuntimeOptions).not.toBe(pkg.bundlerRuntimeOptions);
  expect(remote.runtime.init).toBeInstanceOf(Function);
});

it('refuses to run without the shell', () => {
  expect(() => jest.requireActual('./remote-bundler-runtime')).toThrow("runs on the Fairway shell's federation runtime");
});
