// Independent delivery: a staging preview of one remote from an allowed origin, one
// remote rebuilt and redeployed alone, and a remote refused for its declared platform range.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { INCOMPATIBLE_PORT, SHELL_PORT, STAGING_ORIGIN, STAGING_PORT, UNLISTED_ORIGIN, UNLISTED_PORT } from '../delivery-ports';
import {
  BASE_URL,
  buildSeparately,
  REPO_ROOT,
  expect,
  expectDashboard,
  manifestUrl,
  registerThroughApi,
  startRemoteServer,
  startShellServer,
  test,
} from '../fixtures';

const NORMAL_MANIFESTS: Record<string, string> = {
  auth: 'http://localhost:3001/mf-manifest.json',
  leagues: 'http://localhost:3002/mf-manifest.json',
  rounds: 'http://localhost:3003/mf-manifest.json',
  calendar: 'http://localhost:3004/mf-manifest.json',
};
const PLATFORM_VERSION = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'packages', 'platform', 'package.json'), 'utf8'))
  .version as string;
const DIRS: Record<string, string> = { auth: 'mfe-auth', leagues: 'mfe-leagues', rounds: 'mfe-rounds', calendar: 'mfe-calendar' };

/** The build label a remote's normal build (its dist) declares in its manifest. */
function distLabel(remote: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, DIRS[remote], 'dist', 'mf-manifest.json'), 'utf8'));
  return manifest.metaData.fairway.buildLabel;
}

/** path -> mtime of every file under `dir`. */
function mtimes(dir: string): Record<string, number> {
  const result: Record<string, number> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      result[file] = fs.statSync(file).mtimeMs;
    }
  }
  return result;
}

function previewUrl(pathname: string, remote: string, manifest: string) {
  return `${pathname}?preview=${encodeURIComponent(`${remote}@${manifest}`)}`;
}

async function expectBuilds(page: Page, labels: Record<string, string>) {
  for (const [remote, label] of Object.entries(labels)) {
    await expect(page.getByTestId(`build-label-${remote}`), `build of ${remote}`).toHaveText(label);
  }
}

test('a staging preview of mfe-leagues from an allowed origin; Stop preview; an unlisted origin is refused', async ({ page, user }) => {
  test.setTimeout(180_000);
  const PREVIEW_LABEL = `leagues-preview-${Date.now().toString(36)}`;
  const outDir = buildSeparately('mfe-leagues', { BUILD_LABEL: PREVIEW_LABEL });
  // The same second build on two origins: only the first is on PREVIEW_ORIGINS.
  const staging = await startRemoteServer('leagues', STAGING_PORT, outDir);
  const unlisted = await startRemoteServer('leagues', UNLISTED_PORT, outDir);
  const normal = { auth: distLabel('auth'), leagues: distLabel('leagues'), rounds: distLabel('rounds'), calendar: distLabel('calendar') };
  expect(normal.leagues).not.toBe(PREVIEW_LABEL);
  const requests: URL[] = [];
  page.on('request', (request) => requests.push(new URL(request.url())));
  try {
    await page.goto(previewUrl('/', 'leagues', `${STAGING_ORIGIN}/mf-manifest.json`));
    const bar = page.getByRole('region', { name: 'Preview' });
    await expect(bar).toContainText(`Previewing leagues from ${STAGING_ORIGIN}`);
    await expectDashboard(page, user);
    // The dashboard's league widgets come from the previewed build.
    await expect(bar).toContainText(`(build ${PREVIEW_LABEL})`);
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    await expect(page).toHaveURL(`${BASE_URL}/`);
    expect(requests.some((url) => url.origin === STAGING_ORIGIN && url.pathname.endsWith('.js'))).toBe(true);
    expect(requests.filter((url) => url.port === '3002')).toEqual([]);

    // Remembered for the tab across navigation and reload; the previewed leagues page works.
    await page.getByRole('link', { name: 'Leagues', exact: true }).first().click();
    await expect(page.getByRole('button', { name: /Create League/ }).first()).toBeVisible();
    await page.reload();
    await expect(bar).toContainText(`(build ${PREVIEW_LABEL})`);
    await page.getByRole('link', { name: 'About this build' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/about`);
    await expectBuilds(page, { ...normal, leagues: PREVIEW_LABEL });
    await expect(page.getByTestId('remote-leagues')).toContainText(`${STAGING_ORIGIN}/mf-manifest.json`);
    await expect(page.getByTestId('remote-leagues')).toContainText('Preview');
    for (const remote of ['auth', 'rounds', 'calendar']) {
      await expect(page.getByTestId(`remote-${remote}`)).toContainText(NORMAL_MANIFESTS[remote]);
      await expect(page.getByTestId(`remote-${remote}`)).not.toContainText('Preview');
    }

    await bar.getByRole('button', { name: 'Stop preview' }).click();
    await expect(page.getByTestId('build-label-leagues')).toHaveText(normal.leagues);
    await expect(bar).toHaveCount(0);
    await expect(page.getByTestId('remote-leagues')).toContainText(NORMAL_MANIFESTS.leagues);
    await expectBuilds(page, normal);
    await page.reload();
    await expect(page.getByTestId('build-label-leagues')).toHaveText(normal.leagues);
    await expect(bar).toHaveCount(0);

    const requestsBefore = requests.length;
    await page.goto(previewUrl('/about', 'leagues', `${UNLISTED_ORIGIN}/mf-manifest.json`));
    await expect(page.getByRole('alert').filter({ hasText: 'Preview refused' })).toContainText(
      `${UNLISTED_ORIGIN} is not an allowed preview origin. The normal build of leagues is used.`,
    );
    await expectBuilds(page, normal);
    await expect(bar).toHaveCount(0);
    expect(requests.slice(requestsBefore).filter((url) => url.origin === UNLISTED_ORIGIN)).toEqual([]);
  } finally {
    await staging.close();
    await unlisted.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

test('building only mfe-calendar redeploys it: no other app is rebuilt and the running shell picks it up on reload', async ({
  page,
  user: _signedIn,
}) => {
  test.setTimeout(180_000);
  const others = ['shell', 'mfe-auth', 'mfe-leagues', 'mfe-rounds'].map((dir) => path.join(REPO_ROOT, dir, 'dist'));
  const before = others.map(mtimes);
  await page.goto('/about');
  // Signed in as `user`: the shell's header and footer frame the page.
  await expect(page.getByRole('link', { name: 'About this build' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
  const oldLabel = distLabel('calendar');
  await expect(page.getByTestId('build-label-calendar')).toHaveText(oldLabel);

  const label = `calendar-redeploy-${Date.now().toString(36)}`;
  execFileSync('npm', ['run', 'build', '-w', 'mfe-calendar'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', BUILD_LABEL: label },
    stdio: 'pipe',
  });
  expect(distLabel('calendar')).toBe(label);

  await page.reload();
  await expect(page.getByTestId('build-label-calendar')).toHaveText(label);
  await expect(page.getByTestId('remote-calendar')).toContainText('Loaded');
  expect(others.map(mtimes)).toEqual(before);

  // What makes the reload enough: entry points are revalidated, hashed chunks cached for good.
  const manifest = await page.request.get(NORMAL_MANIFESTS.calendar);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const remoteEntry = await page.request.get('http://localhost:3004/remoteEntry.js');
  expect(remoteEntry.headers()['cache-control']).toBe('no-cache');
  const chunk = JSON.parse(await manifest.text()).exposes.find((expose: { name: string }) => expose.name === 'meta').assets.js
    .sync[0] as string;
  expect(chunk).toMatch(/\.[0-9a-f]{8}\.js$/);
  const chunkResponse = await page.request.get(`http://localhost:3004/${chunk}`);
  expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a remote whose declared platform range is not satisfied shows its fallback while the rest of the app works', async ({ page }) => {
  test.setTimeout(180_000);
  const shellUrl = `http://localhost:${SHELL_PORT}`;
  const outDir = buildSeparately('mfe-rounds', { BUILD_LABEL: 'rounds-needs-platform-9', PLATFORM_RANGE: '^9.0.0' });
  const rounds = await startRemoteServer('rounds', INCOMPATIBLE_PORT, outDir);
  const shell = await startShellServer(SHELL_PORT, { REMOTE_ROUNDS_URL: manifestUrl(INCOMPATIBLE_PORT) });
  const fromIncompatible: URL[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(INCOMPATIBLE_PORT)) fromIncompatible.push(url);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    const user = await registerThroughApi(page, undefined, shellUrl);
    await page.goto(shellUrl);
    await expectDashboard(page, user);
    const fallbacks = page.getByTestId('remote-fallback');
    await expect(fallbacks.filter({ hasText: 'Your Handicap is temporarily unavailable' })).toBeVisible();
    await expect(fallbacks.filter({ hasText: 'Recent Activity is temporarily unavailable' })).toBeVisible();
    await expect(fallbacks).toHaveCount(2);
    // The leagues remote next to it works.
    await page.getByRole('link', { name: 'Leagues', exact: true }).first().click();
    await expect(page.getByRole('button', { name: /Create League/ }).first()).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

    // Refused from its manifest: none of its code was fetched.
    expect(fromIncompatible.map((url) => url.pathname)).toEqual(expect.arrayContaining(['/mf-manifest.json']));
    expect(fromIncompatible.filter((url) => url.pathname.endsWith('.js'))).toEqual([]);
    expect(
      errors.some((text) =>
        text.includes(`Remote "rounds" (rounds-needs-platform-9) needs @fairway/platform ^9.0.0, this page runs ${PLATFORM_VERSION}`),
      ),
    ).toBe(true);

    await page.getByRole('link', { name: 'About this build' }).click();
    await expect(page.getByTestId('remote-rounds')).toContainText('Incompatible: needs platform ^9.0.0');
    await expect(page.getByTestId('build-label-rounds')).toHaveText('rounds-needs-platform-9');
    await expect(page.getByTestId('remote-leagues')).toContainText('Loaded');
  } finally {
    await shell.close();
    await rounds.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

test('a remote built against another React: the requiredVersion mismatch is in the console and on /about, and the remote still works', async ({
  page,
  user,
}) => {
  test.setTimeout(180_000);
  // A real build of mfe-leagues whose package.json asks for React 20: a copy of the app inside the
  // repository (so node_modules resolve), built into its own folder, served as a staging preview.
  const copy = fs.mkdtempSync(path.join(REPO_ROOT, 'test-results', 'leagues-react20-'));
  const original = path.join(REPO_ROOT, 'mfe-leagues');
  fs.cpSync(path.join(original, 'src'), path.join(copy, 'src'), { recursive: true });
  const pkg = JSON.parse(fs.readFileSync(path.join(original, 'package.json'), 'utf8'));
  pkg.dependencies.react = '^20.0.0';
  fs.writeFileSync(path.join(copy, 'package.json'), JSON.stringify(pkg, null, 2));
  fs.writeFileSync(
    path.join(copy, 'rspack.config.mjs'),
    `import { createAppConfig } from ${JSON.stringify(path.join(REPO_ROOT, 'scripts/mf/create-config.mjs'))};\n` +
      `export default createAppConfig({ appDir: import.meta.dirname, name: 'leagues' });\n`,
  );
  const outDir = path.join(copy, 'build');
  execFileSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'rspack'), ['build'], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'production', MF_OUT_DIR: outDir, BUILD_LABEL: 'leagues-wants-react-20' },
    stdio: 'pipe',
  });
  const staging = await startRemoteServer('leagues', STAGING_PORT, outDir);
  const reactVersion = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules', 'react', 'package.json'), 'utf8')).version as string;
  const mismatch = new RegExp(
    `react\\S* ${reactVersion.replace(/\./g, '\\.')} \\(from \\S+\\) does not satisfy leagues's requiredVersion \\^20\\.0\\.0`,
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await page.goto(previewUrl('/', 'leagues', `${STAGING_ORIGIN}/mf-manifest.json`));
    await expectDashboard(page, user);
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText('(build leagues-wants-react-20)');
    // The one React of the page is used anyway: the leagues widgets render.
    await expect(page.getByRole('heading', { name: 'My Leagues' }).first()).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    await expect.poll(() => errors.some((text) => mismatch.test(text))).toBe(true);

    await page.getByRole('link', { name: 'About this build' }).click();
    await expect(page.getByRole('list', { name: 'requiredVersion mismatches' })).toContainText(mismatch);
  } finally {
    await staging.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
