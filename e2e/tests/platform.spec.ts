// The front-end platform's promises: run-time remotes, shared singletons loaded once,
// failure isolation with Retry, and a remote redeployed by changing only the remote map.
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import {
  BASE_URL,
  REPO_ROOT,
  authBuildLabel,
  buildSeparately,
  expect,
  expectDashboard,
  recordToasts,
  shownToasts,
  manifestUrl,
  registerThroughApi,
  startRemoteServer,
  startShellServer,
  test,
} from '../fixtures';

const APP_DIR_BY_ORIGIN: Record<string, string> = {
  'http://localhost:3000': 'shell',
  'http://localhost:3001': 'mfe-auth',
  'http://localhost:3002': 'mfe-leagues',
  'http://localhost:3003': 'mfe-rounds',
  'http://localhost:3004': 'mfe-calendar',
};

/** Packages whose code a fetched file holds, from the build's chunk-packages.json. */
function packagesIn(url: URL): string[] {
  const dir = APP_DIR_BY_ORIGIN[url.origin];
  if (!dir) return [];
  const index = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, dir, 'dist', 'chunk-packages.json'), 'utf8')) as Record<string, string[]>;
  return index[path.basename(url.pathname)] ?? [];
}

function recordScripts(page: Page): URL[] {
  const scripts: URL[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(new URL(request.url()));
  });
  return scripts;
}

test('the signed-out home page is the landing page of mfe-auth, loaded at run time', async ({ page }) => {
  const scripts = recordScripts(page);
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Take a Tour' })).toBeVisible();
  // The button is in the page's HTML (prerendered); its code still comes from mfe-auth.
  await expect
    .poll(() => scripts.some((url) => url.origin === 'http://localhost:3001' && url.pathname.includes('__federation_expose_Landing')))
    .toBe(true);
  expect(manifests).toEqual(['http://localhost:3001/mf-manifest.json']);
  // 'loaded-first': remotes the page does not use are not fetched at all.
  expect(scripts.filter((url) => ['3002', '3003', '3004'].includes(url.port))).toEqual([]);
});

const LANDING_HEADING = 'The easiest way to play in a golf league';

/** Counts, from before the page's HTML is parsed, how often an <h1> with text (a heading the visitor
 * could read) leaves the document. The signed-in frame's empty greeting placeholder may. */
async function countRemovedHeadings(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = window as unknown as { removedHeadings: number };
    state.removedHeadings = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (!(node instanceof Element)) continue;
          const headings = node.matches('h1') ? [node] : [...node.querySelectorAll('h1')];
          if (headings.some((heading) => heading.textContent?.trim())) state.removedHeadings += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { removedHeadings: number }).removedHeadings);
}

test('the signed-out home page arrives as HTML and is hydrated, not rendered again', async ({ page, browser }) => {
  // Before any script runs: the server's answer already has the landing text...
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(`<h1>${LANDING_HEADING}</h1>`);
  expect(html).toContain('<style id="prerendered-css">');
  // ...and a browser without JavaScript shows it.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const bare = await noScript.newPage();
    await bare.goto(`${BASE_URL}/`);
    await expect(bare.getByRole('heading', { name: LANDING_HEADING })).toBeVisible();
    await expect(bare.getByRole('link', { name: 'Get Started' })).toBeVisible();
  } finally {
    await noScript.close();
  }

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const removedHeadings = await countRemovedHeadings(page);
  await page.goto('/');
  const heading = page.getByRole('heading', { name: LANDING_HEADING });
  // React has taken the server's element over (hydrateRoot attaches its fiber to it).
  await expect.poll(() => heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  expect(await removedHeadings()).toBe(0);
  // Interactive: Take a Tour starts the tour, which the server then never answers with the landing HTML.
  await page.getByRole('link', { name: 'Take a Tour' }).click();
  await expect(page.getByRole('region', { name: 'Demo mode' })).toBeVisible();
  expect(await (await page.request.get('/')).text()).not.toContain(LANDING_HEADING);
  expect(problems).toEqual([]);
});

test('a signed-in visitor of / never gets the landing HTML', async ({ page, user }) => {
  expect(await (await page.request.get('/')).text()).not.toContain(LANDING_HEADING);
  const removedHeadings = await countRemovedHeadings(page);
  await page.goto('/');
  await expectDashboard(page, user);
  expect(await removedHeadings()).toBe(0);
});

test('each shared singleton is downloaded from one origin only', async ({ page, user }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expectDashboard(page, user);
  // The dashboard mounts widgets of two remotes; the leagues page and a member page add more.
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await page.getByRole('link', { name: 'Leagues', exact: true }).first().click();
  await expect(page).toHaveURL(/\/leagues$/);
  await page.getByRole('link', { name: 'Profile', exact: true }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.waitForLoadState('networkidle');

  const origins = new Set(scripts.map((url) => url.origin));
  expect(origins.size).toBeGreaterThanOrEqual(3);
  const singletons: Record<string, string[]> = {
    react: ['react'],
    'react-dom': ['react-dom'],
    'react-router-dom': ['react-router-dom', 'react-router'],
    '@reduxjs/toolkit': ['@reduxjs/toolkit'],
    'react-redux': ['react-redux'],
    'styled-components': ['styled-components'],
    '@fairway/platform': ['@fairway/platform'],
  };
  for (const [name, packages] of Object.entries(singletons)) {
    const fetchedFrom = new Set(scripts.filter((url) => packagesIn(url).some((pkg) => packages.includes(pkg))).map((url) => url.origin));
    expect([...fetchedFrom], `${name} fetched from`).toHaveLength(1);
  }
  // The runtime agrees: every singleton in the share scope was loaded from one app only.
  const loadedFrom = await page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const seen: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const entry of Object.values(versions)) {
          if (entry.loaded) seen[pkg] = [...new Set([...(seen[pkg] ?? []), entry.from])];
        }
      }
    }
    return seen;
  });
  for (const pkg of ['react', 'react-dom', 'react-router-dom', 'styled-components', '@fairway/platform']) {
    expect(loadedFrom[pkg], `${pkg} loaded from`).toHaveLength(1);
  }
});

test.describe('with a shell and a remote the test controls', () => {
  const SHELL_PORT = 3010;
  const LEAGUES_PORT = 3012;

  test('a dead remote shows its fallback, other remotes keep working, and Retry recovers', async ({ page }) => {
    const shellUrl = `http://localhost:${SHELL_PORT}`;
    let leagues = await startRemoteServer('leagues', LEAGUES_PORT);
    const shell = await startShellServer(SHELL_PORT, { REMOTE_LEAGUES_URL: manifestUrl(LEAGUES_PORT) });
    try {
      const user = await registerThroughApi(page, undefined, shellUrl);
      await leagues.close();

      await page.goto(`${shellUrl}/leagues`);
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toContainText('Leagues is temporarily unavailable');
      // The shell around it still works: header, navigation and another remote's page.
      await page.getByRole('link', { name: 'Profile', exact: true }).first().click();
      await expect(page).toHaveURL(`${shellUrl}/profile`);
      await expect(page.getByText(user.email).first()).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

      await page.getByRole('link', { name: 'Leagues', exact: true }).first().click();
      await expect(fallback).toContainText('Leagues is temporarily unavailable');
      leagues = await startRemoteServer('leagues', LEAGUES_PORT);
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Create League/ }).first()).toBeVisible();
    } finally {
      await shell.close();
      await leagues.close();
    }
  });
});

test('a second build of a remote is picked up by changing only the remote map', async ({ page }) => {
  test.setTimeout(180_000);
  const SHELL_PORT = 3010;
  const SECOND_PORT = 3011;
  const shellUrl = `http://localhost:${SHELL_PORT}`;
  const shellBuild = fs.statSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html')).mtimeMs;
  // A genuinely separate build of mfe-auth, labelled so the page can tell which one it runs.
  // Its npm build: rspack, then its prerendered landing page beside the manifest.
  const outDir = buildSeparately('mfe-auth', { BUILD_LABEL: 'auth-second-build' }, { npm: true });
  const second = await startRemoteServer('auth', SECOND_PORT, outDir);
  let shell = await startShellServer(SHELL_PORT);
  try {
    await page.goto(shellUrl);
    await expect(page.getByRole('link', { name: 'Take a Tour' })).toBeVisible();
    expect(await authBuildLabel(page)).not.toBe('auth-second-build');

    await shell.close();
    shell = await startShellServer(SHELL_PORT, { REMOTE_AUTH_URL: manifestUrl(SECOND_PORT) });
    const fromSecond: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).port === String(SECOND_PORT)) fromSecond.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('link', { name: 'Take a Tour' })).toBeVisible();
    expect(await authBuildLabel(page)).toBe('auth-second-build');
    expect(fromSecond.some((url) => url.includes('__federation_expose_Landing'))).toBe(true);
    // The landing HTML in the page is the second build's too (what the page hydrates).
    const config = await page.locator('#shell-config').textContent();
    expect(JSON.parse(config!).prerendered).toEqual({ remote: 'auth', module: 'Landing', buildLabel: 'auth-second-build' });
    // Same shell build throughout.
    expect(fs.statSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html')).mtimeMs).toBe(shellBuild);
  } finally {
    await shell.close();
    await second.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

test('an unknown path shows the 404 page inside the shell', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('on a phone the hamburger menu lists the spec entries, highlights the current one and closes on choose', async ({ page, user }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/leagues');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
  await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'Leagues', 'My Leagues', 'Recent Rounds', 'Profile', 'Notifications']);
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Leagues', exact: true })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'My Leagues', exact: true }).click();
  await expect(page).toHaveURL(/\/leaderboards$/);
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expectDashboard(page, user);
});

test("a signed-out visitor of a member route sees 'Unauthorized' and lands on the login page via /api/login", async ({ page }) => {
  const visited: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(new URL(request.url()).pathname);
  });
  // The toast shows for 500 ms before the full-page redirect: recorded as it shows, asserted after.
  await recordToasts(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(
    (await shownToasts(page)).some((text) => text.includes('Unauthorized') && text.includes('You are logged out. Logging in again...')),
  ).toBe(true);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(visited).toEqual(['/profile', '/api/login', '/login']);
});
