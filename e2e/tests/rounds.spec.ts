// Rounds end to end, through the real shell, rounds and leagues remotes, gateway and
// services, tried the way a new golfer would: every step through the screens, none through the API.
import { expect, test, type Page } from '@playwright/test';
import { expectToast as toast, newUser, registerThroughUi } from '../fixtures';

async function openLogRound(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log Score' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Your Round' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function logRound(page: Page, leagueName: string, score: number, notes: string) {
  const dialog = await openLogRound(page);
  await dialog.getByLabel('League').selectOption({ label: leagueName });
  await dialog.getByLabel('Course').selectOption('Pebble Creek');
  await dialog.getByLabel('Score').fill(String(score));
  await dialog.getByLabel('Notes (optional)').fill(notes);
  await dialog.getByRole('button', { name: 'Submit Round' }).click();
  await toast(page, 'Round Submitted!');
  await expect(dialog).toHaveCount(0);
  // 500 ms later the app shows the league the round was logged in.
  await expect(page).toHaveURL(/\/leagues\/[0-9a-f-]{36}$/);
}

test('a golfer logs, sees, edits and deletes rounds; the course limit and the leaderboard follow', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const leagueName = `Dawn Patrol ${tag.slice(-6)}`;

  // A new golfer registers and sets a handicap of 12.4 in the profile (auth's dialog, mounted by rounds).
  const golfer = await registerThroughUi(page, newUser('rounds', { firstName: 'Robin' }));
  const lastName = golfer.lastName;

  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: `Robin ${lastName}` })).toBeVisible();
  await expect(page.getByText(/^Member since/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Edit Profile' });
  await profile.getByLabel('Handicap', { exact: true }).fill('12.4');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Profile Updated');

  // With no league yet the Log Round dialog cannot submit.
  let dialog = await openLogRound(page);
  await expect(dialog.getByRole('button', { name: 'Submit Round' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A league with one course of 2 rounds, created from the dashboard.
  await page.getByRole('button', { name: 'New League' }).click();
  const create = page.getByRole('dialog', { name: 'Create New League' });
  await create.getByLabel('League Name').fill(leagueName);
  await create.getByLabel('Course 1 name').fill('Pebble Creek');
  await create.getByLabel('Rounds').fill('2');
  await create.getByRole('button', { name: 'Create League' }).click();
  await toast(page, 'League Created!');
  await expect(page).toHaveURL(/\/leagues\/[0-9a-f-]{36}$/);
  const leagueUrl = new URL(page.url()).pathname;

  // The form checks its fields before anything is sent.
  dialog = await openLogRound(page);
  await dialog.getByLabel('League').selectOption({ label: leagueName });
  await expect(dialog.getByRole('option', { name: 'Pebble Creek (2 of 2 rounds remaining)' })).toBeEnabled();
  await dialog.getByLabel('Score').fill('39');
  await dialog.getByRole('button', { name: 'Submit Round' }).click();
  await expect(dialog.getByText('Course name is required')).toBeVisible();
  await expect(dialog.getByText('Score must be at least 40')).toBeVisible();
  await dialog.getByLabel('Score').fill('151');
  await expect(dialog.getByText('Score must be less than 150')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Two rounds from the dashboard's Log Score.
  await logRound(page, leagueName, 85, 'Foggy start');
  await expect(page).toHaveURL(new RegExp(`${leagueUrl}$`));
  await logRound(page, leagueName, 90, 'Three-putt on 18');

  // The course is now used up.
  dialog = await openLogRound(page);
  await dialog.getByLabel('League').selectOption({ label: leagueName });
  await expect(dialog.getByRole('option', { name: 'Pebble Creek (All 2 rounds completed)' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Dashboard widgets.
  const activity = page.getByRole('list', { name: 'Recent activity' });
  await expect(activity.getByText('You shot 90 at Pebble Creek')).toBeVisible();
  await expect(activity.getByText('You shot 85 at Pebble Creek')).toBeVisible();

  // Recent Rounds lists both, with the league badge and the notes.
  await page.goto('/recent-rounds');
  await expect(page.getByRole('heading', { name: 'Recent Rounds' })).toBeVisible();
  await expect(page.getByTestId('round-item')).toHaveCount(2);
  await expect(page.getByText('Foggy start')).toBeVisible();
  await expect(page.getByTestId('round-item').first().getByText(leagueName)).toBeVisible();

  // The league's standings: leaderboard to par uses the rounded handicap 12: (85-84) + (90-84) = +7.
  await page.goto(leagueUrl);
  const standings = page.getByRole('list', { name: 'Standings' });
  await expect(standings.getByText('+7')).toBeVisible();
  await standings.getByRole('link', { name: `Robin ${lastName}` }).click();

  // Member page: gross = score, net = score - 12.4, to par = net - 72.
  await expect(page.getByText(`Performance in ${leagueName}`)).toBeVisible();
  await expect(page.getByText('Handicap: 12.4')).toBeVisible();
  await expect(page.getByText('2 rounds played')).toBeVisible();
  // The total to-par is the standings' figure (rounded handicap), not 0.6 + 5.6.
  await expect(page.getByText('+7', { exact: true })).toBeVisible();
  // Marks this document: it must survive every following step (no page reload).
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const first = page.getByTestId('member-round').filter({ hasText: 'Pebble Creek - Round 1' });
  await expect(first.getByTestId('gross')).toHaveText('85');
  await expect(first.getByTestId('net')).toHaveText('72.6');
  await expect(first.getByTestId('to-par')).toHaveText('+0.6');
  const second = page.getByTestId('member-round').filter({ hasText: 'Pebble Creek - Round 2' });
  await expect(second.getByTestId('net')).toHaveText('77.6');
  await expect(second.getByTestId('to-par')).toHaveText('+5.6');

  // Edit the first round to 80.
  await first.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Round' });
  await edit.getByLabel('Score').fill('80');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Round Updated');
  await expect(first.getByTestId('gross')).toHaveText('80');
  await expect(first.getByTestId('to-par')).toHaveText('-4.4');

  // The leaderboard shows it without a reload: (80-84) + (90-84) = +2.
  await page.getByRole('link', { name: 'Back to League' }).click();
  await expect(standings.getByText('+2')).toBeVisible();
  await standings.getByRole('link', { name: `Robin ${lastName}` }).click();

  // Delete the second round after the confirmation.
  await second.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Golf Round' });
  await expect(confirm.getByText('Pebble Creek', { exact: true })).toBeVisible();
  // Exact: the league's random name may contain '90' too.
  await expect(confirm.getByText('90', { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Round' }).click();
  await toast(page, 'Round Deleted');
  await expect(page.getByTestId('member-round')).toHaveCount(1);
  await expect(page.getByText('1 round played')).toBeVisible();

  await page.getByRole('link', { name: 'Back to League' }).click();
  await expect(standings.getByText('-4')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // A round is available again on the course.
  dialog = await openLogRound(page);
  await dialog.getByLabel('League').selectOption({ label: leagueName });
  await expect(dialog.getByRole('option', { name: 'Pebble Creek (1 of 2 rounds remaining)' })).toBeEnabled();
});
