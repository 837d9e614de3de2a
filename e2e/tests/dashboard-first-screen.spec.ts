// The signed-in dashboard on a phone asks for its first screen's data with the page: each API
// answer the widgets show (web-server/src/route-data.ts) is requested once, by the page's
// preload, before any remote's code, and the widgets' own queries (RTK Query) use that answer.
// The page paints the dashboard's frame before any code has run (shell/src/prerender/dashboard.tsx),
// with no control in it that needs the code, and the app replaces it.
import { ROUTE_DATA } from '../../web-server/src/route-data';
import { REMOTES } from '../../scripts/mf/apps.mjs';
import { createLeagueThroughApi, expect, expectDashboard, test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("the dashboard's data is requested with the page, once each", async ({ page, user }) => {
  const leagueName = `First Screen ${user.lastName}`;
  await createLeagueThroughApi(page, leagueName, [{ name: 'Pebble Creek', rounds: 2 }]);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/');
  await expectDashboard(page, user);
  await expect(page.getByRole('link', { name: leagueName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const remotePorts = REMOTES.map((remote: { port: number }) => `:${remote.port}/`);
  const firstRemoteCode = requests.findIndex((url) => remotePorts.some((port) => url.includes(port)) && url.endsWith('.js'));
  expect(firstRemoteCode).toBeGreaterThan(-1);
  for (const path of ROUTE_DATA['/']) {
    // The URL as the app asks it, query included (the league lists ask for their first page).
    const asked = requests.flatMap((url, index) => {
      const { pathname, search } = new URL(url);
      return pathname + search === path ? [index] : [];
    });
    expect(asked, `${path}: requested once`).toHaveLength(1);
    expect(asked[0], `${path}: before the remotes' code`).toBeLessThan(firstRemoteCode);
  }
});

test('the frame paints before the code, its links work, and the app replaces it', async ({ page, user }) => {
  // The page's code held back: only the HTML and its CSS are there.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByText('Ready to play? Log a score or check on your leagues.')).toBeVisible();
  // It fits the phone: no sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const html = await page.locator('#root').innerHTML();
  expect(html).not.toMatch(/<button\b/);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('href', '/notifications');
  expect(await bell.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))).toBe(false);
  release();
  await expectDashboard(page, user);
  await expect(page.getByRole('button', { name: 'Log Score' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
});
