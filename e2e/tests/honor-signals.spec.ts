// Honor-system signals, two golfers in their own browser sessions through the real
// shell, remotes, gateway and services: a round logged with "played with" reaches the named
// member as a prompt; after they confirm, the round shows a check mark with their name; the
// 'Personal best territory' badge shows on the outlier round only, on the league Activity tab
// and on the member page. Earlier rounds are arranged through the API.
import type { Browser, Page } from '@playwright/test';
import { addDays, todayIso } from '../../packages/contracts/src/calendar-days';
import { apiCall, createLeagueThroughApi, expect, expectToast, logRoundThroughApi, newUser, registerThroughApi, test } from '../fixtures';

async function golfer(browser: Browser, firstName: string) {
  const page: Page = await (await browser.newContext()).newPage();
  const user = await registerThroughApi(page, newUser('honor', { firstName }));
  const me = await (await apiCall(page, 'GET', '/api/auth/user')).json();
  return { page, user, id: me.id as string, name: `${user.firstName} ${user.lastName}` };
}

test('played-with confirmation and the personal best badge', async ({ browser }) => {
  test.setTimeout(120_000);
  const alice = await golfer(browser, 'Alice');
  const bob = await golfer(browser, 'Bob');
  const leagueName = `Honor Club ${alice.user.lastName}`;
  const leagueId = await createLeagueThroughApi(alice.page, leagueName, [{ name: 'Honor Links', rounds: 10 }]);
  expect((await apiCall(bob.page, 'POST', `/api/leagues/${leagueId}/join`)).status()).toBeLessThan(300);

  // Alice's history: five 90s and an 88 (index 16.0 from those six rounds: lowest two, minus 1).
  for (let i = 0; i < 5; i += 1) {
    await logRoundThroughApi(alice.page, { leagueId, course: 'Honor Links', date: addDays(todayIso(), -12 + i), score: 90 });
  }
  await logRoundThroughApi(alice.page, { leagueId, course: 'Honor Links', date: addDays(todayIso(), -1), score: 88 });

  // Today she shoots 79 (differential 7, 9 better than 16.0) and names Bob.
  await alice.page.goto('/');
  await alice.page.getByRole('button', { name: 'Log Score' }).click();
  const dialog = alice.page.getByRole('dialog', { name: 'Log Your Round' });
  await dialog.getByLabel('League').selectOption({ label: leagueName });
  await dialog.getByLabel('Course').selectOption('Honor Links');
  await dialog.getByLabel('Score').fill('79');
  await dialog.getByRole('checkbox', { name: bob.name }).check();
  await dialog.getByRole('button', { name: 'Submit Round' }).click();
  await expectToast(alice.page, 'Round Submitted!');

  // Bob sees the prompt on his dashboard and confirms.
  await bob.page.goto('/');
  const prompts = bob.page.getByRole('list', { name: 'Confirmation requests' });
  await expect(prompts.getByRole('listitem')).toHaveCount(1);
  await expect(prompts).toContainText(`Did you play with ${alice.name}?`);
  await expect(prompts).toContainText('79 at Honor Links');
  await prompts.getByRole('button', { name: `Confirm round with ${alice.name}` }).click();
  await expectToast(bob.page, 'Round Confirmed');
  await expect(prompts).toHaveCount(0);

  // The league's Activity tab: the check mark with Bob's name, the badge on the 79 only.
  await alice.page.goto(`/leagues/${leagueId}`);
  await alice.page.getByRole('tab', { name: 'Activity' }).click();
  const rounds = alice.page.getByRole('list', { name: 'All rounds' }).getByRole('listitem');
  await expect(rounds).toHaveCount(7);
  const outlier = rounds.filter({ hasText: 'Personal best territory' });
  await expect(outlier).toHaveCount(1);
  await expect(outlier).toContainText('79');
  await expect(outlier.getByLabel(`Confirmed by ${bob.name}`)).toBeVisible();
  await expect(outlier).toContainText('✓');

  // Bob sees the same signals on Alice's member page.
  await bob.page.goto(`/leagues/${leagueId}/members/${alice.id}`);
  const cards = bob.page.getByTestId('member-round');
  await expect(cards).toHaveCount(7);
  const badged = cards.filter({ hasText: 'Personal best territory' });
  await expect(badged).toHaveCount(1);
  await expect(badged.getByTestId('gross')).toHaveText('79');
  await expect(badged.getByLabel(`Confirmed by ${bob.name}`)).toBeVisible();
});
