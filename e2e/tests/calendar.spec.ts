// League calendar end to end, through the real shell, the leagues remote's dashboard,
// the federated calendar remote, the gateway and the calendar service. Two golfers in their own
// browser sessions; the league is arranged through the API, everything about the calendar is
// done through the screens. Days before today cannot take availability, so the slots are next
// week's (always ahead, whatever today is); this week and the week before show the refusal.
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  addDays,
  currentWeekStart,
  formatDayLong,
  formatDayTitle,
  nextWeek,
  previousWeek,
  todayIso,
  weekDays,
} from '../../packages/contracts/src/calendar-days';
import { BASE_URL, expectToast, newUser, registerThroughUi } from '../fixtures';

async function newGolfer(browser: Browser, firstName: string, lastName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerThroughUi(page, newUser('calendar', { firstName, lastName }));
  return page;
}

async function api(page: Page, method: 'POST' | 'GET' | 'DELETE', path: string, data?: unknown) {
  return page.request.fetch(`${BASE_URL}${path}`, { method, headers: { Origin: BASE_URL }, data });
}

async function openCalendar(page: Page, leagueId: string) {
  await page.goto(`/leagues/${leagueId}`);
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Golf Availability Calendar' })).toBeVisible();
  await expect(page.getByTestId('week-grid')).toBeVisible();
}

const slot = (page: Page, date: string, name: string) =>
  page.getByRole('region', { name: formatDayTitle(date) }).getByRole('listitem', { name });

test('two members share availability on the league calendar', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = `${Date.now()}`.slice(-6);
  const aliceLast = `Planner${tag}`;
  const alice = await newGolfer(browser, 'Alice', aliceLast);
  const bob = await newGolfer(browser, 'Bob', `Viewer${tag}`);

  // Arrange: Alice's league with two courses, Bob joins it.
  const created = await api(alice, 'POST', '/api/leagues', {
    name: `Calendar Club ${tag}`,
    description: 'Tee times by agreement',
    type: 'casual',
    privacy: 'public',
    maxPlayers: 10,
    courses: [
      { name: 'Pebble Creek', rounds: 2 },
      { name: 'Oak Hills', rounds: 2 },
    ],
    invitedMembers: [],
  });
  expect(created.status(), await created.text()).toBe(201);
  const leagueId = (await created.json()).id as string;
  const joined = await api(bob, 'POST', `/api/leagues/${leagueId}/join`);
  expect(joined.status(), await joined.text()).toBeLessThan(300);

  // The browser runs on this machine's zone, like this process: "this week" is the same Monday.
  const days = weekDays(nextWeek(currentWeekStart()));
  const [monday, wednesday, sunday] = [days[0], days[2], days[6]];

  // A day before today is refused by the API (nothing written) and not offered by the dialog.
  const yesterday = addDays(todayIso(), -1);
  const past = await api(alice, 'POST', `/api/leagues/${leagueId}/calendar/availability`, { date: yesterday, timeSlot: 'morning' });
  expect([past.status(), (await past.json()).message]).toEqual([400, 'Availability can only be added for today or a later day']);
  await openCalendar(alice, leagueId);
  await alice.getByRole('button', { name: 'Add Availability' }).click();
  const dialog = alice.getByRole('dialog', { name: 'Add Your Weekly Availability' });
  await expect(dialog.getByRole('button', { name: `Add Morning on ${formatDayTitle(todayIso())}` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Add Morning on ${formatDayTitle(yesterday)}` })).toHaveCount(0);
  const lastWeek = previousWeek(currentWeekStart());
  await dialog.getByRole('button', { name: 'Previous week' }).click();
  await expect(dialog.getByText(`Week of ${formatDayLong(lastWeek)}`)).toBeVisible();
  await expect(dialog.getByLabel(`Morning on ${formatDayTitle(lastWeek)}: past`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Alice adds three slots across next week with a preferred course and notes.
  await alice.getByRole('button', { name: 'Next week' }).click();
  await expect(alice.getByText(`Week of ${formatDayLong(monday)}`)).toBeVisible();
  await alice.getByRole('button', { name: 'Add Availability' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Week of ${formatDayLong(monday)}`)).toBeVisible();
  await expect(dialog.getByLabel('Preferred course').getByRole('option')).toHaveText(['Any course', 'Pebble Creek', 'Oak Hills']);
  await dialog.getByLabel('Preferred course').selectOption('Oak Hills');
  await dialog.getByLabel('Notes (optional)').fill('Walking, happy to make a foursome');
  for (const [date, label] of [
    [monday, 'Sunrise'],
    [wednesday, 'Afternoon'],
    [sunday, 'Evening'],
  ] as const) {
    const add = dialog.getByRole('button', { name: `Add ${label} on ${formatDayTitle(date)}` });
    await add.click();
    await expect(add).toHaveAttribute('aria-pressed', 'true');
  }
  await dialog.getByRole('button', { name: 'Done (3)' }).click();
  await expectToast(alice, 'Availability Added', 'added to all your leagues');
  await expect(dialog).toBeHidden();
  await expect(alice.getByText("You're available")).toHaveCount(3);

  // Bob sees Alice's name and course on those slots, and the week's counts.
  await openCalendar(bob, leagueId);
  await bob.getByRole('button', { name: 'Next week' }).click();
  await expect(bob.getByText(`Week of ${formatDayLong(monday)}`)).toBeVisible();
  for (const [date, name] of [
    [monday, 'Sunrise 6-9 AM'],
    [wednesday, 'Afternoon 12-4 PM'],
    [sunday, 'Evening 4-7 PM'],
  ] as const) {
    const cell = slot(bob, date, name);
    await expect(cell.getByText(`Alice ${aliceLast}`)).toBeVisible();
    await expect(cell.getByText('· Oak Hills')).toBeVisible();
    await expect(cell.getByLabel('1 golfer available')).toBeVisible();
  }
  const popular = bob.getByRole('region', { name: 'Most Popular Times' });
  await expect(popular.getByRole('listitem')).toHaveText([
    /Sunrise.*1 available/,
    /Morning.*0 available/,
    /Afternoon.*1 available/,
    /Evening.*1 available/,
  ]);
  await expect(bob.getByRole('region', { name: 'Most Active Members' }).getByRole('listitem')).toHaveText([`Alice ${aliceLast}3 slots`]);
  await expect(bob.getByTestId('best-time')).toContainText('Sunrise (6-9 AM) - 1 golfer available');

  // Bob cannot remove Alice's slot: no remove button for him, and the API refuses it too.
  await expect(bob.getByRole('button', { name: /Remove my availability/ })).toHaveCount(0);
  await expect(bob.getByText("You're available")).toHaveCount(0);
  const list = await api(bob, 'GET', `/api/leagues/${leagueId}/calendar/availability?from=${days[0]}&to=${days[6]}`);
  const entries = (await list.json()) as Array<{ id: string; date: string; timeSlot: string }>;
  expect(entries).toHaveLength(3);
  const refused = await api(bob, 'DELETE', `/api/leagues/${leagueId}/calendar/availability/${entries[0].id}`);
  expect(refused.status()).toBe(404);

  // Alice removes Wednesday's slot; Bob no longer sees it after a reload.
  const wednesdaySlot = slot(alice, wednesday, 'Afternoon 12-4 PM');
  await wednesdaySlot.getByRole('button', { name: /Remove my availability/ }).click();
  await expectToast(alice, 'Availability Removed');
  await expect(wednesdaySlot.getByText("You're available")).toHaveCount(0);
  await expect(alice.getByText("You're available")).toHaveCount(2);

  await bob.reload();
  await bob.getByRole('tab', { name: 'Calendar' }).click();
  await bob.getByRole('button', { name: 'Next week' }).click();
  await expect(slot(bob, monday, 'Sunrise 6-9 AM').getByText(`Alice ${aliceLast}`)).toBeVisible();
  await expect(slot(bob, wednesday, 'Afternoon 12-4 PM').getByText(`Alice ${aliceLast}`)).toHaveCount(0);
  await expect(popular.getByRole('listitem').nth(2)).toHaveText(/Afternoon.*0 available/);

  // Alice exports her own week as iCalendar: the two remaining slots.
  const downloading = alice.waitForEvent('download');
  await alice.getByRole('button', { name: 'Download .ics' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`fairway-availability-${monday}.ics`);
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(ics).toContain(`DTSTART:${monday.replace(/-/g, '')}T060000`);
  expect(ics).toContain('LOCATION:Oak Hills');
});

test('week navigation shows Monday-start weeks with the right dates around a month boundary', async ({ browser }) => {
  const tag = `${Date.now()}`.slice(-6);
  const page = await newGolfer(browser, 'Wendy', `Weeks${tag}`);
  const created = await api(page, 'POST', '/api/leagues', {
    name: `Week Walkers ${tag}`,
    type: 'casual',
    privacy: 'public',
    courses: [{ name: 'Pebble Creek', rounds: 1 }],
    invitedMembers: [],
  });
  expect(created.status(), await created.text()).toBe(201);
  await openCalendar(page, (await created.json()).id);

  // Walk forward to the first week whose Monday and Sunday fall in different months.
  let week = currentWeekStart();
  let steps = 0;
  while (weekDays(week)[0].slice(0, 7) === weekDays(week)[6].slice(0, 7)) {
    week = nextWeek(week);
    steps += 1;
  }
  for (let i = 0; i < steps; i += 1) await page.getByRole('button', { name: 'Next week' }).click();
  const days = weekDays(week);
  await expect(page.getByText(`Week of ${formatDayLong(days[0])}`)).toBeVisible();
  const columns = page.getByTestId('week-grid').getByRole('region');
  await expect(columns).toHaveCount(7);
  for (let i = 0; i < 7; i += 1) await expect(columns.nth(i)).toHaveAccessibleName(formatDayTitle(days[i]));
  await expect(columns.first()).toHaveAccessibleName(/^Monday, /);
  await expect(columns.last()).toHaveAccessibleName(/^Sunday, /);

  // And back: the previous week ends the day before this Monday.
  await page.getByRole('button', { name: 'Previous week' }).click();
  const before = weekDays(previousWeek(week));
  await expect(page.getByText(`Week of ${formatDayLong(before[0])}`)).toBeVisible();
  await expect(columns.first()).toHaveAccessibleName(formatDayTitle(before[0]));
  await expect(columns.last()).toHaveAccessibleName(formatDayTitle(before[6]));
  expect(addDays(before[6], 1)).toBe(days[0]);
});
