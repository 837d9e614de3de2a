// The flake finder's own logic: which runner takes a file, and when a Playwright file counts as
// passed in a report (every spec of it ok; a file absent from the report did not run, so fails).
import { parseRepeatArgs, playwrightFilePasses, splitByRunner } from './test-repeat.mjs';

describe('test:repeat', () => {
  it('reads files and --times, five runs by default', () => {
    expect(parseRepeatArgs(['a.test.ts', 'e2e/tests/b.spec.ts'])).toEqual({ files: ['a.test.ts', 'e2e/tests/b.spec.ts'], times: 5 });
    expect(parseRepeatArgs(['a.test.ts', '--times', '10']).times).toBe(10);
    expect(parseRepeatArgs(['--times=3', 'a.test.ts']).times).toBe(3);
  });

  it('refuses no files, a bad count and unknown options', () => {
    expect(() => parseRepeatArgs([])).toThrow(/at least one test file/);
    expect(() => parseRepeatArgs(['a.test.ts', '--times', '0'])).toThrow(/--times/);
    expect(() => parseRepeatArgs(['a.test.ts', '--times', 'x'])).toThrow(/--times/);
    expect(() => parseRepeatArgs(['a.test.ts', '--retries'])).toThrow(/unknown option --retries/);
  });

  it('sends e2e specs to Playwright and the rest to jest', () => {
    expect(splitByRunner(['services/x/a.test.ts', 'e2e/tests/b.spec.ts', 'mfe-auth/src/c.test.tsx'])).toEqual({
      jest: ['services/x/a.test.ts', 'mfe-auth/src/c.test.tsx'],
      playwright: ['e2e/tests/b.spec.ts'],
    });
  });

  it('counts a Playwright file passed only when all its specs passed', () => {
    const report = {
      suites: [
        { file: 'a11y.spec.ts', specs: [{ file: 'a11y.spec.ts', ok: true }], suites: [{ specs: [{ file: 'a11y.spec.ts', ok: false }] }] },
        { file: 'notifications.spec.ts', specs: [{ file: 'notifications.spec.ts', ok: true }] },
      ],
    };
    const passes = playwrightFilePasses(report, ['e2e/tests/a11y.spec.ts', 'e2e/tests/notifications.spec.ts', 'e2e/tests/missing.spec.ts']);
    expect([...passes]).toEqual([
      ['e2e/tests/a11y.spec.ts', false],
      ['e2e/tests/notifications.spec.ts', true],
      ['e2e/tests/missing.spec.ts', false],
    ]);
  });
});
