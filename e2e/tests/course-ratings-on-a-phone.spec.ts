// Rated courses on a phone (390 x 844, touch): a round logged hole by hole (one hole a screen,
// stepper, Next) and shown with its card; the creator edits a course's ratings on the league
// page; the index receipt names the exceptional score that lowered it.
import { addDays, todayIso } from '../../packages/contracts/src/calendar-days';
import { apiCall, expect, expectToast, logRoundThroughApi, test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const HOLE_PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const STROKE_INDEX = [7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 2, 16, 4, 12, 10, 18, 6, 14];

test('hole by hole on a phone, ratings edited by the creator, and the receipt shows the ESR', async ({ page, user }) => {
  test.setTimeout(180_000);
  const created = await apiCall(page, 'POST', '/api/leagues', {
    name: `Rated ${user.lastName}`,
    type: 'casual',
    privacy: 'public',
    maxPlayers: 10,
    courses: [
      { name: 'Links', rounds: 10, rating: 73.1, slope: 128, holePars: HOLE_PARS, strokeIndex: STROKE_INDEX },
      { name: 'Plain', rounds: 10 },
    ],
    invitedMembers: [],
  });
  expect(created.status(), await created.text()).toBe(201);
  const leagueId = (await created.json()).id as string;

  // Hole by hole through the screens: one hole per screen.
  await page.goto('/');
  await page.getByRole('button', { name: 'Log Score' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Log Your Round' });
  await dialog.getByLabel('League').selectOption({ label: `Rated ${user.lastName}` });
  await dialog.getByLabel('Course').selectOption('Links');
  await dialog.getByRole('button', { name: 'Enter hole by hole' }).tap();
  await expect(dialog.getByRole('region', { name: 'Hole 1 of 18' })).toBeVisible();
  await dialog.getByRole('button', { name: 'One stroke more on hole 1' }).tap();
  await dialog.getByRole('button', { name: 'Next' }).tap();
  await expect(dialog.getByRole('region', { name: 'Hole 2 of 18' })).toBeVisible();
  await dialog.getByRole('button', { name: 'One stroke more on hole 2' }).tap();
  await expect(dialog.getByLabel('Score (the sum of your hole scores)')).toHaveValue('74');
  await dialog.getByRole('button', { name: 'Submit Round' }).tap();
  await expectToast(page, 'Round Submitted!');
  await page.goto('/recent-rounds');
  await expect(page.getByLabel('Hole by hole').first()).toContainText('1: 5 (par 4), 2: 6 (par 5), 3: 3 (par 3)');

  // The creator edits the course's ratings on the league page.
  await page.goto(`/leagues/${leagueId}`);
  await page.getByRole('button', { name: 'Edit ratings of Plain' }).tap();
  const edit = page.getByRole('dialog', { name: 'Edit Plain' });
  await edit.getByLabel('Course rating').fill('70.4');
  await edit.getByLabel('Slope').fill('121');
  await edit.getByRole('button', { name: 'Save Ratings' }).tap();
  await expectToast(page, 'Course Updated');
  await expect(page.getByRole('list', { name: 'Courses and ratings' })).toContainText('18 holes, par 72, rating 70.4, slope 121');

  // Five 90s on the neutral-ish course, then a 78: the receipt names the exceptional score.
  for (const [daysAgo, score] of [
    [20, 90],
    [19, 90],
    [18, 90],
    [17, 90],
    [16, 90],
    [2, 78],
  ] as const) {
    await logRoundThroughApi(page, { leagueId, course: 'Plain', date: addDays(todayIso(), -daysAgo), score });
  }
  await page.goto('/profile');
  const receipt = page.getByRole('region', { name: 'Handicap index' });
  await expect(receipt).toContainText('WHS-style index (not an official Handicap Index)');
  // The 78 on Plain is over 10 below the index of the five 90s; the hole-by-hole 74 on Links,
  // logged today, is 7-10 below it too.
  await expect(receipt.getByRole('note').filter({ hasText: 'Your 78 at Plain' })).toContainText(
    'below your index, so your last 20 differentials were lowered by 2.0',
  );
  await expect(receipt.getByRole('note').filter({ hasText: 'Your 74 at Links' })).toContainText('were lowered by 1.0');
});
