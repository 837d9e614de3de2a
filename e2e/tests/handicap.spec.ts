// Handicap index from logged rounds: the explainer lists the rounds that counted and
// 'Use as my handicap' updates the profile. Rounds are arranged through the API; the index, the
// explainer and the update go through the screens (profile and the dashboard card).
import { addDays, todayIso } from '../../packages/contracts/src/calendar-days';
import { createLeagueThroughApi, expect, expectToast, logRoundThroughApi, test } from '../fixtures';

test('the handicap index from my rounds is explained and can become my handicap', async ({ page, user }) => {
  const leagueId = await createLeagueThroughApi(page, `Index Club ${user.lastName}`, [{ name: 'Pine Valley', rounds: 5 }]);
  // differentials 18, 13, 23: three rounds count the lowest one minus 2 -> 11.0
  for (const [daysAgo, score] of [
    [3, 90],
    [2, 85],
    [1, 95],
  ] as const) {
    await logRoundThroughApi(page, { leagueId, course: 'Pine Valley', date: addDays(todayIso(), -daysAgo), score });
  }

  await page.goto('/profile');
  const stats = page.getByRole('region', { name: 'Handicap index' });
  await expect(stats.getByText('WHS-style index (not an official Handicap Index): 11.0')).toBeVisible();
  await stats.getByText('How is this worked out?').click();
  const counted = stats.getByRole('list', { name: 'Rounds behind your handicap index' }).getByRole('listitem');
  await expect(counted).toHaveCount(3);
  await expect(counted.filter({ hasText: /Counted/ })).toHaveCount(1);
  await expect(counted.filter({ hasText: /Counted/ })).toContainText(': 85 (18 holes, par 72, rating 72.0, slope 113): differential 13.0');
  await expect(stats).toContainText('lowest 1 differential counts, then -2');

  // The entered handicap is still the default 0 next to the index.
  const handicapTile = page.getByText('Handicap', { exact: true }).locator('..');
  await expect(handicapTile).toContainText('0');
  await stats.getByRole('button', { name: 'Use as my handicap' }).click();
  await expectToast(page, 'Profile Updated');
  await expect(handicapTile.locator('dd')).toHaveText('11');
  await expect(stats.getByRole('button', { name: 'Use as my handicap' })).toBeDisabled();

  // The dashboard card shows the same index next to the handicap now entered.
  await page.goto('/');
  await expect(page.getByText('WHS-style index (not an official Handicap Index): 11.0')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use as my handicap' })).toBeDisabled();
});
