// A league a season can run on, end to end on a phone (390 px, touch), every step through the
// screens: a points league with play windows, a co-organizer who edits the end date and invites
// someone who joins from the mail, and the next season joined from the dashboard notice.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiCall, expectToast, golferInOwnSession, invitationLinkFor, isoDay as day, newUser, PHONE } from '../fixtures';

test.use(PHONE);

async function newGolfer(browser: Browser, firstName: string, email?: string): Promise<{ page: Page; lastName: string }> {
  const user = newUser('seasons', { firstName, ...(email ? { email } : {}) });
  return { page: await golferInOwnSession(browser, user, PHONE), lastName: user.lastName };
}

async function logRound(page: Page, leagueName: string, date: string, score: number) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log Score' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Your Round' });
  await dialog.getByLabel('League').selectOption({ label: leagueName });
  await dialog.getByLabel('Course').selectOption('Pebble Creek');
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Score').fill(String(score));
  await dialog.getByRole('button', { name: 'Submit Round' }).click();
  await expectToast(page, 'Round Submitted!');
  await expect(page).toHaveURL(/\/leagues\/[0-9a-f-]{36}$/);
}

test('a points league runs in windows; a co-organizer edits and invites; the next season is joined from the notice', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-6);
  const leagueName = `Tuesday Twilight ${tag}`;
  const today = day(0);
  const lastWeek = day(-3);

  const alice = await newGolfer(browser, 'Alice');
  const bob = await newGolfer(browser, 'Bob');

  // Alice creates a points league whose first weekly window began a week ago.
  await alice.page.goto('/leagues');
  await alice.page.getByRole('button', { name: 'Create League' }).first().click();
  const create = alice.page.getByRole('dialog', { name: 'Create New League' });
  await create.getByLabel('League Name').fill(leagueName);
  await create.getByLabel('Course 1 name').fill('Pebble Creek');
  await create.getByLabel('Rounds').fill('5');
  await create.getByLabel('Standings Format').selectOption('points');
  await create.getByLabel('First window starts (optional, default today)').fill(day(-7));
  await create.getByRole('button', { name: 'Create League' }).click();
  await expectToast(alice.page, 'League Created!');
  await expect(alice.page).toHaveURL(/\/leagues\/[0-9a-f-]{36}$/);
  const leagueUrl = new URL(alice.page.url()).pathname;
  const formatCard = alice.page.getByRole('region', { name: 'Standings Format' });
  await expect(formatCard.getByText(/^Points: your best net round in each week/)).toBeVisible();

  await bob.page.goto(leagueUrl);
  await bob.page.getByRole('button', { name: `Join ${leagueName}` }).click();
  await expectToast(bob.page, 'Joined League');

  // Window 1 (last week): Alice 80 (+8 net), Bob 90 (+18). Window 2 (this week): Alice 85.
  await logRound(alice.page, leagueName, lastWeek, 80);
  await logRound(bob.page, leagueName, lastWeek, 90);
  await logRound(alice.page, leagueName, today, 85);

  await alice.page.goto(leagueUrl);
  // The open window's table (past windows stay collapsed, out of the page's lists).
  const windowList = alice.page.getByRole('region', { name: /^This window: / }).getByRole('list', { name: /^Window .+ standings$/ });
  await expect(windowList.getByRole('listitem')).toHaveCount(1);
  await expect(windowList.getByText('11 pts')).toBeVisible(); // 10 for first + 1 for playing
  const standings = alice.page.getByRole('list', { name: 'Standings' });
  // Season: Alice 11 + 11 = 22, Bob 8 + 1 = 9.
  await expect(standings.getByText('22 pts')).toBeVisible();
  await expect(standings.getByText('9 pts')).toBeVisible();

  // Alice makes Bob a co-organizer.
  await alice.page.getByRole('button', { name: `Make co-organizer: Bob ${bob.lastName}` }).click();
  await expectToast(alice.page, 'Co-organizer added');

  // Bob edits the end date and invites Carla.
  await bob.page.goto(leagueUrl);
  await bob.page.getByRole('button', { name: 'Edit League' }).click();
  const edit = bob.page.getByRole('dialog', { name: 'Edit League' });
  await edit.getByLabel('End Date (optional)').fill(day(30));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(bob.page, 'League Updated');
  await expect(bob.page.getByText(/^Ends: /)).toBeVisible();
  const carlaEmail = `e2e.seasons.carla.${tag}${Math.floor(Math.random() * 1e4)}@example.test`;
  const invite = bob.page.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('Name').fill('Carla');
  await invite.getByLabel('Email').fill(carlaEmail);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(bob.page, 'Invitation Sent');
  await expect(bob.page.getByRole('list', { name: 'Pending invitations' }).getByText(carlaEmail, { exact: false })).toBeVisible();

  const link = new URL(await invitationLinkFor(carlaEmail));
  expect(link.pathname).toBe(leagueUrl);
  const carla = await newGolfer(browser, 'Carla', carlaEmail);
  await carla.page.goto(link.pathname + link.hash);
  await carla.page.getByRole('button', { name: `Join ${leagueName}` }).click();
  await expectToast(carla.page, 'Joined League');
  await expect(carla.page.getByRole('list', { name: 'Standings' }).getByRole('link', { name: /^Carla / })).toBeVisible();

  // The changes are on record in the Activity tab.
  await bob.page.goto(leagueUrl);
  await bob.page.getByRole('tab', { name: 'Activity' }).click();
  const changes = bob.page.getByRole('list', { name: 'League changes' });
  await expect(changes.getByText(`Alice ${alice.lastName} made Bob ${bob.lastName} a co-organizer`)).toBeVisible();
  await expect(changes.getByText(`Bob ${bob.lastName} invited Carla`)).toBeVisible();

  // The season ends today; Bob starts the next one.
  await bob.page.getByRole('tab', { name: 'Leaderboard' }).click();
  await bob.page.getByRole('button', { name: 'Edit League' }).click();
  await bob.page.getByRole('dialog', { name: 'Edit League' }).getByLabel('End Date (optional)').fill(today);
  await bob.page.getByRole('dialog', { name: 'Edit League' }).getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(bob.page, 'League Updated');
  await bob.page.getByRole('button', { name: 'Start Next Season' }).click();
  await expectToast(bob.page, 'Next Season Started');
  await expect(bob.page).not.toHaveURL(new RegExp(`${leagueUrl}$`));
  await expect(bob.page.getByRole('link', { name: 'Previous season' })).toBeVisible();
  await expect(bob.page.getByRole('region', { name: 'Standings Format' }).getByText('Season 2')).toBeVisible();

  // Carla joins it with one tap from the notice on her dashboard.
  await carla.page.goto('/');
  const notice = carla.page.getByRole('list', { name: 'New seasons' });
  await notice.getByRole('button', { name: `Join season 2 of ${leagueName}` }).click();
  await expectToast(carla.page, 'Joined League');
  await expect(notice).toHaveCount(0);

  // The previous season stays readable and says it is closed.
  await carla.page.goto(leagueUrl);
  await expect(carla.page.getByText('This season is closed.')).toBeVisible();
});

const HOLE_PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const STROKE_INDEX = [7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 2, 16, 4, 12, 10, 18, 6, 14];

test('Edit League turns a league into Stableford with rated courses; its Log Round asks for hole scores', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, lastName } = await newGolfer(browser, 'Alice');
  const leagueName = `Stableford ${lastName}`;
  const created = await apiCall(page, 'POST', '/api/leagues', {
    name: leagueName,
    type: 'casual',
    privacy: 'public',
    maxPlayers: 10,
    courses: [{ name: 'Links', rounds: 2 }],
    invitedMembers: [],
  });
  expect(created.status(), await created.text()).toBe(201);
  const leagueUrl = `/leagues/${(await created.json()).id}`;

  // Before the first round: the format, the course's rounds and its hole pars, on a phone.
  await page.goto(leagueUrl);
  await page.getByRole('button', { name: 'Edit League' }).tap();
  const edit = page.getByRole('dialog', { name: 'Edit League' });
  await edit.getByLabel('Standings Format').selectOption('stableford');
  await edit.getByLabel('Rounds', { exact: true }).fill('3');
  await edit.getByRole('button', { name: 'Save Changes' }).tap();
  await expect(edit.getByText('A Stableford league needs the hole pars of every course')).toBeVisible();
  // Hole pars on steppers: every hole starts at par 4.
  await edit.getByRole('button', { name: 'Enter the hole pars of Course 1' }).tap();
  for (const [hole, par] of HOLE_PARS.entries()) {
    for (let taps = 0; taps < Math.abs(par - 4); taps += 1) {
      await edit.getByRole('button', { name: `${par > 4 ? 'Raise' : 'Lower'} the par of hole ${hole + 1}` }).tap();
    }
  }
  await expect(edit.getByText('Total par 72')).toBeVisible();
  await edit.getByLabel(/^Stroke index/).fill(STROKE_INDEX.join(', '));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const save = edit.getByRole('button', { name: 'Save Changes' });
  expect((await save.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await save.tap();
  await expectToast(page, 'League Updated');
  await expect(page.getByRole('region', { name: 'Standings Format' }).getByText(/^Stableford: /)).toBeVisible();

  // Log Round opens the card by itself: no total-only round in a Stableford league.
  await page.goto('/');
  await page.getByRole('button', { name: 'Log Score' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Log Your Round' });
  await dialog.getByLabel('League').selectOption({ label: leagueName });
  await dialog.getByLabel('Course').selectOption('Links');
  await expect(dialog.getByRole('region', { name: 'Hole 1 of 18' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enter the total only' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'One stroke more on hole 1' }).tap();
  await expect(dialog.getByLabel('Score (the sum of your hole scores)')).toHaveValue('73');
  await dialog.getByRole('button', { name: 'Submit Round' }).tap();
  await expectToast(page, 'Round Submitted!');
  await expect(page).toHaveURL(new RegExp(`${leagueUrl}$`));
  await expect(page.getByRole('list', { name: 'Standings' }).getByText(/^\d+ pts$/)).toBeVisible();

  // Once a round is logged the format stays; the courses can still be edited.
  await page.getByRole('button', { name: 'Edit League' }).tap();
  await expect(edit.getByLabel('Standings Format')).toBeDisabled();
  await expect(edit.getByText('The format cannot change once a round is logged.')).toBeVisible();
});
