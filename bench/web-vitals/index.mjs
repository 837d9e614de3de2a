#!/usr/bin/env node
// Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) on the landing page, the login
// page, the signed-in dashboard and the dashboard of a league with 20 members. Prints
// Performance, LCP, TBT, CLS and bytes per page; RUNS=n runs each page n times (median).
//   flock /tmp/fairway-ports.lock npm run bench:web-vitals      (starts the system itself)
//   BASE_URL=https://staging.example.com npm run bench:web-vitals
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../../scripts/browser/chromium.mjs';
import { leagueWithMembers, registerUser } from '../lib/seed.mjs';
import { kb, median, ms } from '../lib/stats.mjs';
import { benchSystem } from '../lib/system.mjs';

const RUNS = Number(process.env.RUNS || 3);
// PAGES=league measures only the pages whose name contains it.
const PAGES = process.env.PAGES ?? '';
// REPORTS=<dir> keeps each run's Lighthouse report (JSON) there, to read why a figure is what it is
// (largest-contentful-paint-element, lcp-breakdown-insight, long-tasks, network-requests).
const REPORTS = process.env.REPORTS ? path.resolve(process.env.REPORTS) : null;
let reportCount = 0;

// Lighthouse sometimes loses the trace's navigation start (NO_NAVSTART, ~1 run in 10 here); that
// run says nothing about the page, so it is run again (twice at most).
const RETRIED_ERRORS = new Set(['NO_NAVSTART']);

async function audit(port, url, cookie, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const { audits, categories } = result.lhr;
  if (REPORTS) {
    reportCount += 1;
    const name = `${String(reportCount).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}${cookie ? '-signed-in' : ''}.json`;
    fs.writeFileSync(path.join(REPORTS, name), result.report);
  }
  const error = result.lhr.runtimeError;
  if (error && RETRIED_ERRORS.has(error.code) && attempt < 3) {
    console.error(`${url}: ${error.code}, running it again`);
    return audit(port, url, cookie, attempt + 1);
  }
  if (error) throw new Error(`${url}: ${error.message}`);
  return {
    performance: Math.round(categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue,
    jsBytes: (audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
    // What moved, when anything did: the element and its share of the CLS.
    shifts: (audits['layout-shifts']?.details?.items ?? []).map(
      (item) => `${item.score.toFixed(3)} ${item.node?.snippet ?? item.node?.selector ?? '?'}`,
    ),
  };
}

if (REPORTS) fs.mkdirSync(REPORTS, { recursive: true });
const system = await benchSystem();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const user = await registerUser(system.url, 'Vitals');
  const leagueId = await leagueWithMembers(system.url, user, 20);
  const pages = [
    { name: 'landing', url: `${system.url}/` },
    { name: 'login', url: `${system.url}/login` },
    { name: 'dashboard (signed in)', url: `${system.url}/`, cookie: user.cookie },
    { name: 'league, 20 members', url: `${system.url}/leagues/${leagueId}`, cookie: user.cookie },
  ];
  console.log(`Lighthouse mobile preset, ${system.url}, median of ${RUNS} run(s) per page`);
  console.log(
    ['page'.padEnd(24), 'Perf', 'LCP'.padStart(8), 'TBT'.padStart(8), 'CLS'.padStart(6), 'bytes'.padStart(10), 'JS'.padStart(10)].join(' '),
  );
  for (const page of pages.filter((candidate) => candidate.name.includes(PAGES))) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(chrome.port, page.url, page.cookie));
    const m = (key) => median(runs.map((run) => run[key]));
    console.log(
      [
        page.name.padEnd(24),
        String(m('performance')).padStart(4),
        ms(m('lcp')).padStart(8),
        ms(m('tbt')).padStart(8),
        m('cls').toFixed(3).padStart(6),
        kb(m('bytes')).padStart(10),
        kb(m('jsBytes')).padStart(10),
      ].join(' '),
    );
    for (const run of runs) for (const shift of run.shifts.slice(0, 3)) console.log(`    shift ${shift.slice(0, 140)}`);
  }
} finally {
  await chrome.kill();
  await system.stop();
}
