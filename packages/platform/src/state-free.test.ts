// @fairway/platform/state-free is bundled into each app: a module it reaches that holds the page's
// shared state (the api, the store, the current user, toasts, remotes) would be a second copy of
// that state inside a remote. Its relative imports are walked here; packages it may import are
// only ones with no page state.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const SRC = __dirname;
const ALLOWED_PACKAGES = new Set(['idb-keyval', '@fairway/contracts']);
// Within the stateful folders, the files that hold no state.
const STATE_FREE_FILES = new Set(['api/network-failure.ts', 'session/pending-invitation.ts']);
const STATEFUL_FOLDERS = /^(api|session|store|toast|remotes|demo|forms|testing)\//;

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => existsSync(file));
  if (!found) throw new Error(`${relative(SRC, from)}: cannot resolve ${specifier}`);
  return found;
}

/** Every problem in the module graph from `entry` (a path under src/). */
function problemsFrom(entry: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const name = relative(SRC, file);
    if (STATEFUL_FOLDERS.test(name) && !STATE_FREE_FILES.has(name)) problems.push(`reaches ${name}`);
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)) {
      if (typeOnly) continue;
      if (specifier.startsWith('.')) visit(resolveRelative(file, specifier));
      else if (!ALLOWED_PACKAGES.has(specifier)) problems.push(`${name} imports ${specifier}`);
    }
  };
  visit(resolve(SRC, entry));
  return problems;
}

it('reaches no stateful platform module and no stateful package', () => {
  expect(problemsFrom('state-free.ts')).toEqual([]);
});

it('flags a module that reaches the toast store (the shared entry submitRound)', () => {
  expect(problemsFrom('offline/submit-round.ts')).toContain('reaches api/unauthorized.ts');
});
