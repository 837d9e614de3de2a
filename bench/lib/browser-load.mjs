// One cold page load in Debian's Chromium, optionally on a throttled network (Chrome DevTools
// Protocol Network.emulateNetworkConditions): milliseconds until `text` (every one of them, when a
// list) is visible and the bytes of JavaScript that came over the wire (encoded, i.e. compressed
// when the server compressed).
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/browser/chromium.mjs';

/** The "slow 4G" profile of the issue (Lighthouse's mobile numbers): 150 ms RTT, 1.6 Mbps down. */
export const THROTTLED = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** Lighthouse's mobile CPU: a phone runs scripts about 4x slower than this machine. */
export const PHONE_CPU_SLOWDOWN = 4;

export function launchBrowser() {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string, text: string | RegExp | (string | RegExp)[], network?: typeof THROTTLED | null, cpuSlowdown?: number, cookies?: object[] }} options
 * @returns {Promise<{ ms: number, textMs: number[], jsBytes: number, jsFiles: number, totalBytes: number, fallbacks: number }>}
 *   `ms`: until every text shows; `textMs`: until each one did, in the order given.
 *   `fallbacks`: remote regions showing 'X is temporarily unavailable' (the load did not work).
 */
export async function coldLoad(browser, { url, text, network = null, cpuSlowdown = 1, cookies = [] }) {
  // A new context has an empty cache and no service worker: every load is a first visit.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const scripts = new Set();
    let jsBytes = 0;
    let jsFiles = 0;
    let totalBytes = 0;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      totalBytes += event.encodedDataLength;
      if (scripts.has(event.requestId)) {
        jsBytes += event.encodedDataLength;
        jsFiles += 1;
      }
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const textMs = await Promise.all(
      [text].flat().map(async (one) => {
        await page.getByText(one, { exact: false }).first().waitFor({ state: 'visible', timeout: 60_000 });
        return Date.now() - started;
      }),
    );
    const elapsed = Math.max(...textMs);
    // Whatever the page still fetches after the first screen counts as its JS too.
    await page.waitForLoadState('networkidle');
    const fallbacks = await page.getByTestId('remote-fallback').count();
    return { ms: elapsed, textMs, jsBytes, jsFiles, totalBytes, fallbacks };
  } finally {
    await context.close();
  }
}
