// One set of standings on a phone (390 px, touch): a Stableford league played on an 18-hole and a
// 9-hole course shows the same order and the same figures (points) as the leaderboard answers
// them on the league page, /leaderboards (its list and "Top 3 This Week": everyone played this
// week), the member page (the place, and each round on its own course with its points, which add
// up to the figure) and the weekly recap email; every control on those screens is at least 44 px.
import type { Browser, Locator, Page } from '@playwright/test';
import { todayIso } from '../../packages/contracts/src/calendar-days';
import { ordinal } from '../../packages/contracts/src/display-text';
import { apiCall, expect, newUser, PHONE, registerThroughApi, sendWeeklyRecaps, test, weeklyRecapTo } from '../fixtures';

const LONG_PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const LONG_INDEX = [7, 3, 15, 1, 11, 17, 9, 5, 13, 8, 2, 16, 4, 12, 10, 18, 6, 14];
const NINE_PARS = [4, 3, 5, 4, 4, 3, 4, 5, 4];
const NINE_INDEX = [5, 9, 1, 3, 7, 8, 2, 4, 6];
const MIN_CONTROL = 44;

interface Golfer {
  page: Page;
  id: string;
  name: string;
  email: string;
}

/** One line of a standings view: who, and the figure as written. */
interface Line {
  name: string;
  figure: string;
}

async function golfer(browser: Browser, firstName: string, handicap: number): Promise<Golfer> {
  const page = await (await browser.newContext(PHONE)).newPage();
  const user = await registerThroughApi(page, newUser('standings', { firstName }));
  const profile = await apiCall(page, 'PATCH', '/api/auth/profile', {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    handicap,
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const me = await (await apiCall(page, 'GET', '/api/auth/user')).json();
  return { page, id: me.id as string, name: `${user.firstName} ${user.lastName}`, email: user.email };
}

/** A round entered hole by hole: its score is the sum of the holes. */
async function logCard(player: Golfer, leagueId: string, course: string, holeScores: number[]) {
  const score = holeScores.reduce((sum, strokes) => sum + strokes, 0);
  const response = await apiCall(player.page, 'POST', '/api/rounds', { leagueId, course, date: todayIso(), score, holeScores });
  expect(response.status(), await response.text()).toBe(201);
}

/** The name and the figure (the row's last part) of each row of a ranked list. */
function rankedLines(list: Locator): Promise<Line[]> {
  return list.evaluate((element) =>
    [...element.querySelectorAll(':scope > li')].map((row) => ({
      name: row.querySelector('a')?.textContent?.trim() ?? '',
      figure: row.lastElementChild?.textContent?.trim() ?? '',
    })),
  );
}

/** Every visible control in the page's main content that is smaller than 44 x 44 px. */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const scope = document.querySelector('[role="dialog"]') ?? document.querySelector('main') ?? document.body;
    const controls = scope.querySelectorAll('button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"]');
    return [...controls]
      .filter((control) => control instanceof HTMLElement && control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .map((control) => ({ control, rect: control.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && (rect.width < min - 0.5 || rect.height < min - 0.5))
      .map(
        ({ control, rect }) =>
          `<${control.tagName.toLowerCase()}> "${(control.getAttribute('aria-label') || control.textContent || '').trim().slice(0, 40)}" is ${Math.round(rect.width)} x ${Math.round(rect.height)} px`,
      );
  }, MIN_CONTROL);
}

test('a Stableford league on a 9- and an 18-hole course: the same points and order on every standings screen, on a phone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ann = await golfer(browser, 'Ann', 8);
  const ben = await golfer(browser, 'Ben', 16);
  const cat = await golfer(browser, 'Cat', 3);
  const dee = await golfer(browser, 'Dee', 20);
  const leagueName = `Stableford ${ann.name.split(' ')[1]}`;
  const created = await apiCall(ann.page, 'POST', '/api/leagues', {
    name: leagueName,
    type: 'casual',
    privacy: 'public',
    maxPlayers: 10,
    format: 'stableford',
    courses: [
      { name: 'Long Links', rounds: 5, rating: 73.1, slope: 128, holePars: LONG_PARS, strokeIndex: LONG_INDEX },
      { name: 'Short Nine', holes: 9, rounds: 5, rating: 35.2, slope: 118, holePars: NINE_PARS, strokeIndex: NINE_INDEX },
    ],
    invitedMembers: [],
  });
  expect(created.status(), await created.text()).toBe(201);
  const leagueId = (await created.json()).id as string;
  for (const player of [ben, cat, dee]) {
    expect((await apiCall(player.page, 'POST', `/api/leagues/${leagueId}/join`)).status()).toBeLessThan(300);
  }

  // Ann plays the 18, Ben the nine twice, Cat one of each; Dee has not played yet.
  await logCard(
    ann,
    leagueId,
    'Long Links',
    LONG_PARS.map((par, hole) => par + (hole % 3 === 0 ? 1 : 0)),
  );
  await logCard(
    ben,
    leagueId,
    'Short Nine',
    NINE_PARS.map((par, hole) => par + (hole % 2)),
  );
  await logCard(
    ben,
    leagueId,
    'Short Nine',
    NINE_PARS.map((par) => par + 1),
  );
  await logCard(
    cat,
    leagueId,
    'Long Links',
    LONG_PARS.map((par, hole) => par + (hole < 4 ? 1 : 0)),
  );
  await logCard(cat, leagueId, 'Short Nine', [...NINE_PARS]);

  // The reference: the leaderboard answer, in points.
  const answer = (await (await apiCall(ann.page, 'GET', `/api/leagues/${leagueId}/leaderboard`)).json()) as Array<{
    userId: string;
    position: number;
    format: string;
    formatValue: number | null;
    user: { firstName: string; lastName: string };
  }>;
  expect(answer.map((entry) => entry.format)).toEqual(['stableford', 'stableford', 'stableford', 'stableford']);
  expect(answer[answer.length - 1]).toMatchObject({ userId: dee.id, formatValue: null });
  const expected: Line[] = answer.map((entry) => ({
    name: `${entry.user.firstName} ${entry.user.lastName}`,
    figure: entry.formatValue === null ? 'N/A' : `${entry.formatValue} pts`,
  }));
  const page = ann.page;

  // The league page.
  await page.goto(`/leagues/${leagueId}`);
  const standings = page.getByRole('list', { name: 'Standings' });
  await expect(standings.getByRole('listitem')).toHaveCount(4);
  expect(await rankedLines(standings)).toEqual(expected);
  expect(await smallControls(page)).toEqual([]);

  // /leaderboards, one league: its list, and the format's label.
  await page.goto('/leaderboards');
  await page.getByLabel('League').selectOption({ label: leagueName });
  const leaderboard = page.getByRole('list', { name: 'Leaderboard' });
  await expect(leaderboard.getByRole('listitem')).toHaveCount(4);
  expect(await rankedLines(leaderboard)).toEqual(expected);
  await expect(page.getByText('Stableford', { exact: true })).toBeVisible();
  // Everyone who played, played this week: this week's top 3 is the table's top 3.
  const topThree = page.getByRole('list', { name: 'Top 3 This Week' });
  await expect(topThree.getByRole('listitem')).toHaveCount(3);
  expect(
    await topThree.evaluate((element) =>
      [...element.querySelectorAll(':scope > li')].map((row) => ({
        name: row.querySelector('.who')?.textContent?.trim() ?? '',
        figure: row.lastElementChild?.textContent?.trim() ?? '',
      })),
    ),
  ).toEqual(expected.slice(0, 3));
  expect(await smallControls(page)).toEqual([]);

  // Cat's page: each round on its own course.
  await page.goto(`/leagues/${leagueId}/members/${cat.id}`);
  const rounds = page.getByTestId('member-round');
  await expect(rounds).toHaveCount(2);
  await expect(rounds.getByTestId('tees')).toHaveText([
    '9 holes, par 36, rating 35.2, slope 118',
    '18 holes, par 72, rating 73.1, slope 128',
  ]);
  // Her place and figure as the leaderboard has them; her rounds' points make up the figure (a
  // nine counts doubled, per 18 holes).
  const catEntry = answer.find((entry) => entry.userId === cat.id)!;
  await expect(page.getByTestId('standing')).toHaveText(`${ordinal(catEntry.position)} · ${catEntry.formatValue} pts`);
  const [ninePoints, longPoints] = (await rounds.getByTestId('points').allTextContents()).map(Number);
  expect(2 * ninePoints + longPoints).toBe(catEntry.formatValue);
  expect(await smallControls(page)).toEqual([]);

  // The weekly recap: the league's standings as numbered lines, "N. Name  figure", in the same order.
  await sendWeeklyRecaps();
  await expect.poll(() => weeklyRecapTo(ann.email), { timeout: 15_000 }).toContain(leagueName);
  const recap = await weeklyRecapTo(ann.email);
  const part = recap.slice(recap.indexOf(leagueName));
  const lines = part
    .slice(part.indexOf('Standings:') + 'Standings:'.length)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, answer.length);
  expect(lines).toEqual(answer.map((entry, i) => `${entry.position}. ${expected[i].name}  ${expected[i].figure}`));
});
