import fs from 'node:fs';
import path from 'node:path';

// Production builds share 'react-router-dom' as scripts/mf/react-router-dom.mjs, which
// re-exports only the names the apps use. The bundler cannot check imports of a shared module,
// so a name missing from the facade would be `undefined` at run time: this test catches it.
const ROOT = path.resolve(__dirname, '../..');
const SOURCE_ROOTS = ['shell/src', 'mfe-auth/src', 'mfe-leagues/src', 'mfe-rounds/src', 'mfe-calendar/src', 'packages/platform/src', 'packages/ui/src'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}testing${path.sep}`) ? [full] : [];
  });
}

function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
    if (match[1]) continue; // type-only import, erased
    for (const part of match[2].split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

describe('react-router-dom facade', () => {
  const facade = fs.readFileSync(path.join(ROOT, 'scripts/mf/react-router-dom.mjs'), 'utf8');
  const exported = new Set(facade.match(/export\s*\{([^}]*)\}/)![1].split(',').map((name) => name.trim()).filter(Boolean));

  it('re-exports every name the production code imports from react-router-dom', () => {
    const missing: string[] = [];
    for (const root of SOURCE_ROOTS) {
      for (const file of sourceFiles(path.join(ROOT, root))) {
        for (const name of importedNames(fs.readFileSync(file, 'utf8'))) {
          if (!exported.has(name)) missing.push(`${name} (${path.relative(ROOT, file)})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('detects a missing name', () => {
    expect(importedNames("import { Link, useBlocker as block, type To } from 'react-router-dom';")).toEqual(['Link', 'useBlocker']);
  });
});
