// The remotes' builds expose the files of src/exposes/ (exposes.mjs); the type-checked loader
// table (exposed-modules.ts) must name exactly those, or a module could be exposed unchecked.
import path from 'node:path';
import { REMOTES } from './apps.mjs';
import { exposedModules } from './exposed-modules';
import { exposesOf } from './exposes.mjs';

const ROOT = path.resolve(__dirname, '../..');

it.each(REMOTES.map((remote) => [remote.name, remote.dir]))('%s exposes exactly the modules of the checked table', (name, dir) => {
  const built = Object.keys(exposesOf(path.join(ROOT, dir))).map((key) => key.slice(2));
  const checked = Object.keys(exposedModules[name as keyof typeof exposedModules]);
  expect(built.sort()).toEqual(checked.sort());
});
