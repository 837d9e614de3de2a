// The demo world must stay out of the normal app's JavaScript (issue 8): outside this folder only
// the tiny demo flag may be imported statically; the adapter (and everything behind it) is
// reached only through the baseQuery's dynamic import(), which makes it a chunk of its own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../../..');
const DEMO_DIR = __dirname;
/** Demo modules the rest of the app may import statically (they import no other demo module). */
const STATICALLY_SHARED = new Set(['demo-flag']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Specifiers of static imports and re-exports (a dynamic `import(...)` does not match). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm)) found.push(match[1]);
  return found;
}

function demoModuleOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = resolve(dirname(file), specifier);
  return dirname(target) === DEMO_DIR ? target.slice(DEMO_DIR.length + 1).replace(/\.tsx?$/, '') : null;
}

const APP_DIRS = ['packages', 'shell/src', 'mfe-auth/src', 'mfe-leagues/src', 'mfe-rounds/src', 'mfe-calendar/src']
  .map((dir) => join(ROOT, dir))
  .filter((dir) => {
    try {
      return statSync(dir).isDirectory();
    } catch {
      return false;
    }
  });

describe('demo chunk boundary', () => {
  it('finds the app sources it guards', () => {
    const files = APP_DIRS.flatMap(sourceFiles);
    expect(files.some((file) => file.endsWith(join('api', 'base-query.ts')))).toBe(true);
  });

  it('has no static import of a demo module outside the demo folder except the flag', () => {
    const offending = APP_DIRS.flatMap(sourceFiles)
      .filter((file) => dirname(file) !== DEMO_DIR)
      .flatMap((file) =>
        staticImports(file)
          .map((specifier) => demoModuleOf(file, specifier))
          .filter((module): module is string => module !== null && !STATICALLY_SHARED.has(module))
          .map((module) => `${relative(ROOT, file)} -> demo/${module}`),
      );
    expect(offending).toEqual([]);
  });

  it('keeps the statically shared flag free of the demo world', () => {
    for (const shared of STATICALLY_SHARED) {
      const file = join(DEMO_DIR, `${shared}.ts`);
      const demoImports = staticImports(file).filter((specifier) => demoModuleOf(file, specifier) !== null);
      expect(demoImports).toEqual([]);
    }
  });

  it('reaches the adapter from the baseQuery through a dynamic import', () => {
    const baseQuery = readFileSync(join(ROOT, 'packages/platform/src/api/base-query.ts'), 'utf8');
    expect(baseQuery).toMatch(/await import\(['"]\.\.\/demo\/adapter['"]\)/);
  });
});
