// Tee groups on a phone (390 x 844, touch), through the real shell, the calendar, leagues and
// rounds remotes, the gateway and the services: six members post their availability for today,
// the organizer suggests and sends the groups from the Calendar tab, a member accepts from the
// dashboard's "Your group" and logs a round with "Played with" already filled from the group.
import type { Browser, Locator, Page } from '@playwright/test';
import { formatDayTitle } from '../../packages/contracts/src/calendar-days';
import {
  apiCall,
  BASE_URL,
  expect,
  expectToast,
  golferInOwnSession,
  isoDay,
  newUser,
  PHONE,
  registerThroughApi,
  test,
  type TestUser,
} from '../fixtures';

test.use(PHONE);

interface Member {
  user: TestUser;
  page: Page;
  id: string;
}

async function expectTouchTarget(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

async function userIdOf(page: Page): Promise<string> {
  const response = await page.request.get(`${BASE_URL}/api/auth/user`);
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { id?: string; user?: { id: string } };
  return body.user?.id ?? body.id!;
}

/** A member arranged through the API (registered, joined, free this evening). */
async function memberThroughApi(browser: Browser, leagueId: string, firstName: string, lastName: string, day: string): Promise<Member> {
  const page = await (await browser.newContext(PHONE)).newPage();
  const user = await registerThroughApi(page, newUser('teegroups', { firstName, lastName }));
  const joined = await apiCall(page, 'POST', `/api/leagues/${leagueId}/join`);
  expect(joined.status(), await joined.text()).toBeLessThan(300);
  const posted = await apiCall(page, 'POST', `/api/leagues/${leagueId}/calendar/availability`, { date: day, timeSlot: 'evening' });
  expect(posted.status(), await posted.text()).toBe(201);
  return { user, page, id: await userIdOf(page) };
}

test('six members post availability, the organizer sends groups, a member accepts and logs with "played with" filled', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A round can be logged today at the latest, and the calendar takes no day already past: the
  // group is today's.
  const today = isoDay(0);
  const tag = `${Date.now()}`.slice(-6);

  const organizerUser = newUser('teegroups', { firstName: 'Olive', lastName: `Organizer${tag}` });
  const organizer = await golferInOwnSession(browser, organizerUser, PHONE);
  const leagueName = `Tee Time Club ${tag}`;
  const created = await apiCall(organizer, 'POST', '/api/leagues', {
    name: leagueName,
    type: 'casual',
    privacy: 'public',
    maxPlayers: 12,
    courses: [{ name: 'Pebble Creek', rounds: 4 }],
    invitedMembers: [],
  });
  expect(created.status(), await created.text()).toBe(201);
  const leagueId = (await created.json()).id as string;
  const organizerId = await userIdOf(organizer);

  // The member who accepts registers through the screens; four more are arranged by the API.
  const pamUser = newUser('teegroups', { firstName: 'Pam', lastName: `Player${tag}` });
  const pamPage = await golferInOwnSession(browser, pamUser, PHONE);
  const pamJoined = await apiCall(pamPage, 'POST', `/api/leagues/${leagueId}/join`);
  expect(pamJoined.status(), await pamJoined.text()).toBeLessThan(300);
  const pam: Member = { user: pamUser, page: pamPage, id: await userIdOf(pamPage) };
  const others = [];
  for (const [first, last] of [
    ['Quinn', 'Quick'],
    ['Rita', 'Reed'],
    ['Sid', 'Stone'],
    ['Tess', 'Tate'],
  ])
    others.push(await memberThroughApi(browser, leagueId, first, `${last}${tag}`, today));
  const names = new Map<string, string>([
    [organizerId, `${organizerUser.firstName} ${organizerUser.lastName}`],
    [pam.id, `${pamUser.firstName} ${pamUser.lastName}`],
    ...others.map((m) => [m.id, `${m.user.firstName} ${m.user.lastName}`] as const),
  ]);

  // Pam and the organizer post theirs on the Calendar tab, at 390 px.
  for (const page of [pam.page, organizer]) {
    await page.goto(`/leagues/${leagueId}`);
    await page.getByRole('tab', { name: 'Calendar' }).tap();
    await page.getByRole('button', { name: 'Add Availability' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Add Your Weekly Availability' });
    const add = dialog.getByRole('button', { name: `Add Evening on ${formatDayTitle(today)}` });
    await add.tap();
    await expect(add).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: 'Done (1)' }).tap();
    await expectToast(page, 'Availability Added');
    await expect(dialog).toBeHidden();
  }

  // The organizer suggests: six golfers free at one slot are two groups of three.
  const card = organizer.getByRole('region', { name: 'Tee groups' });
  const suggest = card.getByRole('button', { name: 'Suggest groups' });
  await expectTouchTarget(suggest);
  await suggest.tap();
  const suggested = card.getByRole('region', { name: 'Suggested groups' });
  await expect(suggested.getByRole('listitem', { name: /^Group \d$/ })).toHaveCount(2);
  for (const group of await suggested.getByRole('listitem', { name: /^Group \d$/ }).all()) {
    await expect(group.getByRole('combobox')).toHaveCount(3);
    await expect(group).toContainText('3 new pairings');
  }
  await expect(suggested.getByLabel('Waitlist')).toContainText('Nobody is waiting.');
  const send = suggested.getByRole('button', { name: 'Send' });
  await expectTouchTarget(send);
  await send.tap();
  await expectToast(organizer, 'Tee groups sent');
  await expect(card.getByRole('list', { name: 'Confirmed tee groups' }).getByRole('listitem', { name: /Evening/ })).toHaveCount(2);

  // Who is with Pam, from the API every member reads.
  const week = await apiCall(pam.page, 'GET', `/api/leagues/${leagueId}/tee-groups?week=${today}`);
  expect(week.status(), await week.text()).toBe(200);
  const groups = (await week.json()).groups as Array<{ id: string; members: Array<{ userId: string; status: string }> }>;
  expect(groups.map((group) => group.members.length)).toEqual([3, 3]);
  const pamsGroup = groups.find((group) => group.members.some((member) => member.userId === pam.id))!;
  const partners = pamsGroup.members.filter((member) => member.userId !== pam.id).map((member) => member.userId);
  const notPartners = [...names.keys()].filter((id) => id !== pam.id && !partners.includes(id));

  // Pam accepts from the dashboard.
  await pam.page.goto('/');
  const yourGroup = pam.page.getByRole('region', { name: 'Your group' });
  const entry = yourGroup.getByRole('listitem', { name: new RegExp(leagueName) });
  await expect(entry).toContainText('Waiting for your answer');
  for (const id of partners) await expect(entry).toContainText(names.get(id)!);
  const accept = entry.getByRole('button', { name: 'Accept' });
  await expectTouchTarget(accept);
  await accept.tap();
  await expectToast(pam.page, 'See you on the tee');
  await expect(entry).toContainText("You're in");

  // Pam logs today's round: "Played with" already holds her group, and only her group.
  await pam.page.getByRole('button', { name: 'Log Score' }).first().tap();
  const dialog = pam.page.getByRole('dialog', { name: 'Log Your Round' });
  // The dialog asks for the day's groups once a league is chosen: wait for that answer (a busy
  // machine may take a while), then the boxes must show it.
  const dayGroups = pam.page.waitForResponse((response) => response.url().endsWith(`/api/tee-groups/mine?from=${today}&to=${today}`));
  await dialog.getByLabel('League').selectOption({ label: leagueName });
  const answered = await dayGroups;
  expect(answered.status()).toBe(200);
  expect(((await answered.json()) as Array<{ id: string }>).map((group) => group.id)).toContain(pamsGroup.id);
  await dialog.getByLabel('Course').selectOption('Pebble Creek');
  await expect(dialog.getByLabel('Date')).toHaveValue(today);
  const playedWith = dialog.getByRole('group', { name: 'Played with (optional)' });
  for (const id of partners) await expect(playedWith.getByRole('checkbox', { name: names.get(id)! })).toBeChecked();
  for (const id of notPartners) await expect(playedWith.getByRole('checkbox', { name: names.get(id)! })).not.toBeChecked();
  await dialog.getByLabel('Score', { exact: true }).fill('88');
  await dialog.getByRole('button', { name: 'Submit Round' }).tap();
  await expectToast(pam.page, 'Round Submitted!');

  const recent = await apiCall(pam.page, 'GET', '/api/rounds/recent');
  const rounds = (await recent.json()) as Array<{ leagueId: string; date: string; playedWith: Array<{ userId: string }> }>;
  const logged = rounds.find((round) => round.leagueId === leagueId)!;
  expect(logged.date.slice(0, 10)).toBe(today);
  expect(logged.playedWith.map((partner) => partner.userId).sort()).toEqual([...partners].sort());
});
