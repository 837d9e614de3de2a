// A points league's past on a phone (390 px, touch): the league page shows the current play
// window's table and every past window's, collapsed until opened, as the leagues service's
// standings engine answers them (GET /api/leagues/:id/windows), beside the season table.
import type { Browser, Page } from '@playwright/test';
import { addDays, formatDayShort, todayIso } from '../../packages/contracts/src/calendar-days';
import { apiCall, expect, newUser, PHONE, registerThroughApi, test } from '../fixtures';

interface Golfer {
  page: Page;
  name: string;
}

async function golfer(browser: Browser, firstName: string, handicap: number): Promise<Golfer> {
  const page = await (await browser.newContext(PHONE)).newPage();
  const user = await registerThroughApi(page, newUser('windows', { firstName }));
  const profile = await apiCall(page, 'PATCH', '/api/auth/profile', {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    handicap,
  });
  expect(profile.status(), await profile.text()).toBe(200);
  return { page, name: `${user.firstName} ${user.lastName}` };
}

async function logRound(player: Golfer, leagueId: string, date: string, score: number) {
  const response = await apiCall(player.page, 'POST', '/api/rounds', { leagueId, course: 'Pine Valley', date, score });
  expect(response.status(), await response.text()).toBe(201);
}

const span = (start: string) => `${formatDayShort(start)} - ${formatDayShort(addDays(start, 6))}`;

test("a points league shows a past window's table on a phone", async ({ browser }) => {
  test.setTimeout(120_000);
  const ann = await golfer(browser, 'Ann', 10);
  const ben = await golfer(browser, 'Ben', 20);

  // Weekly windows from two weeks ago: two past windows, and the current one holds today.
  const start = addDays(todayIso(), -14);
  const created = await apiCall(ann.page, 'POST', '/api/leagues', {
    name: `Window Watchers ${Date.now().toString().slice(-6)}`,
    type: 'casual',
    privacy: 'public',
    maxPlayers: 10,
    courses: [{ name: 'Pine Valley', rounds: 10 }],
    invitedMembers: [],
    format: 'points',
    formatOptions: { windowWeeks: 1 },
    startDate: start,
  });
  expect(created.status(), await created.text()).toBe(201);
  const leagueId = (await created.json()).id as string;
  const joined = await apiCall(ben.page, 'POST', `/api/leagues/${leagueId}/join`);
  expect(joined.status(), await joined.text()).toBeLessThan(300);

  // Window 1: Ann 78 (net -4) beats Ben 90 (net -1); window 2: Ben alone; the current one: Ann.
  await logRound(ann, leagueId, addDays(start, 1), 78);
  await logRound(ben, leagueId, addDays(start, 2), 90);
  await logRound(ben, leagueId, addDays(start, 8), 88);
  await logRound(ann, leagueId, todayIso(), 80);

  const page = ben.page;
  await page.goto(`/leagues/${leagueId}`);
  const format = page.getByRole('region', { name: 'Standings Format' });
  await expect(format.getByRole('heading', { name: `This window: ${span(addDays(start, 14))}` })).toBeVisible();
  await expect(format.getByRole('list', { name: `Window ${span(addDays(start, 14))} standings` })).toHaveText([
    `#1 ${ann.name}-2 net · 11 pts`,
  ]);

  // The past windows are listed newest first, collapsed, each naming its winner.
  const past = format.getByRole('region', { name: 'Past windows' });
  await expect(past.locator('summary')).toHaveText([`${span(addDays(start, 7))}1st: Ben`, `${span(start)}1st: Ann`]);
  const first = format.getByRole('list', { name: `Window ${span(start)} standings` });
  await expect(first).toBeHidden();
  const summary = past.locator('summary').filter({ hasText: span(start) });
  const box = (await summary.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await summary.tap();
  await expect(first).toBeVisible();
  await expect(first.getByRole('listitem')).toHaveText([`#1 ${ann.name}-4 net · 11 pts`, `#2 ${ben.name}-1 net · 9 pts`]);

  // The season table beside it: Ann 11 + 11 = 22, Ben 9 + 11 = 20.
  const standings = page.getByRole('list', { name: 'Standings' });
  await expect(standings.getByRole('listitem').first()).toContainText(ann.name);
  await expect(standings.getByRole('listitem').first()).toContainText('22 pts');
  await expect(standings.getByRole('listitem').nth(1)).toContainText('20 pts');

  // The page shows what the leagues service answers, not a table of its own.
  const windows = await (await apiCall(page, 'GET', `/api/leagues/${leagueId}/windows`)).json();
  expect(windows.map((w: { start: string; current: boolean }) => [w.start, w.current])).toEqual([
    [addDays(start, 14), true],
    [addDays(start, 7), false],
    [start, false],
  ]);
});
