// The smoke pages of every remote, in Chromium, against one shell (scripts/skew/index.mjs):
// login (auth), the signed-in dashboard's widgets (leagues, rounds, calendar), a league page
// (leagues) and its calendar tab (calendar), the profile (auth). A page fails when its text does
// not show, when any remote region shows its fallback ("... is temporarily unavailable") or when
// the console reports a federation error (a shared singleton's requiredVersion mismatch is a
// diagnostic of /about, not a failure: the remote still runs).
import { browserCookies, leagueWithMembers, registerUser } from '../../bench/lib/seed.mjs';

const TIMEOUT_MS = 20_000;
const FALLBACK = /is temporarily unavailable/;
const FEDERATION_ERROR = /\[federation\] (?!shared singleton)|RUNTIME-\d{3}|runs on the Fairway shell's federation runtime/;

let counter = 0;

/** A fresh user with a league of their own, made through the shell's /api like a browser. */
async function seed(baseUrl) {
  counter += 1;
  const user = await registerUser(baseUrl, 'Skew');
  const leagueName = `Skew League ${Date.now().toString(36)}${counter}`;
  const leagueId = await leagueWithMembers(baseUrl, user, 1, { name: leagueName });
  return { user, cookie: user.cookie, leagueId, leagueName };
}

const visible = (locator) => locator.first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });

/** The pages, each a step that makes its content show on an open page. */
function smokePages({ user, leagueId, leagueName }) {
  return [
    { name: 'login', signedIn: false, path: '/login', show: (page) => visible(page.getByRole('button', { name: 'Sign In' })) },
    {
      name: 'dashboard widgets',
      signedIn: true,
      path: '/',
      show: async (page) => {
        // The shell's greeting: 'Welcome' for a brand-new account from the release that added it
        // (packages/contracts/src/display-text.ts), 'Welcome back' from shells before it.
        const greeting = new RegExp(`^Welcome( back)?, ${user.firstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}!$`);
        for (const text of [greeting, 'Available Leagues', 'Your Handicap', 'Recent Activity']) {
          await visible(page.getByText(text));
        }
      },
    },
    {
      name: 'league page',
      signedIn: true,
      path: `/leagues/${leagueId}`,
      show: (page) => visible(page.getByRole('heading', { name: leagueName })),
    },
    {
      name: 'calendar tab',
      signedIn: true,
      path: `/leagues/${leagueId}`,
      show: async (page) => {
        await visible(page.getByRole('tab', { name: 'Calendar' }));
        await page.getByRole('tab', { name: 'Calendar' }).click();
        await visible(page.getByRole('heading', { name: 'Golf Availability Calendar' }));
      },
    },
    { name: 'profile', signedIn: true, path: '/profile', show: (page) => visible(page.getByRole('button', { name: 'Edit Profile' })) },
  ];
}

/**
 * Runs every smoke page against the shell at `shellUrl`.
 * @returns {Promise<Array<{ page: string, ok: boolean, problem?: string }>>}
 */
export async function smokeShell(browser, shellUrl) {
  const data = await seed(shellUrl);
  const results = [];
  for (const step of smokePages(data)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const problems = [];
    try {
      if (step.signedIn) {
        await context.addCookies(browserCookies(shellUrl, data.cookie));
      }
      const page = await context.newPage();
      page.on('console', (message) => {
        if (FEDERATION_ERROR.test(message.text())) problems.push(`console: ${message.text().slice(0, 300)}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 300)}`));
      await page.goto(`${shellUrl}${step.path}`);
      try {
        await step.show(page);
      } catch (error) {
        problems.push(`did not show: ${error.message.split('\n')[0]}`);
      }
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const fallbacks = await page.getByText(FALLBACK).allTextContents();
      if (fallbacks.length > 0) problems.push(`fallback: ${fallbacks.join(' | ')}`);
    } catch (error) {
      problems.push(error.message.split('\n')[0]);
    } finally {
      await context.close();
    }
    results.push(problems.length === 0 ? { page: step.name, ok: true } : { page: step.name, ok: false, problem: problems.join('; ') });
  }
  return results;
}
