// Leaving a league on a phone (390 x 844, touch): the dialog says what goes and what stays, the
// golfer's round stays in their history and statistics, the standings stop listing them, and
// joining again brings the round back into the standings.
import { todayIso } from '../../packages/contracts/src/calendar-days';
import { apiCall, createLeagueThroughApi, expect, expectToast, logRoundThroughApi, newUser, registerThroughApi, test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('leaving keeps the round in the golfer history; rejoining lists it in the standings again', async ({ page, browser }) => {
  const tag = `${Date.now()}`.slice(-6);
  const leagueName = `Leavers Club ${tag}`;
  const owner = await browser.newPage();
  await registerThroughApi(owner, newUser('owner', { firstName: 'Olga' }));
  const leagueId = await createLeagueThroughApi(owner, leagueName, [{ name: 'Pebble Creek', rounds: 3 }]);

  const golfer = await registerThroughApi(page, newUser('leaver', { firstName: 'Lee' }));
  const me = (await (await apiCall(page, 'GET', '/api/auth/user')).json()) as { id: string };
  expect((await apiCall(page, 'POST', `/api/leagues/${leagueId}/join`)).status()).toBe(200);
  await logRoundThroughApi(page, { leagueId, course: 'Pebble Creek', date: todayIso(), score: 87 });

  // The member's own page: Leave League explains itself before anything happens.
  await page.goto(`/leagues/${leagueId}/members/${me.id}`);
  await expect(page.getByText('1 round played')).toBeVisible();
  await page.getByRole('button', { name: 'Leave League' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Leave League' });
  await expect(dialog.getByText(/remove you from the league/)).toBeVisible();
  const what = dialog.getByRole('list', { name: 'What happens when you leave' });
  await expect(what).toContainText("The league's standings will no longer list you.");
  await expect(what).toContainText('Your 1 round in this league stays in your round history, statistics and handicap index.');
  await expect(what).toContainText('If you join again, your rounds in this league count in its standings again.');
  await dialog.getByRole('button', { name: 'Leave League' }).tap();
  await expectToast(page, 'Left League', `You have left ${leagueName}.`);
  await expect(page).toHaveURL(/\/$/);

  // The round is still the golfer's: profile statistics and recent rounds.
  await page.goto('/profile');
  const recent = page.getByRole('list', { name: 'Recent rounds' });
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(recent).toContainText('Pebble Creek');
  const user = (await (await apiCall(page, 'GET', '/api/auth/user')).json()) as { totalRounds: number; bestRound: number };
  expect([user.totalRounds, user.bestRound]).toEqual([1, 87]);

  // The standings list members only.
  await owner.goto(`/leagues/${leagueId}`);
  const standings = owner.getByRole('list', { name: 'Standings' });
  await expect(standings.getByRole('listitem')).toHaveCount(1);
  await expect(standings).not.toContainText(golfer.lastName);

  // Joining again (a tap on Join on the league page) counts the kept round again.
  await page.goto(`/leagues/${leagueId}`);
  await page.getByRole('button', { name: `Join ${leagueName}` }).tap();
  await expectToast(page, 'Joined League');
  await owner.reload();
  const row = standings.getByRole('listitem').filter({ hasText: golfer.lastName });
  await expect(row).toContainText('1 of 3 rounds completed');
  await owner.close();
});
