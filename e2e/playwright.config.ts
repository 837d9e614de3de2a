import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../scripts/browser/chromium.cjs';
import { SHELL } from '../scripts/mf/apps.cjs';

// One full system (services, gateway, shell, remotes) is started by the global setup; tests run
// one at a time against it (workers: 1) with Debian's chromium, never a downloaded browser.
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://localhost:${SHELL.port}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
});
