import fs from 'node:fs';
import path from 'node:path';

// @fairway/platform/state-free (packages/platform/src/state-free.ts) is bundled into each app
// that imports it; only the exact name '@fairway/platform' is the shared singleton
// (docs/compatibility.md, "What a remote takes from the shared platform"). The modules it reaches:
// the chunk-packages index names a chunk of only these '@fairway/platform/state-free', not the
// shared platform, and state-free-modules.test.ts checks none of them holds the page's state.
const PLATFORM_SRC = path.join(import.meta.dirname, '../../packages/platform/src');
const ENTRY = 'state-free.ts';

function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file));
  if (!found) throw new Error(`${path.relative(PLATFORM_SRC, from)}: cannot resolve ${specifier}`);
  return found;
}

/**
 * The modules reached from `entry` (a path under packages/platform/src) by imports that are not
 * type-only, as paths under packages/platform/src, and the packages each imports.
 * @returns {{ modules: string[], packageImports: Array<{ module: string, specifier: string }> }}
 */
export function platformModuleGraph(entry = ENTRY) {
  const seen = new Set();
  const packageImports = [];
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const module = path.relative(PLATFORM_SRC, file).split(path.sep).join('/');
    for (const [, typeOnly, specifier] of fs
      .readFileSync(file, 'utf8')
      .matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)) {
      if (typeOnly) continue;
      if (specifier.startsWith('.')) visit(resolveRelative(file, specifier));
      else packageImports.push({ module, specifier });
    }
  };
  visit(path.join(PLATFORM_SRC, entry));
  const modules = [...seen].map((file) => path.relative(PLATFORM_SRC, file).split(path.sep).join('/'));
  return { modules, packageImports };
}
