// The federation seam is checked at compile time: tsc over the fixtures in ../../seam-fixtures
// must refuse exactly the lines marked SEAM-ERROR (a consumer passing props a remote no longer
// takes, a remote whose exposed component changed its props) and accept the control file. The
// same check runs on the real remotes and consumers in `npm run typecheck` and `npm run ci:remote`.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../../..');
const FIXTURES = resolve(__dirname, '../../seam-fixtures');

/** `file:line` of every line the fixtures mark as one tsc must refuse. */
function markedLines(): string[] {
  return readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.tsx'))
    .flatMap((name) =>
      readFileSync(join(FIXTURES, name), 'utf8')
        .split('\n')
        .flatMap((line, index) => (line.includes('// SEAM-ERROR') ? [`${relative(ROOT, join(FIXTURES, name))}:${index + 1}`] : [])),
    )
    .sort();
}

it('tsc refuses every broken use of the federation table and nothing else', () => {
  const tsc = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(FIXTURES, 'tsconfig.json'), '--pretty', 'false'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  const errors = [...tsc.stdout.matchAll(/^(\S+\.tsx)\((\d+),\d+\): error TS\d+/gm)].map((match) => `${match[1]}:${match[2]}`);
  expect(tsc.status).not.toBe(0);
  expect([...new Set(errors)].sort()).toEqual(markedLines());
  expect(markedLines()).toHaveLength(7);
}, 120_000);
