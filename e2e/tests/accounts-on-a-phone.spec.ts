// Accounts on a phone (390 x 844, touch): an invitation opened signed out survives sign-in and
// sign-up; a reset link opened signed in offers to sign out, a spent one is refused before the
// form; registration asks for a handicap; and a session ended elsewhere leaves nothing of its
// account in this browser (no cached answers offline, no queued round sent as the next user).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  apiCall,
  BASE_URL,
  createLeagueThroughApi,
  expect,
  expectDashboard,
  expectToast,
  newUser,
  registerThroughApi,
  test,
  type TestUser,
} from '../fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? path.resolve(__dirname, '../../.data/outbox');

/** The newest link of `pattern` in a mail to `email` (quoted-printable soft breaks undone). */
async function mailedLink(email: string, pattern: RegExp): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
        for (const file of files.reverse()) {
          const raw = (await fs.readFile(path.join(OUTBOX, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
          link = raw.match(pattern)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a mail to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return new URL(link!);
}

const INVITATION = /https?:\/\/[^\s"<>]+\/leagues\/[0-9a-f-]{36}#invitation=[A-Za-z0-9_-]{43}/;
const RESET = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/;

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  return context.newPage();
}

/** An invite-only league by the page's user, inviting `email`; answers its name and the link. */
async function inviteOnlyLeague(page: Page, email: string): Promise<{ name: string; link: URL }> {
  const name = `Secret Nine ${Date.now().toString(36)}`;
  const response = await apiCall(page, 'POST', '/api/leagues', {
    name,
    type: 'casual',
    privacy: 'invite',
    courses: [{ name: 'Hidden Dell', rounds: 3 }],
    invitedMembers: [{ name: 'Guest', email }],
  });
  expect(response.status(), await response.text()).toBe(201);
  return { name, link: await mailedLink(email, INVITATION) };
}

async function expectInvitationJoined(page: Page, name: string) {
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText("You're invited")).toBeVisible();
  await page.getByRole('button', { name: `Join ${name}` }).tap();
  await expectToast(page, 'Joined League');
}

test('an invitation opened signed out is kept through sign-up, and through sign-in', async ({ page, browser, user }) => {
  expect(user.email).toBeTruthy();
  test.setTimeout(120_000);
  // Sign-up: the link, the login page, Sign up, the new account, its handicap, the invitation.
  const newcomer = newUser('invited', { firstName: 'Nia' });
  const first = await inviteOnlyLeague(page, newcomer.email);
  const guest = await phone(browser);
  await guest.goto(first.link.pathname + first.link.hash);
  await expect(guest).toHaveURL(/\/login$/);
  // Never in an address a server sees: only this tab's storage holds the token.
  expect(guest.url()).not.toContain('invitation');
  await expect(guest.getByRole('status').filter({ hasText: 'You have been invited to join a league.' })).toBeVisible();
  await guest.getByRole('link', { name: 'Sign up' }).tap();
  await expect(guest.getByRole('status').filter({ hasText: 'You have been invited to join a league.' })).toBeVisible();
  await guest.getByLabel('First Name').fill(newcomer.firstName);
  await guest.getByLabel('Last Name').fill(newcomer.lastName);
  await guest.getByLabel('Email').fill(newcomer.email);
  await guest.getByLabel('Password', { exact: true }).fill(newcomer.password);
  await guest.getByRole('button', { name: 'Create Account' }).tap();
  await guest.getByRole('button', { name: 'Skip for now' }).tap();
  await expectInvitationJoined(guest, first.name);
  await guest.context().close();

  // Sign-in: an existing account opens its invitation signed out.
  const member = newUser('invited', { firstName: 'Omar' });
  const memberPage = await phone(browser);
  await registerThroughApi(memberPage, member);
  await memberPage.context().clearCookies();
  const second = await inviteOnlyLeague(page, member.email);
  await memberPage.goto(second.link.pathname + second.link.hash);
  await expect(memberPage).toHaveURL(/\/login$/);
  await memberPage.getByLabel('Email').fill(member.email);
  await memberPage.getByLabel('Password', { exact: true }).fill(member.password);
  await memberPage.getByRole('button', { name: 'Sign In' }).tap();
  await expectInvitationJoined(memberPage, second.name);
  await memberPage.context().close();
});

test('a reset link opened signed in offers to sign out and continue; a spent one is refused before the form', async ({ page, user }) => {
  test.setTimeout(90_000);
  const forgot = await apiCall(page, 'POST', '/api/auth/forgot-password', { email: user.email });
  expect(forgot.status()).toBe(200);
  const link = await mailedLink(user.email, RESET);

  await page.goto(link.pathname + link.search);
  await expect(page.getByText(`You are signed in as ${user.email.toLowerCase()}.`)).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out and continue' }).tap();
  await page.getByLabel('New Password', { exact: true }).fill('reset-on-phone');
  await page.getByLabel('Confirm New Password').fill('reset-on-phone');
  await page.getByRole('button', { name: 'Reset password' }).tap();
  await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();

  // The same link again: refused at once, with a way to a new one.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'This reset link cannot be used' })).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a new link' }).tap();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('registration asks for a handicap with the presets; the chosen one is the profile handicap', async ({ page }) => {
  const golfer = newUser('handicap', { firstName: 'Hana' });
  await page.goto('/register');
  await page.getByLabel('First Name').fill(golfer.firstName);
  await page.getByLabel('Last Name').fill(golfer.lastName);
  await page.getByLabel('Email').fill(golfer.email);
  await page.getByLabel('Password', { exact: true }).fill(golfer.password);
  await page.getByRole('button', { name: 'Create Account' }).tap();
  await expect(page.getByRole('heading', { name: "What's your handicap?" })).toBeVisible();
  for (const preset of [
    'Beginner (36)',
    'Casual Golfer (28)',
    'Experienced Golfer (15)',
    'Low Handicap (5)',
    'I have an official handicap',
  ])
    await expect(page.getByRole('radio', { name: preset })).toBeVisible();
  // Big enough to tap on a phone.
  const box = await page.getByText('Casual Golfer (28)').boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await page.getByRole('radio', { name: 'I have an official handicap' }).tap();
  // A plus handicap: the decimal keypad has no sign key, so the Plus toggle writes it.
  const official = page.getByRole('textbox', { name: 'Official handicap' });
  await official.fill('2.1');
  await page.getByRole('button', { name: 'Plus handicap' }).tap();
  await expect(official).toHaveValue('+2.1');
  await page.getByRole('button', { name: 'Save handicap' }).tap();
  await expectToast(page, 'Handicap saved');
  await expectDashboard(page, golfer);
  expect((await (await apiCall(page, 'GET', '/api/auth/user')).json()).handicap).toBe('-2.10');
  await page.goto('/profile');
  await expect(page.getByText('+2.1', { exact: true }).first()).toBeVisible();
});

/** Submissions of the round queue (IndexedDB), with their user. */
function queued(page: Page): Promise<Array<{ userId: string; status: string; round: { score: number } }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('fairway-outbox');
        open.onsuccess = () => {
          const request = open.result.transaction('rounds').objectStore('rounds').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

async function changePasswordElsewhere(browser: Browser, user: TestUser) {
  const elsewhere = await browser.newContext();
  const response = await elsewhere.request.post(`${BASE_URL}/api/auth/login`, {
    headers: { Origin: BASE_URL },
    data: { email: user.email, password: user.password },
  });
  expect(response.status()).toBe(200);
  const changed = await elsewhere.request.post(`${BASE_URL}/api/auth/change-password`, {
    headers: { Origin: BASE_URL },
    data: { currentPassword: user.password, newPassword: 'changed-elsewhere', confirmPassword: 'changed-elsewhere' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await elsewhere.close();
}

test('signed out by a password change elsewhere: no cached data of the old account offline, its queued round never sent as the next user', async ({
  page,
  context,
  browser,
  user,
}) => {
  test.setTimeout(150_000);
  const leagueName = `Old Account Club ${user.lastName}`;
  await createLeagueThroughApi(page, leagueName, [{ name: 'Quiet Creek', rounds: 5 }]);
  // One online visit: the worker controls the page and has cached this account's answers.
  await page.goto('/');
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
  await expect(page.locator('html[data-offline-ready="true"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'My Leagues' }).getByText(leagueName)).toBeVisible();
  await page.getByRole('button', { name: 'Log Score' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Log Your Round' });
  await dialog.getByLabel('League').selectOption({ label: leagueName });
  await expect(dialog.getByRole('option', { name: /^Quiet Creek / })).toBeEnabled();
  await page.getByRole('button', { name: 'Cancel' }).tap();
  await page.reload();
  await expect(page.getByRole('region', { name: 'My Leagues' }).getByText(leagueName)).toBeVisible();

  // A round logged with no signal waits in the queue, bound to this account.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Log Score' }).first().tap();
  await dialog.getByLabel('League').selectOption({ label: leagueName });
  await dialog.getByLabel('Course').selectOption('Quiet Creek');
  await dialog.getByLabel('Score').fill('97');
  await dialog.getByRole('button', { name: 'Submit Round' }).tap();
  await expectToast(page, 'Waiting to sync');
  const me = (await queued(page))[0]!;
  expect([me.status, me.round.score]).toEqual(['waiting', 97]);

  // Meanwhile the password is changed on another device: this browser's session ends.
  await changePasswordElsewhere(browser, user);
  await context.setOffline(false);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Take a Tour' })).toBeVisible();

  // Offline again: nothing of the old account is shown from the cache.
  await context.setOffline(true);
  await page.goto('/').catch(() => undefined);
  await page.waitForLoadState('domcontentloaded');
  await expect(page.getByText(leagueName)).toHaveCount(0);
  await expect(page.getByText(`Welcome back, ${user.firstName}!`)).toHaveCount(0);
  expect(
    await page.evaluate(async () => {
      const cache = await caches.open('fairway-api');
      const hits = await Promise.all(['/api/auth/user', '/api/leagues/my', '/api/rounds/recent'].map((url) => cache.match(url)));
      return hits.filter(Boolean).length;
    }),
  ).toBe(0);

  // Someone else signs in on this browser: the old account's round is not sent as theirs.
  await context.setOffline(false);
  const next = newUser('next', { firstName: 'Nell' });
  await registerThroughApi(page, next);
  await page.goto('/');
  await expectDashboard(page, next);
  await page.waitForTimeout(3_000);
  const theirs = (await (await apiCall(page, 'GET', '/api/rounds/recent')).json()) as unknown[];
  expect(theirs).toEqual([]);
  expect(await page.getByRole('list', { name: 'Rounds waiting to sync' }).count()).toBe(0);
  const left = await queued(page);
  expect(left.map((entry) => [entry.userId, entry.status])).toEqual([[me.userId, 'waiting']]);

  // Back as the old account (new password): its round is sent then, once.
  await page.context().clearCookies();
  const back = await page.request.post(`${BASE_URL}/api/auth/login`, {
    headers: { Origin: BASE_URL },
    data: { email: user.email, password: 'changed-elsewhere' },
  });
  expect(back.status()).toBe(200);
  await page.goto('/');
  await expectDashboard(page, user);
  await expect
    .poll(async () => ((await (await apiCall(page, 'GET', '/api/rounds/recent')).json()) as Array<{ score: number }>).map((r) => r.score), {
      timeout: 20_000,
    })
    .toEqual([97]);
});
