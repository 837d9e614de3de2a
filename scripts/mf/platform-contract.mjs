#!/usr/bin/env node
// The contract between the shell and the remotes as types: the declarations (tsc's declaration
// emit, comments left out) of every module @fairway/platform's index re-exports, which include the
// exposed modules' table and props (remotes/exposed-modules.ts) and the platform's API. A snapshot
// of it is committed per platform version (packages/platform/contract/<version>.d.ts.txt);
// platform-contract.test.ts fails when the contract differs from the snapshot of the version
// package.json declares, i.e. when it changed without a version bump (docs/compatibility.md).
//   node scripts/mf/platform-contract.mjs --write   writes the snapshot of a new version
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '../..');
const PLATFORM = path.join(ROOT, 'packages/platform');
const INDEX = path.join(PLATFORM, 'src/index.ts');

function platformVersion() {
  return JSON.parse(fs.readFileSync(path.join(PLATFORM, 'package.json'), 'utf8')).version;
}

function snapshotFile(version = platformVersion()) {
  return path.join(PLATFORM, 'contract', `${version}.d.ts.txt`);
}

/** The modules the index re-exports, in its order ('./api/api' -> 'api/api'). */
function reexportedModules() {
  const index = fs.readFileSync(INDEX, 'utf8');
  const modules = [...index.matchAll(/from '\.\/([^']+)'/g)].map((match) => match[1]);
  return ['index', ...new Set(modules)];
}

/** The contract as text: each re-exported module's declarations under its name. */
function describePlatformContract() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-platform-contract-'));
  try {
    // The options of tsconfig.json that shape declarations, for this one entry point.
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/typescript/bin/tsc'),
        '--ignoreConfig',
        INDEX,
        '--declaration',
        '--emitDeclarationOnly',
        '--removeComments',
        '--outDir',
        outDir,
        '--rootDir',
        path.join(PLATFORM, 'src'),
        '--target',
        'es2022',
        '--module',
        'preserve',
        '--moduleResolution',
        'bundler',
        '--jsx',
        'react-jsx',
        '--strict',
        '--skipLibCheck',
        '--esModuleInterop',
        '--resolveJsonModule',
        '--types',
        'node',
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return reexportedModules()
      .map((name) => `// ${name}\n${fs.readFileSync(path.join(outDir, `${name}.d.ts`), 'utf8').trim()}\n`)
      .join('\n');
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

export { describePlatformContract, platformVersion, snapshotFile };

if (process.argv[1] === import.meta.filename) {
  if (process.argv[2] !== '--write') {
    process.stdout.write(describePlatformContract());
  } else {
    const file = snapshotFile();
    // A published version's contract is never rewritten: a change is a new version.
    if (fs.existsSync(file)) {
      console.error(`${path.relative(ROOT, file)} exists: @fairway/platform ${platformVersion()} is published; bump its version first`);
      process.exit(1);
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, describePlatformContract());
    console.log(`wrote ${path.relative(ROOT, file)}`);
  }
}
