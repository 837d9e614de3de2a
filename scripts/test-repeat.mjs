// `npm run test:repeat -- <files> [--times N]`: runs each named jest file N times (default 5),
// and the named Playwright files N times in the order given (one suite run each: the files run
// together, as in the full suite), then prints each file's passes. A test that passes 4 times
// in 5 is a flake: it does not land (CONTRIBUTING.md, "Habits"). Playwright files need a
// `npm run build` first, like every e2e run; take the ports lock when checkouts share a machine.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLAYWRIGHT_CONFIG = 'e2e/playwright.config.ts';

/** Files and the number of runs from the command line; throws on anything else. */
export function parseRepeatArgs(argv) {
  const files = [];
  let times = 5;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--times' || arg.startsWith('--times=')) {
      const value = arg === '--times' ? argv[(i += 1)] : arg.slice('--times='.length);
      times = Number(value);
      if (!Number.isInteger(times) || times < 1) throw new Error(`--times takes a whole number of runs, at least 1 (got ${value})`);
    } else if (arg.startsWith('-')) {
      throw new Error(`unknown option ${arg} (usage: npm run test:repeat -- <files> [--times N])`);
    } else files.push(arg);
  }
  if (files.length === 0) throw new Error('name at least one test file (usage: npm run test:repeat -- <files> [--times N])');
  return { files, times };
}

/** Playwright's end-to-end files (e2e/**\/*.spec.ts) apart from jest's. */
export function splitByRunner(files) {
  const isPlaywright = (file) => /(^|\/)e2e\/.*\.spec\.ts$/.test(file.split(path.sep).join('/'));
  return { jest: files.filter((f) => !isPlaywright(f)), playwright: files.filter(isPlaywright) };
}

/** Whether every test of each named file passed in one Playwright JSON report (a file with no
 * test in the report did not pass: it did not run). */
export function playwrightFilePasses(report, files) {
  const outcome = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = path.basename(spec.file ?? suite.file ?? '');
      outcome.set(file, (outcome.get(file) ?? true) && spec.ok === true);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return new Map(files.map((file) => [file, outcome.get(path.basename(file)) === true]));
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

const tail = (text, lines = 40) => text.trimEnd().split('\n').slice(-lines).join('\n');

function main() {
  const { files, times } = parseRepeatArgs(process.argv.slice(2));
  for (const file of files) if (!fs.existsSync(path.resolve(ROOT, file))) throw new Error(`no such test file: ${file}`);
  const { jest, playwright } = splitByRunner(files);
  const passes = new Map(files.map((file) => [file, 0]));
  const jestBin = path.join(ROOT, 'node_modules', '.bin', 'jest');
  const playwrightBin = path.join(ROOT, 'node_modules', '.bin', 'playwright');

  for (let i = 1; i <= times; i += 1) {
    for (const file of jest) {
      const { ok, output } = run(jestBin, ['--runTestsByPath', file]);
      if (ok) passes.set(file, passes.get(file) + 1);
      else console.log(`run ${i}: ${file} FAILED\n${tail(output)}`);
      console.log(`run ${i}/${times}: ${file} ${ok ? 'passed' : 'failed'}`);
    }
    if (playwright.length > 0) {
      const reportFile = path.join(os.tmpdir(), `fairway-test-repeat-${process.pid}-${i}.json`);
      const { output } = run(playwrightBin, ['test', '-c', PLAYWRIGHT_CONFIG, '--reporter=list,json', ...playwright], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
      });
      const report = fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')) : {};
      fs.rmSync(reportFile, { force: true });
      const outcome = playwrightFilePasses(report, playwright);
      if ([...outcome.values()].includes(false)) console.log(`run ${i}: Playwright FAILED\n${tail(output)}`);
      for (const [file, ok] of outcome) {
        if (ok) passes.set(file, passes.get(file) + 1);
        console.log(`run ${i}/${times}: ${file} ${ok ? 'passed' : 'failed'}`);
      }
    }
  }
  console.log('\npasses per file:');
  for (const [file, count] of passes) console.log(`  ${count}/${times}  ${file}`);
  const flaky = [...passes.values()].some((count) => count < times);
  process.exitCode = flaky ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}
