// Helpers every e2e suite reuses: unique users, registering/signing in through the API or the
// screens, toasts, and extra shell/remote servers for tests that move remotes around.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test as base, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import servers from '../packages/contracts/src/servers.json';
import { REMOTES, SHELL } from '../scripts/mf/apps.mjs';
import { buildShellConfig } from '../scripts/mf/remote-map.mjs';
import { startStaticServer, type StaticServer } from '../web-server/src/static-server';

export const BASE_URL = `http://localhost:${SHELL.port}`;
export const REPO_ROOT = path.resolve(__dirname, '..');
export const PASSWORD = 'fairway-e2e-pass';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A user nobody has registered yet in this run. */
export function newUser(prefix = 'golfer', overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  return {
    firstName: 'Casey',
    lastName: `Tester${tag.slice(-4)}`,
    email: `e2e.${prefix}.${tag}@example.test`,
    password: PASSWORD,
    ...overrides,
  };
}

/** Same-origin headers for API calls made from the test (the gateway refuses other origins). */
function originHeaders(page: Page): Record<string, string> {
  const current = page.url().startsWith('http') ? new URL(page.url()).origin : BASE_URL;
  return { Origin: current, 'Content-Type': 'application/json' };
}

/**
 * Registers through the API with the page's cookie jar, so the page is signed in afterwards.
 * Use it to arrange; use `registerThroughUi` when registering is what the test is about.
 */
export async function registerThroughApi(page: Page, user: TestUser = newUser(), origin = BASE_URL): Promise<TestUser> {
  const response = await page.request.post(`${origin}/api/auth/register`, {
    headers: { ...originHeaders(page), Origin: origin },
    data: user,
  });
  expect(response.status(), `register ${user.email}: ${await response.text()}`).toBeLessThan(300);
  return user;
}

/** Signs in through the API with the page's cookie jar.
 * @public (a helper for specs; knip: kept though no spec uses it now) */
export async function logInThroughApi(page: Page, user: Pick<TestUser, 'email' | 'password'>, origin = BASE_URL): Promise<void> {
  const response = await page.request.post(`${origin}/api/auth/login`, {
    headers: { ...originHeaders(page), Origin: origin },
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), `login ${user.email}: ${await response.text()}`).toBeLessThan(300);
}

/** Registers through the Register screen, skips the handicap question and waits for the dashboard. */
export async function registerThroughUi(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  await page.goto('/register');
  await page.getByLabel('First name', { exact: false }).fill(user.firstName);
  await page.getByLabel('Last name', { exact: false }).fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The handicap question that follows registration.
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expectDashboard(page, user);
  return user;
}

/** Signs in through the Login screen and waits for the dashboard.
 * @public (a helper for specs; knip: kept though no spec uses it now) */
export async function logInThroughUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectDashboard(page, user);
}

/** The signed-out landing page shown and started: its HTML arrives prerendered and its code runs
 * after the first paint, so a visible button may not work yet; this waits until React has taken
 * Take a Tour over (its props attached by hydration; the link works before that too). */
export async function expectLandingStarted(page: Page): Promise<void> {
  const tour = page.getByRole('link', { name: 'Take a Tour' });
  await expect(tour).toBeVisible();
  await expect.poll(() => tour.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
}

export async function expectDashboard(page: Page, user: Pick<TestUser, 'firstName'>): Promise<void> {
  // 'Welcome' on an account's first day without rounds, 'Welcome back' later (greetingFor).
  await expect(page.getByRole('heading', { name: new RegExp(`^Welcome( back)?, ${user.firstName}!$`) })).toBeVisible();
}

/** Records every toast the page shows, in sessionStorage, so a toast that shows only briefly
 * before a same-origin full-page navigation can still be asserted afterwards (shownToasts). */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
        const seen = JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[];
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) sessionStorage.setItem('e2e-toasts', JSON.stringify([...seen, text]));
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The texts of the toasts recordToasts saw. */
export function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[]);
}

/** A toast with this title (and description) is showing: one check of both, as some toasts
 * show only briefly (the 'Unauthorized' one for 500 ms before a full-page navigation). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const withTitle = page.getByTestId('toast').filter({ hasText: title });
  await expect(description ? withTitle.filter({ hasText: description }) : withTitle).toBeVisible();
}

/**
 * An extra shell server on `port` serving the same shell build, with the remote map built from
 * `remoteEnv` (REMOTE_AUTH_URL, ..., PREVIEW_ORIGINS) and /api proxied to the gateway. Restarting it with other
 * env is how a test "redeploys the configuration" without rebuilding anything.
 */
export function startShellServer(port: number, remoteEnv: Record<string, string> = {}): Promise<StaticServer> {
  return startStaticServer({
    root: path.join(REPO_ROOT, SHELL.dir, 'dist'),
    port,
    apiTarget: `http://127.0.0.1:${servers.gateway.port}`,
    remoteMap: () => buildShellConfig({ ...process.env, ...remoteEnv }),
  });
}

/** Serves a remote's build (its dist, or `root`) on `port` with CORS, like the real servers. */
export function startRemoteServer(name: string, port: number, root?: string): Promise<StaticServer> {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Unknown remote ${name}`);
  return startStaticServer({ root: root ?? path.join(REPO_ROOT, remote.dir, 'dist'), port, cors: true, spa: false });
}

/**
 * A separate production build of one app (`dir`, 'mfe-auth') in a fresh temporary folder, never
 * the app's own dist; `env` labels it (BUILD_LABEL) or changes it (PLATFORM_RANGE). `npm` runs
 * the app's npm build (rspack, then mfe-auth's prerendered landing page), else rspack alone.
 */
export function buildSeparately(dir: string, env: Record<string, string>, { npm = false } = {}): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `fairway-${dir}-`));
  const [command, ...args] = npm ? ['npm', 'run', 'build'] : ['npx', 'rspack', 'build'];
  execFileSync(command, args, {
    cwd: path.join(REPO_ROOT, dir),
    env: { ...process.env, NODE_ENV: 'production', MF_OUT_DIR: outDir, ...env },
    stdio: 'pipe',
  });
  return outDir;
}

export function manifestUrl(port: number): string {
  return `http://localhost:${port}/mf-manifest.json`;
}

/** The build label of the auth remote the page's shell runs: which build a redeploy left it on. */
export async function authBuildLabel(page: Page): Promise<string> {
  type Federation = {
    __INSTANCES__: Array<{
      name: string;
      options: { remotes: Array<{ name: string }> };
      loadRemote: (id: string) => Promise<{ default: { buildLabel: string } }>;
    }>;
  };
  // A prerendered page starts its code after its first paint, so the shell may not have
  // registered its remotes yet when the page's content is visible.
  await page.waitForFunction(() =>
    (window as unknown as { __FEDERATION__?: Federation }).__FEDERATION__?.__INSTANCES__.some(
      (instance) => instance.name === 'shell' && instance.options.remotes.some((remote) => remote.name === 'auth'),
    ),
  );
  return page.evaluate(async () => {
    const federation = (window as unknown as { __FEDERATION__: Federation }).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'shell')!;
    return (await host.loadRemote('auth/meta')).default.buildLabel;
  });
}

/** An API call with the page's cookie jar (to arrange state, not to test the screens). */
export async function apiCall(page: Page, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown) {
  return page.request.fetch(`${BASE_URL}${path}`, { method, headers: { Origin: BASE_URL }, data });
}

/** A public casual league created by the page's user; answers its id. */
export async function createLeagueThroughApi(page: Page, name: string, courses: Array<{ name: string; rounds: number }>): Promise<string> {
  const response = await apiCall(page, 'POST', '/api/leagues', {
    name,
    type: 'casual',
    privacy: 'public',
    maxPlayers: 10,
    courses,
    invitedMembers: [],
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

/** A round logged by the page's user; answers its id. */
export async function logRoundThroughApi(
  page: Page,
  round: { leagueId: string; course: string; date: string; score: number; notes?: string },
): Promise<string> {
  const response = await apiCall(page, 'POST', '/api/rounds', round);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

/** The phone the app is made for first: 390 px wide, touch (`test.use(PHONE)`, or a context's options). */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } satisfies BrowserContextOptions;

/** yyyy-MM-dd of today + `days`, on this machine's calendar (the servers run on it too). */
export function isoDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A fresh golfer registered through the Register screen, in a browser session of their own. */
export async function golferInOwnSession(browser: Browser, user: TestUser, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await registerThroughUi(page, user);
  return page;
}

/** Where the services write the mails they send in e2e runs (one .eml a mail). */
const MAIL_OUTBOX = process.env.MAIL_OUTBOX_DIR ?? path.resolve(REPO_ROOT, '.data/outbox');

/** The invitation link emailed to `email`: the league page with a single-use token in the
 * fragment (quoted-printable soft breaks undone). */
export async function invitationLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await fs.promises.readdir(MAIL_OUTBOX).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith('.eml'))) {
          const raw = (await fs.promises.readFile(path.join(MAIL_OUTBOX, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
          link = raw.match(/https?:\/\/[^\s"<>]+\/leagues\/[0-9a-f-]{36}#invitation=[A-Za-z0-9_-]{43}/)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `an invitation email to ${email} in ${MAIL_OUTBOX}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Sends the weekly recaps now, as operators can (`npm run digest -- --now`), on the e2e database. */
export async function sendWeeklyRecaps(): Promise<void> {
  await promisify(execFile)('npx', ['tsx', 'services/notifications/src/digest-command.ts', '--now'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, LOG_LEVEL: 'warn' },
  });
}

/** The weekly recap mailed to `email` ('' until it is written), quoted-printable soft breaks undone. */
export async function weeklyRecapTo(email: string): Promise<string> {
  const files = await fs.promises.readdir(MAIL_OUTBOX).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const raw = (await fs.promises.readFile(path.join(MAIL_OUTBOX, file), 'utf8')).replace(/=\r?\n/g, '');
    if (/^Subject: .*weekly recap/im.test(raw) && raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) return raw;
  }
  return '';
}

/** `test` with a `user` fixture: a fresh user registered through the API, page signed in. */
export const test = base.extend<{ user: TestUser }>({
  user: async ({ page }, use) => {
    await use(await registerThroughApi(page));
  },
});

export { expect };
