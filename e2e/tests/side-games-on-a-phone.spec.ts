// Side games on a phone (390 x 844, touch): two golfers log hole-by-hole rounds in a league that
// plays gross skins, the Side games tab shows the week's skins with the reason for each hole, the
// organizer records a closest-to-the-pin, and the weekly recap names both winners.
import type { Locator, Page } from '@playwright/test';
import {
  apiCall,
  expect,
  expectToast,
  golferInOwnSession,
  isoDay,
  newUser,
  PHONE,
  sendWeeklyRecaps,
  test,
  weeklyRecapTo,
} from '../fixtures';

test.use(PHONE);

const HOLE_PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const STROKE_INDEX = [7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 2, 16, 4, 12, 10, 18, 6, 14];

/** Logs a round on Links through the Log Round dialog, hole by hole: par everywhere, plus the
 * extra strokes given per hole. */
async function logHoleByHole(page: Page, leagueName: string, date: string, extra: Record<number, number>) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log Score' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Log Your Round' });
  await dialog.getByLabel('League').selectOption({ label: leagueName });
  await dialog.getByLabel('Course').selectOption('Links');
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByRole('button', { name: 'Enter hole by hole' }).tap();
  for (const [hole, strokes] of Object.entries(extra)) {
    for (let i = 0; i < strokes; i += 1) await dialog.getByRole('button', { name: `One stroke more on hole ${hole}` }).tap();
  }
  await dialog.getByRole('button', { name: 'Submit Round' }).tap();
  await expectToast(page, 'Round Submitted!');
}

async function expectTouchTarget(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test('two golfers play the week, the Side games tab explains the skins, the recap names the winners', async ({ page, user, browser }) => {
  test.setTimeout(240_000);
  // A recap sent on a Monday names the week that just closed: on a Monday the golfers played the
  // day before (and the tab shows that week, already final).
  const playDay = new Date().getDay() === 1 ? isoDay(-1) : isoDay(0);
  const leagueName = `Skins ${user.lastName}`;
  const created = await apiCall(page, 'POST', '/api/leagues', {
    name: leagueName,
    type: 'casual',
    privacy: 'public',
    maxPlayers: 10,
    courses: [{ name: 'Links', rounds: 5, rating: 73.1, slope: 128, holePars: HOLE_PARS, strokeIndex: STROKE_INDEX }],
    invitedMembers: [],
    skins: { mode: 'gross', carryover: true, buyIn: 5, currency: '$' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const leagueId = (await created.json()).id as string;

  const ben = newUser('ben', { firstName: 'Ben' });
  const benPage = await golferInOwnSession(browser, ben, PHONE);
  expect((await apiCall(benPage, 'POST', `/api/leagues/${leagueId}/join`, {})).status()).toBe(200);

  // Ben drops a stroke on hole 1; the organizer pars every hole: hole 1 is the organizer's skin,
  // the 17 tied holes carry past the last one.
  await logHoleByHole(benPage, leagueName, playDay, { 1: 1 });
  await logHoleByHole(page, leagueName, playDay, {});

  await page.goto(`/leagues/${leagueId}`);
  const tab = page.getByRole('tab', { name: 'Side games' });
  await expectTouchTarget(tab);
  await tab.tap();
  if (playDay !== isoDay(0)) await page.getByRole('button', { name: 'Previous week' }).tap();
  const skins = page.getByRole('region', { name: 'Skins' });
  await expect(skins.getByText(playDay === isoDay(0) ? 'Provisional' : 'Final', { exact: true })).toBeVisible();
  const payouts = skins.getByRole('list', { name: 'Skins payouts at Links' });
  await expect(payouts).toContainText(`${user.firstName} ${user.lastName}: 1 skin`);
  await expect(payouts).toContainText('$10.00');
  await expect(skins).toContainText('Pot $10.00 (2 x $5.00) · $10.00 a skin (1 won) · remainder $0.00, 17 skins unclaimed');
  const holes = skins.getByRole('list', { name: 'Holes at Links' });
  await expect(holes.getByRole('listitem').first()).toContainText(`${user.firstName} 4 beats 5s`);
  await expect(holes.getByRole('listitem').nth(1)).toContainText('skin carries');

  // The organizer records a closest-to-the-pin for Ben.
  const form = page.getByRole('form', { name: 'Record a contest result' });
  await form.getByLabel('Hole').fill('7');
  await form.getByLabel('Winner').selectOption({ label: `Ben ${ben.lastName}` });
  await form.getByLabel('Distance').fill('4.5');
  const record = form.getByRole('button', { name: 'Record Result' });
  await expectTouchTarget(record);
  await record.tap();
  await expectToast(page, 'Result Recorded');
  await expect(page.getByRole('list', { name: 'Contest results' })).toContainText(
    `Closest to the pin, hole 7: Ben ${ben.lastName}, 4.5 ft`,
  );
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The weekly recap (sent now, as operators can) names both winners.
  await sendWeeklyRecaps();
  await expect
    .poll(() => weeklyRecapTo(user.email), { timeout: 15_000 })
    .toContain(`Skins at Links: ${user.firstName} ${user.lastName} 1 skin ($10.00)`);
  expect(await weeklyRecapTo(ben.email)).toContain(`Closest to the pin, hole 7: Ben ${ben.lastName}, 4.5 ft`);
});
