// On the course, on a phone (390 x 844, touch): every round submission is stored exactly once
// whatever the connection does (a lost answer, a drop during Submit, a failed first sync), and
// the prerendered landing's Take a Tour works from the first paint.
import type { Locator, Page, Route } from '@playwright/test';
import { apiCall, createLeagueThroughApi, expect, expectToast, test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function openLogRound(page: Page, leagueName: string, course: string, score: number) {
  await page.getByRole('button', { name: 'Log Score' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'Log Your Round' });
  await dialog.getByLabel('League').selectOption({ label: leagueName });
  await expect(dialog.getByRole('option', { name: new RegExp(`^${course} `) })).toBeEnabled();
  await dialog.getByLabel('Course').selectOption(course);
  await dialog.getByLabel('Score').fill(String(score));
  return dialog;
}

async function storedScores(page: Page, score: number): Promise<number> {
  const mine = (await (await apiCall(page, 'GET', '/api/rounds/recent')).json()) as Array<{ score: number }>;
  return mine.filter((round) => round.score === score).length;
}

/** Submissions of the round queue (IndexedDB) still waiting to be sent. */
function waitingInQueue(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('fairway-outbox');
        open.onsuccess = () => {
          const request = open.result.transaction('rounds').objectStore('rounds').getAll();
          request.onsuccess = () =>
            resolve((request.result as Array<{ status: string }>).filter((entry) => entry.status === 'waiting').length);
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

const pending = (page: Page) => page.getByRole('list', { name: 'Rounds waiting to sync' }).first();

/** What the connection does to a request: the server applies it but its answer never arrives,
 * the signal drops before it leaves, or a gateway in between cannot answer. */
type Fault = 'answer lost' | 'connection dropped' | 'gateway failed';

/** Spoils the first `times` `method` requests to `url` with `fault`; later ones pass. Returns
 * how many it has spoiled so far. */
async function spoilRequests(page: Page, method: 'POST' | 'PUT', url: string, fault: Fault, times = 1): Promise<() => number> {
  let spoiled = 0;
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== method || spoiled >= times) return route.fallback();
    spoiled += 1;
    if (fault === 'answer lost') {
      await route.fetch();
      await route.abort('connectionreset');
    } else if (fault === 'connection dropped') {
      await route.abort('internetdisconnected');
    } else {
      await route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Rounds service unavailable' }),
      });
    }
  });
  return () => spoiled;
}

/** Submit, and a second tap on Submit in case it is still there: a double tap is one submission. */
async function doubleTapSubmit(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Submit Round' }).tap();
  await dialog
    .getByRole('button', { name: /Submit/ })
    .tap({ timeout: 1_000 })
    .catch(() => undefined);
}

/** The URLs the page navigates to from now on (none, when the queue works without a reload). */
function recordNavigations(page: Page): string[] {
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  return navigations;
}

test('a lost answer, then Submit again: one round, and the second Submit answers it', async ({ page, user }) => {
  const leagueName = `Lost Reply ${user.lastName}`;
  await createLeagueThroughApi(page, leagueName, [{ name: 'Bent Pines', rounds: 5 }]);
  await page.goto('/');
  // The server stores the round; its answer never reaches the phone.
  const lost = await spoilRequests(page, 'POST', '**/api/rounds', 'answer lost');
  const dialog = await openLogRound(page, leagueName, 'Bent Pines', 83);
  await dialog.getByRole('button', { name: 'Submit Round' }).tap();
  await expectToast(page, 'Waiting to sync');
  await expect(dialog).toHaveCount(0);
  expect(lost()).toBe(1);

  // The golfer does not trust it and submits the same round again.
  const again = await openLogRound(page, leagueName, 'Bent Pines', 83);
  await again.getByRole('button', { name: 'Submit Round' }).tap();
  await expectToast(page, 'Round Submitted!');
  await expect(pending(page)).toHaveCount(0);
  expect(await storedScores(page, 83)).toBe(1);
});

test('the connection drops during Submit: "Waiting to sync", then stored once by itself (service worker), no reload', async ({
  page,
  user,
}) => {
  const leagueName = `Drop Club ${user.lastName}`;
  await createLeagueThroughApi(page, leagueName, [{ name: 'Cliff Top', rounds: 5 }]);
  await page.goto('/');
  // The signal drops during Submit (the worker's Background Sync then sends it: its requests are
  // not the page's, so they are not dropped here).
  const dropped = await spoilRequests(page, 'POST', '**/api/rounds', 'connection dropped');
  const navigations = recordNavigations(page);
  const dialog = await openLogRound(page, leagueName, 'Cliff Top', 91);
  await doubleTapSubmit(dialog);
  await expectToast(page, 'Waiting to sync');
  await expect.poll(() => storedScores(page, 91), { timeout: 20_000 }).toBe(1);
  await expect.poll(() => waitingInQueue(page)).toBe(0);
  await expect(pending(page)).toHaveCount(0);
  expect(dropped()).toBe(1);
  expect(await storedScores(page, 91)).toBe(1);
  expect(navigations).toEqual([]);
});

test.describe('without Background Sync (the page alone)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a drop during Submit and during the first retry: "Waiting to sync", then stored once by the page\'s timer', async ({
    page,
    user,
  }) => {
    const leagueName = `Drop Club ${user.lastName}`;
    await createLeagueThroughApi(page, leagueName, [{ name: 'Cliff Top', rounds: 5 }]);
    await page.goto('/');
    // The signal drops during Submit and stays bad for the first retry too.
    const dropped = await spoilRequests(page, 'POST', '**/api/rounds', 'connection dropped', 2);
    const navigations = recordNavigations(page);
    const dialog = await openLogRound(page, leagueName, 'Cliff Top', 91);
    await doubleTapSubmit(dialog);
    await expectToast(page, 'Waiting to sync');
    await expect(pending(page).getByText('Waiting to sync')).toBeVisible();
    // The queue sends it again by itself (backoff timer) and the list empties.
    await expect(pending(page)).toHaveCount(0, { timeout: 20_000 });
    expect(dropped()).toBe(2);
    expect(await waitingInQueue(page)).toBe(0);
    expect(await storedScores(page, 91)).toBe(1);
    expect(navigations).toEqual([]);
  });
});

test('a first sync that fails is retried by itself and stored once', async ({ page, context, user }) => {
  const leagueName = `Retry Links ${user.lastName}`;
  await createLeagueThroughApi(page, leagueName, [{ name: 'Dune Nine', rounds: 5 }]);
  await page.goto('/');
  // Courses seen once online, so the form works offline.
  await openLogRound(page, leagueName, 'Dune Nine', 88);
  await page.getByRole('button', { name: 'Cancel' }).tap();

  await context.setOffline(true);
  const dialog = await openLogRound(page, leagueName, 'Dune Nine', 88);
  await dialog.getByRole('button', { name: 'Submit Round' }).tap();
  await expectToast(page, 'Waiting to sync');

  // Back online, but the first sync hits a failing connection (a gateway that cannot answer).
  const failed = await spoilRequests(page, 'POST', '**/api/rounds', 'gateway failed');
  await context.setOffline(false);
  await expect.poll(failed, { timeout: 10_000 }).toBe(1);
  await expect(pending(page)).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Not saved')).toHaveCount(0);
  expect(await storedScores(page, 88)).toBe(1);
});

test('an edit whose answer is lost is applied once, never over a later edit', async ({ page, user }) => {
  const leagueName = `Edit Twice ${user.lastName}`;
  const leagueId = await createLeagueThroughApi(page, leagueName, [{ name: 'Long Acre', rounds: 5 }]);
  const date = new Date().toISOString().slice(0, 10);
  const created = await apiCall(page, 'POST', '/api/rounds', { leagueId, course: 'Long Acre', date, score: 95 });
  expect(created.status()).toBe(201);
  const me = await (await apiCall(page, 'GET', '/api/auth/user')).json();
  await page.goto(`/leagues/${leagueId}/members/${me.id}`);
  const lost = await spoilRequests(page, 'PUT', '**/api/rounds/*', 'answer lost');
  const edit = async (score: number) => {
    await page.getByRole('button', { name: 'Edit' }).first().tap();
    const dialog = page.getByRole('dialog', { name: 'Edit Round' });
    await dialog.getByLabel('Score').fill(String(score));
    await dialog.getByRole('button', { name: 'Save Changes' }).tap();
    await expect(dialog).toHaveCount(0);
  };
  await edit(89);
  await expectToast(page, 'Waiting to sync');
  expect(lost()).toBe(1);
  // A second edit right away; the first one's retry (same key) must not put 89 back.
  await edit(77);
  await expect.poll(() => waitingInQueue(page), { timeout: 20_000 }).toBe(0);
  const rounds = (await (await apiCall(page, 'GET', '/api/rounds/recent')).json()) as Array<{ score: number }>;
  expect(rounds.map((round) => round.score)).toEqual([77]);
});

test.describe('Take a Tour on the prerendered landing', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a tap at first paint, before the code has arrived, enters the tour', async ({ page }) => {
    // The page's code held back: only the prerendered HTML and its CSS are there to tap.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const tour = page.getByRole('link', { name: 'Take a Tour' });
    await expect(tour).toBeVisible();
    expect(await tour.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))).toBe(false);
    await tour.tap();
    release();
    await expect(page.getByRole('region', { name: 'Demo mode' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('demoMode'))).toBe('true');
  });

  test('the prerendered landing has no control that needs code', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Take a Tour');
    expect(html).not.toMatch(/<button\b/);
  });
});
