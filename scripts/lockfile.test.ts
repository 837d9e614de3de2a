// `npm ci` refuses a lock file that lacks any optional dependency of a locked package, even one
// for another platform (darwin, win32, musl ...). An `npm install` against a registry that does
// not yet carry every platform's binary for the newest version records only the ones it found,
// and every clean install then fails. This test catches such a lock before it lands.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The registry this project installs from carries @rspack/binding 2.3.2 and rollup 4.68.7 (via
// workbox-build) for Linux only so far; npm ci does not check a transitive package's optional
// binaries, so a Linux install still works. Remove an entry once the other platforms' builds are
// there (this test then says so).
const KNOWN_LINUX_ONLY = new Set(['node_modules/@rspack/binding', 'node_modules/rollup']);

type Entry = { optionalDependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync(join(__dirname, '..', 'package-lock.json'), 'utf8')) as {
  packages: Record<string, Entry>;
};

/** Where node would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolves(from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const at = dir.lastIndexOf('node_modules/');
    dir = at <= 0 ? '' : dir.slice(0, at - 1);
  }
}

describe('package-lock.json', () => {
  it('records every optional dependency of every locked package, for every platform', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      if (KNOWN_LINUX_ONLY.has(path)) continue;
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolves(path, name)) missing.push(`${name} (wanted by ${path || 'the root'})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('locks the native binaries of the compilers for both Linux and the other platforms', () => {
    for (const name of [
      '@typescript/typescript-linux-x64',
      '@typescript/typescript-darwin-arm64',
      '@typescript/typescript-win32-x64',
      '@swc/core-linux-x64-gnu',
      '@swc/core-darwin-arm64',
      '@swc/core-win32-x64-msvc',
    ]) {
      expect(lock.packages).toHaveProperty([`node_modules/${name}`]);
    }
  });
});
