// Redis goes away under a running gateway (a PRIVATE redis-server on its own port, never the
// shared one): a request carrying a session, and the rate-limited forgot-password call, answer
// 503 naming the session store instead of 500; /readyz says which dependency is down; the
// gateway serves again by itself once Redis is back.
import { createHmac } from 'node:crypto';
import { createLogger, type RunningServer } from '@fairway/kit';
import { createTestDatabase, startTestServer, type TestDatabase } from '@fairway/kit/testing';
import { startPrivateRedis, type PrivateServer } from '@fairway/kit/testing/private-servers';
import { createGatewayApp } from './app';
import { createWriteTracker, type WriteTracker } from './read-cache/write-tracker';
import { createAuthRateLimits } from './auth/rate-limit';
import { parseGatewayConfig } from './config';
import { createSessionBackend, type SessionBackend } from './session/sessions';
import { startEchoService } from './test-support';

jest.setTimeout(120_000);

const SESSION_SECRET = 'redis-down-test-secret-0123456789';
const ORIGIN = 'http://localhost:3000';
const MESSAGE = 'The session store (Redis) is temporarily unavailable';

let redis: PrivateServer;
let db: TestDatabase;
let echo: RunningServer;
let gateway: RunningServer;
let sessions: SessionBackend;
let writes: WriteTracker;

beforeAll(async () => {
  redis = await startPrivateRedis();
  db = await createTestDatabase();
  echo = await startEchoService('leagues', db);
  const config = parseGatewayConfig({
    NODE_ENV: 'test',
    REDIS_URL: redis.url,
    SESSION_SECRET,
    AUTH_SERVICE_URL: echo.url,
    LEAGUES_SERVICE_URL: echo.url,
    ROUNDS_SERVICE_URL: echo.url,
    CALENDAR_SERVICE_URL: echo.url,
  });
  sessions = await createSessionBackend({ redisUrl: config.REDIS_URL, db: null });
  const rateLimits = createAuthRateLimits({ redis: sessions.redis, prefix: 'test:rl:' });
  writes = createWriteTracker(sessions.redis);
  const app = createGatewayApp({
    config,
    sessions,
    writes,
    logger: createLogger('gateway-test', 'silent'),
    extendAuth: () => ({ rateLimits }),
  });
  gateway = await startTestServer(app, 'gateway');
});

afterAll(async () => {
  await gateway?.close();
  await writes?.close();
  await sessions?.close();
  await echo?.close();
  await db?.drop();
  await redis?.destroy();
});

// A signed session cookie (cookie-signature's format) makes express-session read the store; with
// no cookie it would not call the store at all.
const sid = 'some-session-id';
const signed = `${sid}.${createHmac('sha256', SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, '')}`;
const cookie = `fairway.sid=${encodeURIComponent(`s:${signed}`)}`;
const read = () => fetch(`${gateway.url}/api/leagues`, { headers: { cookie } });
const forgot = () =>
  fetch(`${gateway.url}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: 'someone@example.test' }),
  });

it('answers 503 naming Redis while it is down, and serves again once it is back', async () => {
  expect((await read()).status).toBe(200);
  expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
  await redis.stop();

  for (const call of [read, forgot]) {
    const res = await call();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: MESSAGE });
  }
  const ready = await fetch(`${gateway.url}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ message: MESSAGE, checks: { redis: 'unavailable' } });

  await redis.start();
  // It reconnects by itself: poll until it answers (the issue allows 10 s).
  const deadline = Date.now() + 10_000;
  let status = 0;
  while (Date.now() < deadline && status !== 200) {
    status = (await read()).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  expect(status).toBe(200);
  expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
});
