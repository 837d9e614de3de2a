#!/usr/bin/env node
// The product's first screens as a phone on a slow network gets them (the targets: landing text
// <= 2.0 s, dashboard with My Leagues' leagues <= 2.5 s at 150 ms RTT and 1.6 Mbps, also with the
// phone's 4x slower CPU): cold loads in Debian's Chromium
// of the system as served (production builds, the prerendered landing page, precompressed
// assets), on loopback and on the throttled profile. Prints, per page and network, the median
// time until the text shows (range in brackets), the JavaScript on the wire and the encoding the
// entry script came with; for the dashboard also the time until My Leagues shows the user's
// league. A benchmark, not a timed test.
//   flock /tmp/fairway-ports.lock npm run bench:first-screen     (RUNS=5 cold loads per page)
//   NETWORKS=phone PAGES=dashboard: only the networks and pages whose names contain these
// Starts the system on the npm start ports (SQLite in a temporary folder) unless BASE_URL is set.
import { PHONE_CPU_SLOWDOWN, THROTTLED, coldLoad, launchBrowser } from '../lib/browser-load.mjs';
import { LANDING_TEXT, dashboardTexts } from '../lib/first-screens.mjs';
import { browserCookies, leagueWithMembers, registerUser } from '../lib/seed.mjs';
import { benchSystem } from '../lib/system.mjs';
import { kb, median, ms } from '../lib/stats.mjs';

const RUNS = Number(process.env.RUNS || 5);
const only = (list, filter) => list.filter(({ name }) => name.includes(filter ?? ''));
const NETWORKS = only(
  [
    { name: 'loopback', network: null },
    { name: 'throttled 150 ms RTT, 1.6 Mbps', network: THROTTLED },
    { name: `phone: throttled, ${PHONE_CPU_SLOWDOWN}x CPU`, network: THROTTLED, cpuSlowdown: PHONE_CPU_SLOWDOWN },
  ],
  process.env.NETWORKS,
);

/** The encoding the page's entry script comes with, asked as a browser asks. */
async function entryEncoding(url) {
  const page = await (await fetch(`${url}/`)).text();
  const entry = page.match(/data-entry="([^"]+)"/)?.[1] ?? page.match(/<script[^>]* src="([^"]+)"/)?.[1];
  if (!entry) throw new Error('no entry script in the page');
  const response = await fetch(new URL(entry, url), { headers: { 'Accept-Encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'none';
}

const system = await benchSystem();
let browser;
try {
  const user = await registerUser(system.url, 'Phone');
  // A league of the user's own, so the dashboard's first screen waits for My Leagues' data.
  const leagueId = await leagueWithMembers(system.url, user, 2);
  const leagueName = (await (await fetch(`${system.url}/api/leagues/${leagueId}`, { headers: { cookie: user.cookie } })).json()).name;
  // myLeagues: the index in `text` of My Leagues' league (dashboardTexts puts it second).
  const pages = only(
    [
      { name: 'landing', text: LANDING_TEXT, cookies: [] },
      { name: 'dashboard', text: dashboardTexts(user, leagueName), myLeagues: 1, cookies: browserCookies(system.url, user.cookie) },
    ],
    process.env.PAGES,
  );
  const encoding = await entryEncoding(system.url);
  browser = await launchBrowser();
  console.log(`\nFirst screens of ${system.url}, median of ${RUNS} cold loads (range), entry script content-encoding: ${encoding}`);
  for (const { name: networkName, network, cpuSlowdown } of NETWORKS) {
    for (const page of pages) {
      const load = () => coldLoad(browser, { url: `${system.url}/`, text: page.text, network, cpuSlowdown, cookies: page.cookies });
      await load(); // warm-up (servers' file caches, the first queries), not counted
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await load());
      if (runs.some((run) => run.fallbacks > 0)) throw new Error(`${page.name}: a remote region showed its fallback`);
      const spread = (times) =>
        `${ms(median(times)).padStart(8)} ` + `(${Math.round(Math.min(...times))}-${Math.round(Math.max(...times))})`.padStart(12);
      const myLeagues = page.myLeagues === undefined ? '' : ` My Leagues ${spread(runs.map((run) => run.textMs[page.myLeagues]))}`;
      console.log(
        `${networkName.padEnd(33)} ${page.name.padEnd(10)} ${spread(runs.map((run) => run.ms))}` +
          ` JS ${kb(median(runs.map((run) => run.jsBytes))).padStart(9)} in ${median(runs.map((run) => run.jsFiles))} files${myLeagues}`,
      );
    }
  }
} finally {
  await browser?.close();
  await system.stop();
}
