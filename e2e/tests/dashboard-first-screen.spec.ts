// The signed-in dashboard on a phone asks for its first screen's data with the page: each API
// answer the widgets show (scripts/serve/route-data.cjs) is requested once, by the page's
// preload, before any remote's code, and the widgets' own queries (RTK Query) use that answer.
import { ROUTE_DATA } from '../../scripts/serve/route-data.cjs';
import { REMOTES } from '../../scripts/mf/apps.cjs';
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
    const asked = requests.flatMap((url, index) => (new URL(url).pathname === path ? [index] : []));
    expect(asked, `${path}: requested once`).toHaveLength(1);
    expect(asked[0], `${path}: before the remotes' code`).toBeLessThan(firstRemoteCode);
  }
});
