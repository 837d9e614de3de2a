// How the e2e suite and the browser benches launch Chromium: Debian's system browser (never a
// downloaded one; CHROME_PATH overrides), headless, without the features that reach the network
// or change the browser on their own (QUIC, component updates, sync), so runs are repeatable.
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's `launchOptions` / `chromium.launch()` options. */
const CHROMIUM_LAUNCH_OPTIONS = { executablePath: CHROMIUM, args: CHROMIUM_ARGS };

export { CHROMIUM, CHROMIUM_LAUNCH_OPTIONS };
