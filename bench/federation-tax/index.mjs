#!/usr/bin/env node
// The federation tax: the same source built twice, federated (the shell and four
// remotes, Module Federation 2) and as one ordinary SPA (rspack.monolith.config.mjs: the remotes'
// exposed modules imported statically, still lazy), both precompressed and served by the same
// server. Measures cold loads in Debian's Chromium, alternating A/B, on loopback and on the
// throttled profile (150 ms RTT, 1.6 Mbps): JavaScript bytes on the wire and the time to the
// landing text and to the signed-in dashboard (greeting and the remote widgets). Prints the
// medians and the ratios federated / monolith. A benchmark, not a timed test.
//   npm run bench:federation-tax            (RUNS=5 cold loads per variant, page and network)
// Everything runs on free ports and a throwaway SQLite file: no ports lock needed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { THROTTLED, coldLoad, launchBrowser } from '../lib/browser-load.mjs';
import { LANDING_TEXT, dashboardTexts } from '../lib/first-screens.mjs';
import { browserCookies, registerUser } from '../lib/seed.mjs';
import { kb, median, ms } from '../lib/stats.mjs';
import { buildFederated, buildMonolith } from './builds.mjs';
import { serveVariants } from './serve.mjs';

const RUNS = Number(process.env.RUNS || 5);
const log = (line) => console.error(line);

const NETWORKS = [
  { name: 'loopback', network: null },
  { name: 'throttled 150 ms RTT, 1.6 Mbps', network: THROTTLED },
];

/** Same compression for both: the page's entry script must come as its brotli twin. */
async function assertBrotli(name, url) {
  const page = await (await fetch(`${url}/`)).text();
  const entry = page.match(/<script[^>]* src="([^"]+)"/)?.[1];
  if (!entry) throw new Error(`${name}: no script in the page`);
  const response = await fetch(new URL(entry, url), { headers: { 'Accept-Encoding': 'br, gzip' } });
  await response.arrayBuffer();
  const encoding = response.headers.get('content-encoding');
  if (encoding !== 'br') throw new Error(`${name}: ${entry} came with content-encoding ${encoding}, not br`);
}

const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-federation-tax-build-'));
const federatedDir = path.join(buildDir, 'federated');
const monolithDir = path.join(buildDir, 'monolith');
let variants;
let browser;
try {
  await buildFederated(federatedDir, log);
  await buildMonolith(monolithDir, log);
  variants = await serveVariants({ federatedDir, monolithDir, log });
  for (const name of ['federated', 'monolith']) await assertBrotli(name, variants[name]);
  const user = await registerUser(variants.federated, 'Bench');
  const pages = [
    { name: 'landing', text: LANDING_TEXT, signedIn: false },
    { name: 'dashboard', text: dashboardTexts(user), signedIn: true },
  ];
  browser = await launchBrowser();

  const load = async (variant, page, network) => {
    const url = variants[variant];
    const result = await coldLoad(browser, {
      url: `${url}/`,
      text: page.text,
      network,
      cookies: page.signedIn ? browserCookies(url, user.cookie) : [],
    });
    if (result.fallbacks > 0) throw new Error(`${variant} ${page.name}: ${result.fallbacks} remote region(s) showed the fallback`);
    return result;
  };

  // The fastest and slowest load: on a shared machine the spread says how far to trust a ratio.
  const range = (list) => `${Math.round(Math.min(...list.map((run) => run.ms)))}-${Math.round(Math.max(...list.map((run) => run.ms)))}`;
  const rows = [];
  for (const { name: networkName, network } of NETWORKS) {
    for (const page of pages) {
      const runs = { federated: [], monolith: [] };
      // A warm-up load of each (servers' file caches, the gateway's first queries), not counted.
      for (const variant of ['federated', 'monolith']) await load(variant, page, network);
      for (let i = 0; i < RUNS; i += 1) {
        const order = i % 2 === 0 ? ['federated', 'monolith'] : ['monolith', 'federated'];
        for (const variant of order) runs[variant].push(await load(variant, page, network));
      }
      const m = (variant, key) => median(runs[variant].map((run) => run[key]));
      rows.push({
        network: networkName,
        page: page.name,
        ms: { federated: m('federated', 'ms'), monolith: m('monolith', 'ms') },
        range: { federated: range(runs.federated), monolith: range(runs.monolith) },
        jsBytes: { federated: m('federated', 'jsBytes'), monolith: m('monolith', 'jsBytes') },
        jsFiles: { federated: m('federated', 'jsFiles'), monolith: m('monolith', 'jsFiles') },
      });
      log(`measured ${page.name} on ${networkName}`);
    }
  }

  const ratio = ({ federated, monolith }) => `${(federated / monolith).toFixed(2)}x`;
  console.log(`\nFederation tax: federated / monolith, same source, median of ${RUNS} cold loads each (alternating), range in ms`);
  console.log(
    [
      'network'.padEnd(31),
      'page'.padEnd(10),
      'time fed'.padStart(9),
      '(range)'.padStart(11),
      'mono'.padStart(8),
      '(range)'.padStart(11),
      'ratio'.padStart(6),
      'JS fed'.padStart(10),
      'mono'.padStart(10),
      'ratio'.padStart(6),
      'files fed/mono'.padStart(15),
    ].join(' '),
  );
  for (const row of rows) {
    console.log(
      [
        row.network.padEnd(31),
        row.page.padEnd(10),
        ms(row.ms.federated).padStart(9),
        `(${row.range.federated})`.padStart(11),
        ms(row.ms.monolith).padStart(8),
        `(${row.range.monolith})`.padStart(11),
        ratio(row.ms).padStart(6),
        kb(row.jsBytes.federated).padStart(10),
        kb(row.jsBytes.monolith).padStart(10),
        ratio(row.jsBytes).padStart(6),
        `${row.jsFiles.federated}/${row.jsFiles.monolith}`.padStart(15),
      ].join(' '),
    );
  }
} finally {
  await browser?.close();
  await variants?.stop();
  fs.rmSync(buildDir, { recursive: true, force: true });
}
