// Demo mode end to end, through the real shell and remotes: the tour starts from the
// landing page, every screen shows the simulated world, and while it runs not one request goes
// to /api (the demo adapter answers in the browser). Leaving it brings the real calls back.
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectLandingStarted, expectToast } from '../fixtures';

const BANNER = 'DEMO MODE - REGISTER TO GAIN FULL ACCESS';
const DEMO_TOAST_TEXT = "You've experienced the full score entry process! Register to save real scores and join actual leagues.";
// Names from the demo world (packages/platform/src/demo/world-catalogue.ts).
const OWN_LEAGUE = 'Riverside Weekend League';
const ENDED_LEAGUE = 'Autumn Classic';
const OPEN_LEAGUE = 'Twilight Nine & Dine';
/** A string only the demo world's chunk contains, to tell whether that chunk was downloaded. */
const DEMO_CHUNK_MARKER = 'Riverside Weekend League';

/** Records every request the page makes to the app's /api, from now on. */
function recordApiCalls(page: Page) {
  const calls: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  };
  page.on('request', listener);
  return { calls, stop: () => page.off('request', listener) };
}

/** Bodies of the JavaScript files the page downloads, from now on. */
function recordScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return async () => Promise.all(bodies);
}

async function expectBanner(page: Page) {
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'Register' })
      .or(page.getByRole('button', { name: 'Register' }))
      .first(),
  ).toBeVisible();
}

test('Take a Tour shows every screen with simulated data and sends nothing to /api', async ({ page }) => {
  test.setTimeout(180_000);
  const scripts = recordScripts(page);
  await page.goto('/');
  await expectLandingStarted(page);
  // The landing page works without the demo world: its chunk is not part of the page's JS.
  expect((await scripts()).some((body) => body.includes(DEMO_CHUNK_MARKER))).toBe(false);

  const api = recordApiCalls(page);
  await page.getByRole('link', { name: 'Take a Tour' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectBanner(page);

  // Dashboard: the sample user, their leagues, their recent rounds, handicap.
  await expect(page.getByText(/Demo/).first()).toBeVisible();
  const myLeagues = page.getByRole('region', { name: 'My Leagues' }).or(page.locator('[aria-labelledby="dashboard-my-leagues-title"]'));
  await expect(myLeagues.getByText(OWN_LEAGUE).first()).toBeVisible();
  await expect(myLeagues.getByText(ENDED_LEAGUE).first()).toBeVisible();
  await expect(myLeagues.getByText('Complete').first()).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Recent activity' })
      .getByText(/You shot \d+ at /)
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Your Handicap')).toBeVisible();
  await expect(page.getByText('11.4').first()).toBeVisible();
  expect((await scripts()).some((body) => body.includes(DEMO_CHUNK_MARKER))).toBe(true);

  // Leagues: the open league to join by default, all three under 'All Leagues'.
  await page.goto('/leagues');
  await expectBanner(page);
  await expect(page.getByRole('article', { name: OPEN_LEAGUE })).toBeVisible();
  await page.getByRole('button', { name: 'All Leagues' }).click();
  for (const name of [OWN_LEAGUE, ENDED_LEAGUE, OPEN_LEAGUE]) await expect(page.getByRole('article', { name })).toBeVisible();

  // League dashboard with its three tabs.
  await page.getByRole('article', { name: OWN_LEAGUE }).getByRole('link', { name: OWN_LEAGUE }).click();
  await expect(page).toHaveURL(/\/leagues\/[0-9a-f-]{36}$/);
  const leagueUrl = new URL(page.url()).pathname;
  await expectBanner(page);
  await expect(page.getByRole('heading', { name: OWN_LEAGUE })).toBeVisible();
  const standings = page.getByRole('list', { name: 'Standings', exact: true });
  await expect(standings.getByRole('listitem')).toHaveCount(10);
  await expect(standings.getByText(/\d of 7 rounds completed/).first()).toBeVisible();
  await expect(page.getByText('League Information')).toBeVisible();
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page.getByText('Golf Availability Calendar')).toBeVisible();
  await expect(page.getByText(/Week of /).first()).toBeVisible();
  await expect(page.getByText("You're available").first()).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText('All Recent Rounds')).toBeVisible();
  await expect(page.getByText('League Statistics')).toBeVisible();
  await page.getByRole('tab', { name: 'Leaderboard' }).click();

  // Another golfer's member page, reached from the standings.
  const member = standings.getByRole('link').filter({ hasNotText: 'Demo Golfer' }).first();
  const memberName = (await member.textContent())!.trim();
  await member.click();
  await expect(page).toHaveURL(new RegExp(`${leagueUrl}/members/[^/]+$`));
  await expectBanner(page);
  await expect(page.getByRole('heading', { name: memberName })).toBeVisible();
  await expect(page.getByText(`Performance in ${OWN_LEAGUE}`)).toBeVisible();
  await expect(page.getByTestId('member-round').first()).toBeVisible();
  await expect(page.getByText(/ - Round 1$/).first()).toBeVisible();

  // Leaderboards: a card per league of the user, each with its top 3.
  await page.goto('/leaderboards');
  await expectBanner(page);
  for (const name of [OWN_LEAGUE, ENDED_LEAGUE]) {
    await expect(page.getByRole('list', { name: `Top players in ${name}` }).getByRole('listitem')).toHaveCount(3);
  }

  await page.goto('/recent-rounds');
  await expectBanner(page);
  await expect(page.getByRole('heading', { name: 'Recent Rounds' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your golf rounds' }).getByRole('listitem')).toHaveCount(10);

  await page.goto('/profile');
  await expectBanner(page);
  await expect(page.getByRole('heading', { name: 'Demo Golfer' })).toBeVisible();
  await expect(page.getByText('demo@fairwayleagues.example')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent rounds' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Achievements' }).getByText('Consistent Player')).toBeVisible();

  // Logging a round: the neutral demo toast, and nothing can be submitted.
  await page.goto(leagueUrl);
  await page.getByRole('list', { name: 'Standings', exact: true }).getByRole('link', { name: 'Demo Golfer' }).click();
  // The member page's Log Score (the league page has one too).
  await expect(page.getByText('Course Performance')).toBeVisible();
  await page.getByRole('button', { name: 'Log Score' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Your Round' });
  await expect(dialog).toBeVisible();
  await expectToast(page, 'Demo Mode Active', DEMO_TOAST_TEXT);
  await dialog.getByLabel('League').selectOption({ label: OWN_LEAGUE });
  // A course with rounds left (finished ones are disabled).
  const open = dialog.locator('select[name="course"] option:not([disabled]):not([value=""])').first();
  await dialog.getByLabel('Course').selectOption((await open.getAttribute('value'))!);
  await dialog.getByLabel('Score').fill('84');
  await expect(dialog.getByRole('button', { name: 'Submit Round' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Not one request reached the server during the tour.
  expect(api.calls).toEqual([]);
  api.stop();

  // Leaving the tour (Logout in demo mode) returns to the landing page and real calls resume.
  await page.goto('/profile');
  // The profile page has its own Logout besides the header's; use the page's.
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectLandingStarted(page);
  await expect(page.getByText(BANNER)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('demoMode'))).toBeNull();
  // The landing knows it is signed out without asking; a sign-in attempt reaches the server.
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  const realCall = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await realCall;
});

test('the query demo=true starts the tour at /', async ({ page }) => {
  const api = recordApiCalls(page);
  await page.goto('/?demo=true');
  await expect(page).toHaveURL(/\/$/);
  await expectBanner(page);
  await expect(page.getByText(OWN_LEAGUE).first()).toBeVisible();
  // The flag is stored, so the tour continues on other pages.
  await page.goto('/leagues');
  await expectBanner(page);
  await expect(page.getByRole('article', { name: OPEN_LEAGUE })).toBeVisible();
  expect(api.calls).toEqual([]);
});

test('a path containing /demo starts the tour at /', async ({ page }) => {
  const api = recordApiCalls(page);
  await page.goto('/demo');
  await expect(page).toHaveURL(/\/$/);
  await expectBanner(page);
  await expect(page.getByText(OWN_LEAGUE).first()).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Demo Golfer' })).toBeVisible();
  expect(api.calls).toEqual([]);
});
