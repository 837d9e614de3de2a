// Notifications (docs/notifications.md) on a phone, through the real shell, gateway, services and
// the notifications worker: a partner's confirmation request and a rank change appear under the
// bell; the Profile's email setting changes what is mailed (one mail per notification, then none).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { addDays, todayIso } from '../../packages/contracts/src/calendar-days';
import { apiCall, createLeagueThroughApi, expect, expectToast, newUser, registerThroughApi, test } from '../fixtures';

const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? path.resolve(__dirname, '../../.data/outbox');
const PHONE = { width: 390, height: 800 };

async function golfer(browser: Browser, firstName: string) {
  const page: Page = await (await browser.newContext({ viewport: PHONE, hasTouch: true })).newPage();
  const user = await registerThroughApi(page, newUser('bell', { firstName }));
  const me = await (await apiCall(page, 'GET', '/api/auth/user')).json();
  return { page, user, id: me.id as string, name: `${user.firstName} ${user.lastName}` };
}

async function logRound(page: Page, round: { leagueId: string; score: number; playedWith?: string[] }) {
  const response = await apiCall(page, 'POST', '/api/rounds', { course: 'Bell Links', date: addDays(todayIso(), -1), ...round });
  expect(response.status(), await response.text()).toBe(201);
}

/** Notification mails in the outbox addressed to `email` (the e2e services write there: no
 * SMTP_URL). The weekly recap is the schedule's, not a notification's: its rules and clock are
 * tested in services/notifications (digest.test.ts), so a recap due while this runs is not counted. */
async function mailsTo(email: string): Promise<number> {
  const files = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  let count = 0;
  for (const file of files) {
    const raw = await fs.readFile(path.join(OUTBOX, file), 'utf8');
    const recap = /^Subject: .*weekly recap/im.test(raw);
    if (!recap && new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'mi').test(raw)) count += 1;
  }
  return count;
}

/** The bell's accessible name once the worker has delivered (the count is read on navigation). */
async function expectBell(page: Page, name: string) {
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('link', { name })).toBeVisible({ timeout: 6_000 });
  }).toPass({ timeout: 30_000 });
}

test('a confirmation request and a rank change appear under the bell; the email setting changes what is mailed', async ({ browser }) => {
  test.setTimeout(120_000);
  const alice = await golfer(browser, 'Alice');
  const bob = await golfer(browser, 'Bob');
  const leagueName = `Bell Club ${alice.user.lastName}`;
  const leagueId = await createLeagueThroughApi(alice.page, leagueName, [{ name: 'Bell Links', rounds: 10 }]);
  expect((await apiCall(bob.page, 'POST', `/api/leagues/${leagueId}/join`)).status()).toBeLessThan(300);
  // Bob leads with the only round; then Alice's 72, naming Bob, takes first place from him.
  await logRound(bob.page, { leagueId, score: 95 });
  await expectBell(bob.page, 'Notifications, 1 unread');
  await logRound(alice.page, { leagueId, score: 72, playedWith: [bob.id] });

  // Bob's two rank changes within minutes merge into one that names his latest place
  // (docs/notifications.md, "Coalescing and mail throttling").
  await expectBell(bob.page, 'Notifications, 2 unread');
  await bob.page.getByRole('link', { name: 'Notifications, 2 unread' }).tap();
  await expect(bob.page).toHaveURL(/\/notifications$/);
  const items = bob.page.getByTestId('notification');
  await expect(items).toHaveCount(2);
  const request = items.filter({
    hasText: `${alice.name} named you as a playing partner on their round of 72 at Bell Links in ${leagueName}`,
  });
  await expect(request).toHaveCount(1);
  await expect(items.filter({ hasText: `You dropped to 2nd in ${leagueName} (from 1st)` })).toHaveCount(1);
  await expect(items.filter({ hasText: `You moved up to 1st in ${leagueName}` })).toHaveCount(0);
  // The request links to the round (Alice's member page); opening it marks it read.
  await request.getByRole('link').tap();
  await expect(bob.page).toHaveURL(new RegExp(`/leagues/${leagueId}/members/${alice.id}$`));
  await expect(bob.page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();

  // The mobile menu carries the count too; Mark all as read clears it.
  await bob.page.getByRole('button', { name: 'Open menu' }).tap();
  const menu = bob.page.getByRole('navigation', { name: 'Mobile navigation' });
  await expect(menu.getByRole('link', { name: /Notifications/ })).toContainText('1');
  await menu.getByRole('link', { name: /Notifications/ }).tap();
  await bob.page.getByRole('button', { name: 'Mark all as read' }).tap();
  await expect(bob.page.getByRole('link', { name: 'Notifications, none unread' })).toBeVisible();

  // Default (weekly recap): no mail per notification.
  expect(await mailsTo(bob.user.email)).toBe(0);
  // One email per notification, chosen on the Profile page.
  await bob.page.goto('/profile');
  const settings = bob.page.getByRole('region', { name: 'Notifications' });
  await settings.getByRole('radio', { name: 'An email for each notification' }).check();
  await expectToast(bob.page, 'Notification settings saved');
  await logRound(alice.page, { leagueId, score: 74 });
  await expect.poll(() => mailsTo(bob.user.email), { timeout: 20_000 }).toBe(1);

  // No emails: the next notification arrives under the bell, nothing is mailed.
  await settings.getByRole('radio', { name: 'No emails' }).check();
  await expectToast(bob.page, 'Notification settings saved');
  await logRound(alice.page, { leagueId, score: 76 });
  await expectBell(bob.page, 'Notifications, 2 unread');
  await bob.page.waitForTimeout(2_000);
  expect(await mailsTo(bob.user.email)).toBe(1);
});
