// Accessibility through the real shell, remotes, gateway and services: axe finds no
// serious or critical violation on every route (signed out, signed in, the tour) and an
// open dialog; and every dialog of every remote, driven by keyboard only, traps focus, closes on
// Escape and gives focus back to the button that opened it.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { addDays, todayIso } from '../../packages/contracts/src/calendar-days';
import { apiCall, createLeagueThroughApi, expect, expectDashboard, expectLandingStarted, logRoundThroughApi, test } from '../fixtures';

/** axe's serious and critical findings on the page as it is now, one line per rule and element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.html.slice(0, 160)} | ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
      ),
    );
}

async function expectAccessible(page: Page, screen: string, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Soft: one run reports every screen's findings, not only the first screen's.
  expect.soft(await seriousViolations(page), `${screen}: serious or critical axe violations`).toEqual([]);
}

test('signed-out pages and the tour', async ({ page }) => {
  await page.goto('/');
  await expectAccessible(page, 'landing', page.getByRole('link', { name: 'Take a Tour' }));
  await page.goto('/login');
  await expectAccessible(page, 'login', page.getByRole('button', { name: 'Sign In' }));
  await page.goto('/register');
  await expectAccessible(page, 'register', page.getByRole('button', { name: 'Create Account' }));
  await page.goto('/forgot-password');
  await expectAccessible(page, 'forgot password', page.getByRole('heading', { name: 'Forgot your password?' }));
  // The page checks the link before it shows a form: scan the answer, not the moment before it.
  await page.goto('/reset-password?token=not-a-real-token');
  await expectAccessible(page, 'reset password', page.getByRole('heading', { name: 'This reset link cannot be used' }));
  await page.goto('/');
  await expectLandingStarted(page);
  await page.getByRole('link', { name: 'Take a Tour' }).click();
  await expectAccessible(page, 'tour dashboard', page.getByText('DEMO MODE - REGISTER TO GAIN FULL ACCESS'));
});

test('signed-in pages: dashboard, league tabs, member page, profile', async ({ page, user }) => {
  test.setTimeout(120_000);
  const leagueId = await createLeagueThroughApi(page, `Axe Club ${user.lastName}`, [{ name: 'Contrast Links', rounds: 3 }]);
  await logRoundThroughApi(page, { leagueId, course: 'Contrast Links', date: addDays(todayIso(), -1), score: 84, notes: 'Windy' });
  const slot = { date: todayIso(), timeSlot: 'morning', preferredCourse: 'Contrast Links', notes: 'Early tee' };
  expect((await apiCall(page, 'POST', `/api/leagues/${leagueId}/calendar/availability`, slot)).status()).toBe(201);
  const me = await (await apiCall(page, 'GET', '/api/auth/user')).json();

  await page.goto('/');
  await expectDashboard(page, user);
  await expectAccessible(page, 'dashboard', page.getByText('You shot 84 at Contrast Links'));

  await page.goto(`/leagues/${leagueId}`);
  await expectAccessible(page, 'league leaderboard tab', page.getByRole('tabpanel'));
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expectAccessible(page, 'league activity tab', page.getByRole('list', { name: 'All rounds' }));
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expectAccessible(page, 'league calendar tab', page.getByText("You're available"));

  await page.goto(`/leagues/${leagueId}/members/${me.id}`);
  await expectAccessible(page, 'member page', page.getByText('Course Performance'));

  await page.goto('/profile');
  await expectAccessible(page, 'profile', page.getByRole('button', { name: 'Edit Profile' }));

  await page.goto('/leagues');
  await expectAccessible(page, 'leagues', page.getByText(`Axe Club ${user.lastName}`).first());
  await page.goto('/leaderboards');
  await expectAccessible(page, 'leaderboards', page.getByRole('heading', { name: 'My Leagues' }));
  await page.goto('/recent-rounds');
  await expectAccessible(page, 'recent rounds', page.getByRole('list', { name: 'Your golf rounds' }));
  await page.goto('/about');
  await expectAccessible(page, 'about', page.getByRole('heading', { name: 'About this build' }));
});

/**
 * Opens a dialog from its opener with the keyboard alone and checks it: no serious axe finding
 * while open, focus starts inside and stays inside going forwards and backwards past either end,
 * Escape closes it and focus goes back to the opener.
 */
async function expectKeyboardDialog(page: Page, opener: Locator, name: string | RegExp): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(name);
  await expectAccessible(page, `${name} dialog`, dialog.getByRole('heading').first());
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  expect(await focusInside(), `${name}: focus starts inside`).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 1; press <= 12; press += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(), `${name}: after ${press} x ${key}`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener, `${name}: focus back to the opener`).toBeFocused();
}

test('every dialog, by keyboard only: no violations while open, focus trapped, Escape closes, focus back to its opener', async ({
  page,
  user,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expectDashboard(page, user);
  // A new golfer's dashboard: every widget in its empty state.
  await expectAccessible(page, 'empty dashboard', page.getByText('No leagues yet'));
  await expectKeyboardDialog(page, page.getByRole('button', { name: 'Log Score' }), 'Log Your Round');

  await page.goto('/leagues');
  await expectKeyboardDialog(page, page.getByRole('button', { name: 'Create League' }).first(), 'Create New League');

  await page.goto('/profile');
  await expectKeyboardDialog(page, page.getByRole('button', { name: 'Edit Profile' }), 'Edit Profile');
  await expectKeyboardDialog(page, page.getByRole('button', { name: 'Change Password' }), 'Change Password');

  const leagueId = await createLeagueThroughApi(page, `Keys Club ${user.lastName}`, [{ name: 'Tab Links', rounds: 3 }]);
  await logRoundThroughApi(page, { leagueId, course: 'Tab Links', date: addDays(todayIso(), -1), score: 90 });
  const me = await (await apiCall(page, 'GET', '/api/auth/user')).json();

  await page.goto(`/leagues/${leagueId}`);
  await expectKeyboardDialog(page, page.getByRole('button', { name: 'Delete', exact: true }), 'Delete League');
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expectKeyboardDialog(page, page.getByRole('button', { name: 'Add Availability' }), 'Add Your Weekly Availability');
  await expectKeyboardDialog(page, page.locator(`[data-date="${todayIso()}"]`).getByRole('button').first(), /\S/);

  await page.goto(`/leagues/${leagueId}/members/${me.id}`);
  await expect(page.getByText('Course Performance')).toBeVisible();
  await expectKeyboardDialog(page, page.getByRole('button', { name: 'Leave League' }), 'Leave League');
  await expectKeyboardDialog(page, page.getByRole('button', { name: 'Edit', exact: true }), 'Edit Round');
  await expectKeyboardDialog(page, page.getByRole('button', { name: 'Delete', exact: true }), 'Delete Golf Round');
});
