// The release channel of the remotes (docs/deploy.md, "Release channel"), with the system running:
// a second build of mfe-calendar as a 50% canary reaches between 10 and 30 of 40 fresh visitors,
// each keeps it on reload; --promote gives it to everyone, --rollback returns everyone to the
// first build; no server process restarts; `npm run release -- status` and /about show each step.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { request, type Page } from '@playwright/test';
import { BASE_URL, REPO_ROOT, buildSeparately, expect, manifestUrl, startRemoteServer, test } from '../fixtures';

const CANARY_PORT = 3134;
const CANARY_MANIFEST = manifestUrl(CANARY_PORT);
const FIRST_MANIFEST = 'http://localhost:3004/mf-manifest.json';

const execFileAsync = promisify(execFile);

/** `npm run release -- ...` as an operator runs it from the project folder (development token).
 * Not synchronous: the canary's server runs in this process and must answer the manifest fetch. */
async function release(...args: string[]): Promise<string> {
  const { stdout } = await execFileAsync(process.execPath, [path.join(REPO_ROOT, 'scripts/release.mjs'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, SHELL_URL: BASE_URL, RELEASE_ACTOR: 'e2e-operator' },
    encoding: 'utf8',
  });
  return stdout;
}

/** PIDs listening on the shell's and the gateway's ports: the same before and after. */
function listeningPids(): string {
  return ['3000', '8080', '3004']
    .map((port) => execFileSync('ss', ['-Htlnp', `sport = :${port}`], { encoding: 'utf8' }).match(/pid=(\d+)/)?.[1] ?? `none:${port}`)
    .join(',');
}

/** The calendar manifest a fresh visitor's map names, and what it names again on reload. */
async function visit(): Promise<{ first: string; again: string; channel: string }> {
  const context = await request.newContext({ baseURL: BASE_URL });
  try {
    const first = await (await context.get('/remotes.json')).json();
    const again = await (await context.get('/remotes.json')).json();
    return { first: first.remotes.calendar, again: again.remotes.calendar, channel: first.channels.calendar };
  } finally {
    await context.dispose();
  }
}

async function expectAbout(page: Page, channel: string, label: string) {
  await page.goto('/about');
  await expect(page.getByTestId('channel-calendar')).toHaveText(channel);
  await expect(page.getByTestId('build-label-calendar')).toHaveText(label);
}

test('a 50% canary of mfe-calendar, promoted, then rolled back, with no restart', async ({ page }) => {
  test.setTimeout(240_000);
  const firstLabel = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'mfe-calendar/dist/mf-manifest.json'), 'utf8')).metaData.fairway
    .buildLabel as string;
  const canaryLabel = `calendar-canary-${Date.now().toString(36)}`;
  const canary = await startRemoteServer('calendar', CANARY_PORT, buildSeparately('mfe-calendar', { BUILD_LABEL: canaryLabel }));
  const pids = listeningPids();
  try {
    // Only an operator: no token, no change.
    const anonymous = await page.request.post(`${BASE_URL}/release-channel/calendar`, {
      data: { action: 'canary', manifestUrl: CANARY_MANIFEST, percent: 50, actor: 'someone' },
    });
    expect(anonymous.status()).toBe(401);
    // A manifest that is not there is refused before anything changes.
    await expect(release('calendar', 'http://localhost:3999/mf-manifest.json', '--canary', '50')).rejects.toThrow(/could not be read/);

    expect(await release('calendar', CANARY_MANIFEST, '--canary', '50')).toContain(`canary ${CANARY_MANIFEST} for 50%`);
    const status = await release('status');
    expect(status).toContain(`canary ${CANARY_MANIFEST} (50% of visitors)`);
    expect(status).toMatch(/e2e-operator {2}calendar canary/);

    const visitors = [];
    for (let i = 0; i < 40; i += 1) visitors.push(await visit());
    for (const visitor of visitors) {
      expect(visitor.again, 'a visitor keeps their build on reload').toBe(visitor.first);
      expect(visitor.channel).toBe(visitor.first === CANARY_MANIFEST ? 'canary' : 'stable');
    }
    const onCanary = visitors.filter((visitor) => visitor.first === CANARY_MANIFEST).length;
    expect(onCanary).toBeGreaterThanOrEqual(10);
    expect(onCanary).toBeLessThanOrEqual(30);
    expect(visitors.filter((visitor) => visitor.first === FIRST_MANIFEST)).toHaveLength(40 - onCanary);

    // This page's visitor: /about says which build and why, and the CSP allows that build's origin.
    const response = await page.goto('/about');
    const mine = await (await page.request.get(`${BASE_URL}/remotes.json`)).json();
    const onIt = mine.remotes.calendar === CANARY_MANIFEST;
    await expectAbout(page, onIt ? 'Canary' : 'Stable', onIt ? canaryLabel : firstLabel);
    expect(response!.headers()['content-security-policy']).toContain(onIt ? `http://localhost:${CANARY_PORT}` : 'http://localhost:3004');

    expect(await release('calendar', '--promote')).toContain(`-> ${CANARY_MANIFEST}`);
    for (let i = 0; i < 10; i += 1) expect((await visit()).first).toBe(CANARY_MANIFEST);
    await expectAbout(page, 'Stable', canaryLabel);
    expect(await release('status')).toContain(`--rollback returns all to ${FIRST_MANIFEST}`);

    expect(await release('calendar', '--rollback')).toContain(`-> ${FIRST_MANIFEST}`);
    for (let i = 0; i < 10; i += 1) expect((await visit()).first).toBe(FIRST_MANIFEST);
    await expectAbout(page, 'Stable', firstLabel);
    expect(await release('status')).toMatch(/calendar rollback: .* -> http:\/\/localhost:3004\/mf-manifest\.json/);

    expect(listeningPids()).toBe(pids);
  } finally {
    await canary.close();
  }
});
