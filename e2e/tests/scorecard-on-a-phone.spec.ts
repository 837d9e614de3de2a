// The scorecard a golfer trusts, on a phone (390 x 844, touch): Log Your Round says what the round
// is scored with, shows the strokes received on each hole, live points and played-only totals,
// jumps to a hole from the picker, sums up net double bogey before Submit, and Recent Rounds shows
// the same figures afterwards.
import { apiCall, expect, expectToast, test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const HOLE_PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const STROKE_INDEX = [7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 2, 16, 4, 12, 10, 18, 6, 14];

test('a hole-by-hole round shows strokes received, live points and the net double bogey summary', async ({ page, user }) => {
  test.setTimeout(120_000);
  const profile = await apiCall(page, 'PATCH', '/api/auth/profile', {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    handicap: 18,
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const created = await apiCall(page, 'POST', '/api/leagues', {
    name: `Card ${user.lastName}`,
    type: 'casual',
    privacy: 'public',
    maxPlayers: 10,
    format: 'stableford',
    courses: [{ name: 'Links', rounds: 10, rating: 73.1, slope: 128, holePars: HOLE_PARS, strokeIndex: STROKE_INDEX }],
    invitedMembers: [],
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/');
  await page.getByRole('button', { name: 'Log Score' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Log Your Round' });
  await dialog.getByLabel('League').selectOption({ label: `Card ${user.lastName}` });
  await dialog.getByLabel('Course').selectOption('Links');
  // 18.0 x 128 / 113 + 1.1 = 21.49 -> 21; x 95% = 20.41 -> 20 (no index yet: the profile's)
  await expect(dialog.getByRole('note', { name: 'Strokes for this round' })).toContainText(
    'Handicap 18.0 (no index yet) -> course handicap 21 -> 95% = 20 strokes',
  );
  await expect(dialog.getByRole('region', { name: 'Hole 1 of 18' })).toBeVisible();
  const running = dialog.getByRole('status', { name: 'Running total' });
  await expect(running).toHaveText('No holes played yet.');
  // 20 strokes: one on every hole, two on stroke index 1 and 2 (holes 4 and 11)
  await expect(dialog.getByRole('img', { name: '1 stroke received on hole 1' })).toBeVisible();
  for (let tap = 0; tap < 6; tap += 1) await dialog.getByRole('button', { name: 'One stroke more on hole 1' }).tap();
  await expect(dialog.getByLabel('Strokes on hole 1')).toHaveText('10');
  await expect(dialog.getByLabel('Hole 1 result')).toHaveText('Net 9 · 0 points');
  await expect(running).toContainText('Through 1 hole: 10 (+6 to par) · net 9 (+5) · 0 points');
  await dialog.getByRole('button', { name: 'Next' }).tap();
  await dialog.getByRole('button', { name: 'One stroke fewer on hole 2' }).tap();
  await expect(dialog.getByLabel('Hole 2 result')).toHaveText('Net 3 · 4 points');
  await expect(running).toContainText('Through 2 holes: 14 (+5 to par) · net 12 (+3) · 4 points');
  // Straight to hole 4 (stroke index 1): two dots
  await dialog.getByRole('button', { name: 'Hole 4', exact: true }).tap();
  await expect(dialog.getByRole('region', { name: 'Hole 4 of 18' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: '2 strokes received on hole 4' })).toHaveText('●●');

  // Before Submit: no index yet, so a hole counts at most par + 5 for the handicap record.
  const summary = dialog.getByRole('region', { name: 'Before you submit' });
  await expect(summary.getByRole('list', { name: 'Net double bogey adjustments' })).toHaveText('Hole 1: 10 counts as 9');
  await expect(summary).toContainText('Adjusted gross 76 (from 77)');
  await dialog.getByRole('button', { name: 'Submit Round' }).tap();
  await expectToast(page, 'Round Submitted!');

  await page.goto('/recent-rounds');
  await page.getByText('Strokes, points and net double bogey').tap();
  const figures = page.getByRole('region', { name: 'How this round was scored' });
  await expect(figures).toContainText('Handicap 18.0 (no index yet) -> course handicap 21 -> 95% = 20 strokes');
  await expect(figures).toContainText('Hole 1: 10 counts as 9');
});
