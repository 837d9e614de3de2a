// Leagues end to end, through the real shell, leagues remote, gateway and leagues
// service, tried the way new users would: two golfers in two browser sessions, every step
// through the screens.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectToast, golferInOwnSession, invitationLinkFor, newUser } from '../fixtures';

/** A fresh golfer registered through the Register screen, in a browser session of their own. */
const newGolfer = (browser: Browser, firstName: string, lastName: string): Promise<Page> =>
  golferInOwnSession(browser, newUser('leagues', { firstName, lastName }));

async function openCreateDialog(page: Page) {
  await page.goto('/leagues');
  await page.getByRole('button', { name: 'Create League' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New League' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('golfers create, find, join, compare and delete leagues; invite-only leagues open only through the emailed link', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const creatorLast = `Creator${tag.slice(-6)}`;
  const leagueName = `Twilight Nine ${tag.slice(-6)}`;
  const secretName = `Secret Foursome ${tag.slice(-6)}`;

  const alice = await newGolfer(browser, 'Alice', creatorLast);
  const bob = await newGolfer(browser, 'Bob', `Joiner${tag.slice(-6)}`);

  // Alice creates a public league with two courses; the form checks its fields first.
  let dialog = await openCreateDialog(alice);
  await dialog.getByRole('button', { name: 'Create League' }).click();
  await expect(dialog.getByText('League name is required')).toBeVisible();
  await expect(dialog.getByText('Course name is required')).toBeVisible();
  await expect(dialog.getByRole('option', { name: /Weekly \(not currently available\)/ })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: /Remove course/ })).toHaveCount(0);
  await dialog.getByLabel('League Name').fill(leagueName);
  await dialog.getByLabel('Description (optional)').fill('Evening nine holes, any day of the week.');
  await dialog.getByLabel('Course 1 name').fill('Pebble Creek');
  await dialog.getByRole('button', { name: 'Add Course' }).click();
  await dialog.getByLabel('Course 2 name').fill('Oak Hills');
  await dialog.getByLabel('Rounds').nth(1).fill('3');
  await expect(dialog.getByRole('button', { name: /Remove course/ })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Create League' }).click();
  await expectToast(alice, 'League Created!');
  await expect(alice).toHaveURL(/\/leagues\/[0-9a-f-]{36}$/);
  const leagueUrl = new URL(alice.url()).pathname;
  await expect(alice.getByRole('heading', { name: leagueName })).toBeVisible();
  await expect(alice.getByRole('button', { name: 'Delete' })).toBeEnabled();
  await expect(alice.getByText('Members & Standings')).toBeVisible();
  await expect(alice.getByText('0 of 4 rounds completed')).toBeVisible();

  // Bob finds it by searching Alice's name and joins it.
  await bob.goto('/leagues');
  await bob.getByRole('searchbox', { name: 'Search leagues' }).fill(creatorLast.toLowerCase());
  const card = bob.getByRole('article', { name: leagueName });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Created by Alice ${creatorLast}`)).toBeVisible();
  await card.getByRole('button', { name: `Join ${leagueName}` }).click();
  await expectToast(bob, 'Joined League');
  // Joined leagues leave the default 'Open Leagues' filter and show as Member under 'Joined'.
  await bob.getByRole('button', { name: 'Joined' }).click();
  await expect(bob.getByRole('article', { name: leagueName }).getByText('Member', { exact: true })).toBeVisible();

  // Both see it under My Leagues.
  for (const page of [alice, bob]) {
    await page.goto('/leaderboards');
    await expect(page.getByRole('heading', { name: 'My Leagues' })).toBeVisible();
    await expect(page.getByRole('article', { name: leagueName })).toBeVisible();
  }

  // Bob sees the league with Delete disabled, and both members in the standings.
  await bob.goto(leagueUrl);
  await expect(bob.getByRole('heading', { name: leagueName })).toBeVisible();
  await expect(bob.getByRole('button', { name: 'Delete' })).toBeDisabled();
  const standings = bob.getByRole('list', { name: 'Standings' });
  await expect(standings.getByRole('link', { name: `Alice ${creatorLast}` })).toBeVisible();
  await expect(standings.getByRole('link', { name: new RegExp(`^Bob `) })).toBeVisible();

  // Alice creates an invite-only league for someone else: Bob can neither find nor open it.
  dialog = await openCreateDialog(alice);
  await dialog.getByLabel('League Name').fill(secretName);
  await dialog.getByLabel('Privacy').selectOption('invite');
  await expect(dialog.getByLabel('Maximum Players')).toHaveCount(0);
  await dialog.getByLabel('Invitee 1 name').fill('Carla');
  const invitedEmail = `e2e.leagues.c.${tag}@example.test`;
  await dialog.getByLabel('Email').fill(invitedEmail);
  await dialog.getByLabel('Course 1 name').fill('Pine Valley');
  await dialog.getByRole('button', { name: 'Create League' }).click();
  await expectToast(alice, 'League Created!');
  await expect(alice).toHaveURL(/\/leagues\/[0-9a-f-]{36}$/);
  const secretUrl = new URL(alice.url()).pathname;

  await bob.goto('/leagues');
  await bob.getByRole('button', { name: 'All Leagues' }).click();
  await bob.getByRole('searchbox', { name: 'Search leagues' }).fill(creatorLast);
  await expect(bob.getByRole('article', { name: leagueName })).toBeVisible();
  await expect(bob.getByRole('article', { name: secretName })).toHaveCount(0);
  await bob.goto(secretUrl);
  await expect(bob.getByRole('heading', { name: 'League Not Found' })).toBeVisible();
  await expect(bob.getByText(secretName)).toHaveCount(0);

  // The invitee gets an email with a single-use link. An account with the invited address sees
  // nothing without it (the address is unverified); the link shows the league and joins her.
  const link = new URL(await invitationLinkFor(invitedEmail));
  expect(link.pathname).toBe(secretUrl);
  const carla = await golferInOwnSession(browser, newUser('leagues', { firstName: 'Carla', email: invitedEmail }));
  await carla.goto(secretUrl);
  await expect(carla.getByRole('heading', { name: 'League Not Found' })).toBeVisible();
  await carla.goto('/leagues');
  await carla.getByRole('button', { name: 'All Leagues' }).click();
  await expect(carla.getByRole('article', { name: secretName })).toHaveCount(0);
  await carla.goto(link.pathname + link.hash);
  await expect(carla.getByRole('heading', { name: secretName })).toBeVisible();
  await expect(carla.getByText("You're invited")).toBeVisible();
  await carla.getByRole('button', { name: `Join ${secretName}` }).click();
  await expectToast(carla, 'Joined League');
  await expect(carla.getByRole('list', { name: 'Standings' }).getByRole('link', { name: /^Carla / })).toBeVisible();
  // The spent token leaves the address bar; opening the link again is no way in for Bob.
  await expect(carla).toHaveURL(new RegExp(`${secretUrl}$`));
  await bob.goto(link.pathname + link.hash);
  await expect(bob.getByRole('heading', { name: 'League Not Found' })).toBeVisible();

  // Alice deletes the public league and lands on the dashboard.
  await alice.goto(leagueUrl);
  await alice.getByRole('button', { name: 'Delete' }).click();
  await alice.getByRole('dialog', { name: 'Delete League' }).getByRole('button', { name: 'Delete League' }).click();
  await expectToast(alice, 'League Deleted');
  await expect(alice).toHaveURL(/\/$/);
  await bob.goto(leagueUrl);
  await expect(bob.getByRole('heading', { name: 'League Not Found' })).toBeVisible();
});
