// Production web delivery on the running servers: precompressed JS, the cache policy,
// and hostile URLs answered 400 by every front-end port, which keeps serving.
import { REMOTES, SHELL } from '../../scripts/mf/apps.mjs';
import { expect, expectLandingStarted, test } from '../fixtures';

const PORTS = [SHELL.port, ...REMOTES.map((remote) => remote.port)];

test('every front-end port answers GET /%E0%A4%A with 400 and keeps serving', async ({ request }) => {
  for (const port of PORTS) {
    const origin = `http://localhost:${port}`;
    expect((await request.get(`${origin}/%E0%A4%A`)).status(), origin).toBe(400);
    expect((await request.get(`${origin}/a%00.js`)).status(), origin).toBe(400);
    const alive = await request.get(`${origin}/${port === SHELL.port ? '' : 'mf-manifest.json'}`);
    expect(alive.status(), origin).toBe(200);
  }
});

test('the landing page downloads brotli JavaScript, hashed files cached for good, entries revalidated', async ({ page }) => {
  const scripts: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'], cache: response.headers()['cache-control'] });
    }
  });
  await page.goto('/');
  await expectLandingStarted(page);
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) {
    expect(script.encoding, script.url).toBe('br');
    const expected = /\/remoteEntry\.js$/.test(script.url) ? 'no-cache' : 'public, max-age=31536000, immutable';
    expect(script.cache, script.url).toBe(expected);
  }
  const manifest = await page.request.get('http://localhost:3001/mf-manifest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const etag = manifest.headers().etag;
  expect(etag).toBeTruthy();
  expect((await page.request.get('http://localhost:3001/mf-manifest.json', { headers: { 'if-none-match': etag } })).status()).toBe(304);
});
