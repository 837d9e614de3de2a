// Security headers of the front-end servers: every page and asset carries the
// CSP and its companions, and the whole app runs under that CSP without a single violation.
import type { Page } from '@playwright/test';
import { BASE_URL, expect, expectDashboard, expectLandingStarted, test } from '../fixtures';

const REMOTE_ORIGINS = ['http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'http://localhost:3004'];

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/** Every CSP violation and console error of the page, recorded from before its first script. */
async function watchViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

test('the page and the service worker carry the CSP and the security headers, scripts what applies to them', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  const csp = directives(headers['content-security-policy']);
  expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", ...REMOTE_ORIGINS]));
  expect(csp['script-src'].join(' ')).not.toMatch(/\*|'unsafe-inline'|'unsafe-eval'/);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Served over plain http here: no HSTS (it would pin localhost to https).
  expect(headers['strict-transport-security']).toBeUndefined();

  // Scripts and data get what applies to a subresource; the document headers would only be bytes.
  for (const origin of [BASE_URL, ...REMOTE_ORIGINS]) {
    const asset = await page.request.get(origin === BASE_URL ? `${origin}/remotes.json` : `${origin}/remoteEntry.js`);
    expect(asset.headers()['x-content-type-options'], origin).toBe('nosniff');
    expect(asset.headers()['cross-origin-resource-policy'], origin).toBe(origin === BASE_URL ? 'same-origin' : 'cross-origin');
    expect(asset.headers()['content-security-policy'], origin).toBeUndefined();
  }
  // The service worker's CSP comes from its script's response and outlives the page's map: the
  // page's policy except that the worker may fetch any https (and local) origin, where the release
  // channel may put a remote's next build.
  const worker = directives((await page.request.get(`${BASE_URL}/sw.js`)).headers()['content-security-policy']);
  expect(worker['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https:', ...REMOTE_ORIGINS]));
  expect({ ...worker, 'connect-src': csp['connect-src'] }).toEqual(csp);
});

test('signed out, the landing, login and register pages run with no CSP violation', async ({ page }) => {
  const problems = await watchViolations(page);
  await page.goto('/');
  await expectLandingStarted(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('signed in, the dashboard, leagues, profile and calendar widgets run with no CSP violation', async ({ page, user }) => {
  const problems = await watchViolations(page);
  await page.goto('/');
  await expectDashboard(page, user);
  await page.waitForLoadState('networkidle');
  for (const route of ['/leagues', '/leaderboards', '/profile', '/recent-rounds']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).toBeVisible();
  }
  expect(problems).toEqual([]);
});
