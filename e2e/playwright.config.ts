import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../scripts/browser/chromium.mjs';
import { SHELL } from '../scripts/mf/apps.mjs';

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
  // The repository's scripts are ES modules Node runs as they are (import.meta, JSON imports):
  // Playwright's compile-to-CommonJS would leave import.meta in CommonJS code.
  build: { external: ['**/scripts/**/*.mjs'] },
  use: {
    baseURL: `http://localhost:${SHELL.port}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
});
