// @fairway/platform/state-free is bundled into each app: a module it reaches that holds the page's
// shared state (the api, the store, the current user, toasts, remotes) would be a second copy of
// that state inside a remote, and a package it imports must hold no page state either.
import { platformModuleGraph } from './state-free-modules.mjs';

const ALLOWED_PACKAGES = new Set(['idb-keyval', '@fairway/contracts']);
const STATEFUL_FOLDERS = /^(api|session|store|toast|remotes|demo|forms|testing)\//;
// Within those folders, the files that hold no state.
const STATE_FREE_FILES = new Set(['api/network-failure.ts', 'session/pending-invitation.ts']);

function problemsFrom(entry: string): string[] {
  const { modules, packageImports } = platformModuleGraph(entry);
  return [
    ...modules.filter((module) => STATEFUL_FOLDERS.test(module) && !STATE_FREE_FILES.has(module)).map((module) => `reaches ${module}`),
    ...packageImports
      .filter(({ specifier }) => !ALLOWED_PACKAGES.has(specifier))
      .map(({ module, specifier }) => `${module} imports ${specifier}`),
  ];
}

it('reaches no stateful platform module and no stateful package', () => {
  expect(platformModuleGraph().modules).toContain('offline/round-queue.ts');
  expect(problemsFrom('state-free.ts')).toEqual([]);
});

it("flags a module that reaches the toast store (the shared entry's submitRound)", () => {
  expect(problemsFrom('offline/submit-round.ts')).toContain('reaches api/unauthorized.ts');
});
