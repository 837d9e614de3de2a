#!/usr/bin/env node
// One cold signed-in dashboard load on the phone profile (150 ms RTT, 1.6 Mbps, 4x CPU), as a
// timeline: when each request started and finished (ms from navigation) and when the greeting and
// My Leagues' league showed. To see what the first screen waits for; the figures to compare are
// bench:first-screen's medians.
//   flock /tmp/fairway-ports.lock node bench/first-screen/timeline.mjs
import { PHONE_CPU_SLOWDOWN, THROTTLED, launchBrowser } from '../lib/browser-load.mjs';
import { browserCookies, leagueWithMembers, registerUser } from '../lib/seed.mjs';
import { benchSystem } from '../lib/system.mjs';

const system = await benchSystem();
let browser;
try {
  const user = await registerUser(system.url, 'Phone');
  const leagueId = await leagueWithMembers(system.url, user, 2);
  const leagueName = (await (await fetch(`${system.url}/api/leagues/${leagueId}`, { headers: { cookie: user.cookie } })).json()).name;
  browser = await launchBrowser();
  for (let run = 0; run < Number(process.env.RUNS || 2); run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await context.addCookies(browserCookies(system.url, user.cookie));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLED });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    const requests = new Map();
    let start = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!start) start = event.timestamp;
      requests.set(event.requestId, { url: event.request.url.replace(system.url, ''), from: event.timestamp, type: event.type });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) Object.assign(request, { to: event.timestamp, bytes: event.encodedDataLength });
    });
    const began = Date.now();
    await page.goto(`${system.url}/`, { waitUntil: 'commit' });
    await page.getByText(new RegExp(`Welcome( back)?, ${user.firstName}!`)).waitFor();
    const greeting = Date.now() - began;
    await page.getByText(leagueName).first().waitFor({ timeout: 60_000 });
    const myLeagues = Date.now() - began;
    await page.waitForLoadState('networkidle');
    console.log(`\nrun ${run + 1}: greeting ${greeting} ms, My Leagues ${myLeagues} ms`);
    for (const request of [...requests.values()].sort((a, b) => a.from - b.from)) {
      const at = (t) => (t ? Math.round((t - start) * 1000) : '-');
      console.log(
        `${String(at(request.from)).padStart(6)} ${String(at(request.to)).padStart(6)} ${String(request.bytes ?? '').padStart(7)} ${request.url.slice(0, 100)}`,
      );
    }
    await context.close();
  }
} finally {
  await browser?.close();
  await system.stop();
}
