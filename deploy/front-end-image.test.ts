// docker/front-end.Dockerfile, read as text (no Docker engine needed): the shell's image holds what
// its release channel loads at run time beside the bundled server (docs/deploy.md, "Release
// channel"): the data package's compiled connection, its production dependencies installed at the
// lock file's versions, the workspace root's package.json; and the stage that builds them is given
// every file the build reads. A remote's image gets none of it.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { SERVER_BUILDS } from '../scripts/servers.mjs';

const ROOT = path.resolve(__dirname, '..');
const DOCKERFILE = path.join(ROOT, 'docker', 'front-end.Dockerfile');
const DATA = path.join(ROOT, 'services', 'data');

interface Stage {
  name: string;
  instructions: string[];
}

/** The Dockerfile's stages, each instruction on one line (continuations joined, comments dropped). */
function stagesOf(file: string): Stage[] {
  const stages: Stage[] = [];
  for (const raw of fs.readFileSync(file, 'utf8').replace(/\\\n/g, ' ').split('\n')) {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (!line || line.startsWith('#')) continue;
    const from = /^FROM \S+(?: AS (\S+))?$/i.exec(line);
    if (from) stages.push({ name: from[1] ?? `stage ${stages.length}`, instructions: [] });
    else stages.at(-1)!.instructions.push(line);
  }
  return stages;
}

const stages = stagesOf(DOCKERFILE);
const channel = stages.find((stage) => stage.name === 'channel')!;
const image = stages.at(-1)!;
const channelRun = channel?.instructions.filter((line) => line.startsWith('RUN ')).join(' ') ?? '';
const dataManifest = JSON.parse(fs.readFileSync(path.join(DATA, 'package.json'), 'utf8'));

/** The modules a source file imports at run time (type-only imports vanish when compiled). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const statics = [...text.matchAll(/\b(?:import|export)\s+(type\s+)?[^;'"]*?\bfrom\s+'([^']+)'/g)]
    .filter((match) => !match[1])
    .map((match) => match[2]!);
  const calls = [...text.matchAll(/\b(?:require|import)\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]!);
  return [...statics, ...calls];
}

/** Every file reached from `entries` through relative imports, and the bare modules they import. */
function importGraph(entries: string[]): { files: string[]; modules: Set<string> } {
  const files = new Set<string>();
  const modules = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of importsOf(file)) {
      if (!spec.startsWith('.')) {
        modules.add(spec);
        continue;
      }
      const base = path.resolve(path.dirname(file), spec);
      const resolved = [`${base}.ts`, path.join(base, 'index.ts'), base].find(
        (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
      );
      if (!resolved) throw new Error(`${path.relative(ROOT, file)}: cannot resolve ${spec}`);
      visit(resolved);
    }
  };
  entries.forEach(visit);
  return { files: [...files], modules };
}

/** A module specifier's package name: 'sequelize/lib/x' -> 'sequelize', '@a/b/c' -> '@a/b'. */
const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
const isNodeBuiltin = (spec: string) => spec.startsWith('node:') || builtinModules.includes(spec);

test('the image copies the channel stage into the folder the bundled server runs from', () => {
  expect(channel).toBeDefined();
  expect(image.instructions).toContain('WORKDIR /app');
  expect(image.instructions).toContain('COPY --from=build /app/server/serve-app.mjs ./');
  expect(image.instructions).toContain('COPY --from=channel /channel/ ./');
});

test('the channel stage fills its folder for the shell only', () => {
  // The shell is the app whose server opens the channel (web-server/src/front-ends.ts).
  expect(channelRun).toMatch(/^RUN mkdir \/channel; if \[ "\$APP" = shell \]; then .*; fi$/);
});

test('the bundle leaves out only what the channel stage provides, where Node resolves it from /app', () => {
  const bundle = fs.readFileSync(path.join(ROOT, 'web-server', 'bundle.mjs'), 'utf8');
  const externals = [.../external: \[([^\]]*)\]/.exec(bundle)![1]!.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
  expect(externals.length).toBeGreaterThan(0);
  for (const spec of externals) {
    if (spec.startsWith('@fairway/data/')) {
      // Through node_modules/@fairway/data (the workspace link `-w @fairway/data` installs) to the
      // data package's manifest and the file its exports name.
      const target = dataManifest.exports[`./${spec.slice('@fairway/data/'.length)}`] as string;
      expect(target).toMatch(/^\.\/dist\/[\w-]+\.js$/);
      const file = `services/data/${target.slice(2)}`;
      expect(channelRun).toContain(`cp ${file} /channel/services/data/dist/`);
      expect(channelRun).toContain('cp services/data/package.json /channel/services/data/');
      // The compiled file is the build of that entry (scripts/build-servers.mjs).
      const entry = path.basename(file, '.js');
      expect(SERVER_BUILDS.find((build) => build.dir === 'services/data')?.entries).toContain(entry);
      expect(channelRun).toContain('node scripts/build-servers.mjs data');
    } else {
      expect({ spec, in: Object.keys({ ...dataManifest.dependencies, ...dataManifest.optionalDependencies }) }).toEqual({
        spec,
        in: expect.arrayContaining([packageOf(spec)]),
      });
    }
  }
  // node_modules, and the workspace root's package.json the data package finds the root by
  // (services/data/src/locations.ts).
  expect(channelRun).toContain('cp -a package.json node_modules /channel/');
});

test("the connection's run-time imports are production dependencies of the data package", () => {
  const { modules } = importGraph([path.join(DATA, 'src', 'connection.ts')]);
  const needed = [...modules].filter((spec) => !isNodeBuiltin(spec)).map(packageOf);
  const production = Object.keys({ ...dataManifest.dependencies, ...dataManifest.optionalDependencies });
  expect(needed.length).toBeGreaterThan(0);
  expect(needed.filter((name) => !production.includes(name))).toEqual([]);
  // A SQLite DATABASE_URL needs the driver's binary, which only its install script fetches.
  expect(needed).toContain('sqlite3');
});

test('the channel installs the production dependencies at the lock file versions, sqlite3 with its binary', () => {
  const installs = channelRun.split('&&').map((command) => command.trim());
  const production = installs.findIndex((command) => /^npm ci .*--omit=dev/.test(command));
  expect(production).toBeGreaterThan(-1);
  expect(installs[production]).toMatch(/ -w @fairway\/data(\s|$)/);
  expect(installs[production]).not.toContain('--include-workspace-root');
  // Install scripts skipped but sqlite3's, after the production install, before the copy.
  expect(installs[production]).toContain('--ignore-scripts');
  const rebuild = installs.indexOf('npm rebuild sqlite3');
  const copy = installs.findIndex((command) => command.startsWith('cp -a package.json node_modules'));
  expect(production < rebuild && rebuild < copy).toBe(true);
  // The compile comes before the production install removes the compiler.
  expect(installs.findIndex((command) => command.startsWith('node scripts/build-servers.mjs'))).toBeLessThan(production);
});

test('the channel stage is given every workspace manifest and every file the data build reads', () => {
  const copied = channel.instructions.filter((line) => line.startsWith('COPY ')).flatMap((line) => line.split(' ').slice(1, -1));
  const workspaces = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces as string[];
  // tools/lint is dev-only tooling; npm ci accepts its absence.
  const manifests = workspaces.filter((dir) => dir !== 'tools/lint').map((dir) => `${dir}/package.json`);
  expect(manifests.filter((file) => !copied.includes(file))).toEqual([]);
  expect(copied).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'scripts/build-servers.mjs', 'scripts/servers.mjs']));
  const build = SERVER_BUILDS.find((target) => target.dir === 'services/data')!;
  const { files, modules } = importGraph(build.entries.map((entry) => path.join(DATA, 'src', `${entry}.ts`)));
  const sourceDirs = copied.filter((src) => src.endsWith('/src'));
  const missing = files.map((file) => path.relative(ROOT, file)).filter((file) => !sourceDirs.some((dir) => file.startsWith(`${dir}/`)));
  expect(missing).toEqual([]);
  // Workspace packages are bundled from their sources: each one imported must be copied in.
  const workspaceImports = [...modules].filter((spec) => spec.startsWith('@fairway/')).map(packageOf);
  for (const name of new Set(workspaceImports)) {
    const dir = workspaces.find(
      (candidate) => JSON.parse(fs.readFileSync(path.join(ROOT, candidate, 'package.json'), 'utf8')).name === name,
    );
    expect({ name, copied: sourceDirs.includes(`${dir}/src`) }).toEqual({ name, copied: true });
  }
});
