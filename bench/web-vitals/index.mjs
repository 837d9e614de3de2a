#!/usr/bin/env node
// Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) on the landing page, the login
// page, the signed-in dashboard and the dashboard of a league with 20 members. Prints
// Performance, LCP, TBT, CLS and bytes per page; RUNS=n runs each page n times (median).
//   flock /tmp/fairway-ports.lock npm run bench:web-vitals      (starts the system itself)
//   BASE_URL=https://staging.example.com npm run bench:web-vitals
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import chromiumConfig from '../../scripts/browser/chromium.cjs';
import { leagueWithMembers, registerUser } from '../lib/seed.mjs';
import { kb, median, ms } from '../lib/stats.mjs';
import { benchSystem } from '../lib/system.mjs';

const RUNS = Number(process.env.RUNS || 3);
// PAGES=league measures only the pages whose name contains it.
const PAGES = process.env.PAGES ?? '';

async function audit(port, url, cookie) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const { audits, categories } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
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

const system = await benchSystem();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumConfig.CHROMIUM,
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
