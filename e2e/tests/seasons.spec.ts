// A league a season can run on, end to end on a phone (390 px, touch), every step through the
// screens: a points league with play windows, a co-organizer who edits the end date and invites
// someone who joins from the mail, and the next season joined from the dashboard notice.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectToast, newUser, registerThroughUi } from '../fixtures';

/** yyyy-MM-dd of today + `days`, on this machine's calendar (the servers run on it too). */
function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? path.resolve(__dirname, '../../.data/outbox');

async function invitationLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const file of (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'))) {
          const raw = (await fs.readFile(path.join(OUTBOX, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
          link = raw.match(/https?:\/\/[^\s"<>]+\/leagues\/[0-9a-f-]{36}#invitation=[A-Za-z0-9_-]{43}/)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `an invitation email to ${email} in ${OUTBOX}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

async function newGolfer(browser: Browser, firstName: string, email?: string): Promise<{ page: Page; lastName: string }> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })).newPage();
  const user = await registerThroughUi(page, newUser('seasons', { firstName, ...(email ? { email } : {}) }));
  return { page, lastName: user.lastName };
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
  const windowList = alice.page.getByRole('list', { name: 'Window standings' });
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
