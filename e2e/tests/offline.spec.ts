// Installable, offline-capable app, through the real shell, remotes, gateway and
// services in Debian's chromium: the service worker (scripts/pwa/build-pwa.mjs) and the round
// outbox (mfe-rounds/src/offline).
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  apiCall,
  authBuildLabel,
  buildSeparately,
  createLeagueThroughApi,
  expect,
  expectDashboard,
  expectToast,
  manifestUrl,
  startRemoteServer,
  startShellServer,
  test,
} from '../fixtures';

/** The service worker controls the page and has cached every remote's current build. */
async function waitUntilOfflineReady(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
  await expect(page.locator('html[data-offline-ready="true"]')).toHaveCount(1, { timeout: 30_000 });
}

async function queuedEntries(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Array<{ id: string; round: Record<string, unknown> }>>((resolve, reject) => {
        const open = indexedDB.open('fairway-outbox');
        open.onsuccess = () => {
          const request = open.result.transaction('rounds').objectStore('rounds').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

async function logOffline(page: Page, leagueName: string, course: string, score: number) {
  await page.getByRole('button', { name: 'Log Score' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Your Round' });
  await dialog.getByLabel('League').selectOption({ label: leagueName });
  await dialog.getByLabel('Course').selectOption(course);
  await dialog.getByLabel('Score').fill(String(score));
  await dialog.getByRole('button', { name: 'Submit Round' }).click();
  await expectToast(page, 'Waiting to sync');
  await expect(dialog).toHaveCount(0);
}

test('rounds logged offline wait to sync, are stored once when back online, and a refused one shows why', async ({
  page,
  context,
  user,
}) => {
  test.setTimeout(120_000);
  const leagueName = `Offline Open ${user.lastName}`;
  const leagueId = await createLeagueThroughApi(page, leagueName, [
    { name: 'Fairway Flats', rounds: 3 },
    { name: 'Tight Links', rounds: 1 },
  ]);

  // One online visit: the dashboard, and the league's courses seen once in the dialog.
  await page.goto('/');
  await waitUntilOfflineReady(page);
  await page.getByRole('button', { name: 'Log Score' }).click();
  await page.getByRole('dialog', { name: 'Log Your Round' }).getByLabel('League').selectOption({ label: leagueName });
  await expect(page.getByRole('option', { name: 'Tight Links (1 of 1 round remaining)' })).toBeEnabled();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // No signal on the course: the app opens and both rounds are kept.
  await context.setOffline(true);
  await page.reload();
  await expectDashboard(page, user);
  await logOffline(page, leagueName, 'Fairway Flats', 77);
  await logOffline(page, leagueName, 'Tight Links', 81);
  const pending = page.getByRole('list', { name: 'Rounds waiting to sync' }).first().getByRole('listitem');
  await expect(pending).toHaveCount(2);
  await expect(pending.filter({ hasText: 'Waiting to sync' })).toHaveCount(2);

  // Meanwhile Tight Links' only round gets logged elsewhere, so the queued one will be refused.
  const elsewhere = await apiCall(page, 'POST', '/api/rounds', {
    leagueId,
    course: 'Tight Links',
    date: new Date().toISOString().slice(0, 10),
    score: 90,
  });
  expect(elsewhere.status()).toBe(201);

  await context.setOffline(false);
  const refused = page.getByRole('list', { name: 'Rounds waiting to sync' }).first().getByRole('listitem');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('1 round completed');
  await expect(refused.getByRole('button', { name: 'Edit' })).toBeVisible();

  // The synced round is stored once, and the leaderboard counts it.
  const mine = await (await apiCall(page, 'GET', '/api/rounds/recent')).json();
  expect(mine.filter((round: { score: number }) => round.score === 77)).toHaveLength(1);
  await page.goto(`/leagues/${leagueId}`);
  await expect(page.getByText('2 of 4 rounds completed')).toBeVisible();

  // The refused round can be discarded.
  await page.goto('/recent-rounds');
  const stillRefused = page.getByRole('list', { name: 'Rounds waiting to sync' }).getByRole('listitem');
  await expect(stillRefused).toContainText('1 round completed');
  await stillRefused.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('list', { name: 'Rounds waiting to sync' })).toHaveCount(0);
});

test('the same queued submission sent twice stores one round', async ({ page, context, user }) => {
  const leagueName = `Twice Club ${user.lastName}`;
  await createLeagueThroughApi(page, leagueName, [{ name: 'Echo Dunes', rounds: 5 }]);
  await page.goto('/');
  await waitUntilOfflineReady(page);
  await page.getByRole('button', { name: 'Log Score' }).click();
  await page.getByRole('dialog', { name: 'Log Your Round' }).getByLabel('League').selectOption({ label: leagueName });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await context.setOffline(true);
  await logOffline(page, leagueName, 'Echo Dunes', 84);
  const [entry] = await queuedEntries(page);
  expect(entry.round.idempotencyKey).toBe(entry.id);

  // Sent twice (as a retry after a lost answer would): one round, the same answer.
  const first = await apiCall(page, 'POST', '/api/rounds', entry.round);
  const second = await apiCall(page, 'POST', '/api/rounds', entry.round);
  expect([first.status(), second.status()]).toEqual([201, 200]);
  expect((await second.json()).id).toBe((await first.json()).id);
  // And once more from the page itself when it is back online.
  await context.setOffline(false);
  await expect(page.getByRole('list', { name: 'Rounds waiting to sync' })).toHaveCount(0);
  const mine = await (await apiCall(page, 'GET', '/api/rounds/recent')).json();
  expect(mine.filter((round: { score: number }) => round.score === 84)).toHaveLength(1);
});

test('the shell opens with no network after one visit, and a new remote build is still picked up online', async ({ browser }) => {
  test.setTimeout(180_000);
  const SHELL_PORT = 3030;
  const REMOTE_PORT = 3031;
  const outDir = buildSeparately('mfe-auth', { BUILD_LABEL: 'auth-pwa-second' });
  const env = { REMOTE_AUTH_URL: manifestUrl(REMOTE_PORT) };
  let remote = await startRemoteServer('auth', REMOTE_PORT);
  let shell = await startShellServer(SHELL_PORT, env);
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`http://localhost:${SHELL_PORT}/`);
    await expect(page.getByRole('link', { name: 'Take a Tour' })).toBeVisible();
    await waitUntilOfflineReady(page);
    const firstLabel = await authBuildLabel(page);
    expect(firstLabel).not.toBe('auth-pwa-second');

    // No network at all: the browser offline and both servers gone.
    await shell.close();
    await remote.close();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Take a Tour' })).toBeVisible();
    expect(await authBuildLabel(page)).toBe(firstLabel);

    // Online again with a new build of the remote at the same URL: the next load uses it.
    remote = await startRemoteServer('auth', REMOTE_PORT, outDir);
    shell = await startShellServer(SHELL_PORT, env);
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Take a Tour' })).toBeVisible();
    expect(await authBuildLabel(page)).toBe('auth-pwa-second');
  } finally {
    await context.close();
    await shell.close();
    await remote.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
