// The architecture boundaries are ESLint rules (eslint.config.mjs): each must refuse its bad
// snippet and accept its good one (boundary-cases.mjs lints them as if they stood at given paths).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

interface CaseResult {
  file: string;
  code: string;
  bad: boolean;
  refused: boolean;
  others: string[];
}

it('refuses every import that crosses a boundary and nothing else', () => {
  const run = spawnSync(process.execPath, [join(__dirname, 'boundary-cases.mjs')], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  const results = JSON.parse(run.stdout) as CaseResult[];
  expect(results.length).toBeGreaterThan(10);
  const wrong = results.filter((result) => result.bad !== result.refused || result.others.length > 0);
  expect(wrong).toEqual([]);
}, 120_000);
