// The CSRF check on its own, over real HTTP: foreign and opaque (`null`) origins are refused on
// cookie-authorised writes; the one-click unsubscribe, authorised by the token in its URL, is
// let through whatever the browser says its origin is (its page's form sends `Origin: null`).
import express from 'express';
import { createLogger, errorHandler, type RunningServer } from '@fairway/kit';
import { startTestServer } from '@fairway/kit/testing';
import { sameOriginCheck } from './same-origin';

const ALLOWED = 'http://localhost:3000';
let server: RunningServer;

beforeAll(async () => {
  const app = express();
  app.use(sameOriginCheck([ALLOWED]));
  app.use((req, res) => res.json({ reached: `${req.method} ${req.path}` }));
  app.use(errorHandler(createLogger('same-origin-test', 'silent')));
  server = await startTestServer(app, 'same-origin-test');
});

afterAll(() => server.close());

const post = (path: string, headers: Record<string, string>) => fetch(`${server.url}${path}`, { method: 'POST', headers });

it('refuses a write from a foreign or opaque origin, and lets the allowed origin and header-less clients through', async () => {
  expect((await post('/api/notifications/read', { origin: 'https://evil.example' })).status).toBe(403);
  expect((await post('/api/notifications/read', { origin: 'null' })).status).toBe(403);
  expect((await post('/api/notifications/unsubscribe/extra', { origin: 'null' })).status).toBe(403);
  expect((await post('/api/notifications/read', { origin: ALLOWED })).status).toBe(200);
  expect((await post('/api/notifications/read', {})).status).toBe(200);
});

it('lets the one-click unsubscribe through from the page a no-referrer policy makes Origin: null', async () => {
  for (const origin of ['null', 'https://mail.example']) {
    const res = await post('/api/notifications/unsubscribe?token=abc', { origin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ reached: 'POST /api/notifications/unsubscribe' });
  }
});
