// Over 300 lines: its cases share one real gateway, auth service and Redis, started once.
// The gateway against the real MariaDB (throwaway database), the real Redis, the real auth
// service and echo services built with the kit (so the signature is really verified).
import http from 'node:http';
import { Redis } from 'ioredis';
import type { User } from '@fairway/data';
import { createTestDatabase, createTestUser, startTestServer, TEST_PASSWORD, type TestDatabase } from '@fairway/kit/testing';
import { randomBytes } from 'node:crypto';
import { DEV_INTERNAL_SECRET, signIdentity, type RunningServer } from '@fairway/kit';
import { createApp as createAuthApp } from '@fairway/service-auth/src/app';
import { sessionCookie, sidOf, startEchoService, startGateway } from './test-support';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const ORIGIN = 'http://localhost:3000';

let db: TestDatabase;
let user: User;
let auth: RunningServer;
const echo: Record<'leagues' | 'rounds' | 'calendar', RunningServer> = {} as never;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let env: Record<string, string>;

beforeAll(async () => {
  process.env.BCRYPT_ROUNDS = '4';
  db = await createTestDatabase();
  user = await createTestUser(db, { email: 'gateway.user@example.test' });
  auth = await startTestServer(createAuthApp(db), 'auth');
  for (const name of ['leagues', 'rounds', 'calendar'] as const) echo[name] = await startEchoService(name, db);
  env = {
    DATABASE_URL: db.url,
    REDIS_URL,
    AUTH_SERVICE_URL: auth.url,
    LEAGUES_SERVICE_URL: echo.leagues.url,
    ROUNDS_SERVICE_URL: echo.rounds.url,
    CALENDAR_SERVICE_URL: echo.calendar.url,
  };
  gateway = await startGateway({ db, env });
});

afterAll(async () => {
  // Leave no test sessions behind in the shared Redis.
  for (const u of await db.models.User.findAll()) await gateway.sessions.destroyOtherSessions(u.id, null);
  await gateway.close();
  await Promise.all([auth.close(), ...Object.values(echo).map((s) => s.close())]);
  await db.drop();
});

function call(path: string, init: RequestInit & { cookie?: string | null; json?: unknown; server?: { url: string } } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', ORIGIN);
  return fetch((init.server ?? gateway).url + path, {
    ...init,
    headers,
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
    redirect: 'manual',
  });
}

async function login(email = user.email, password = TEST_PASSWORD): Promise<string> {
  const res = await call('/api/auth/login', { method: 'POST', json: { email, password } });
  expect(res.status).toBe(200);
  // express-session sends the headers before its last save completes and the final byte
  // after it: read the body so the session is stored before the next request.
  await res.text();
  const cookie = sessionCookie(res);
  expect(cookie).not.toBeNull();
  return cookie!;
}

describe('login, current user and logout', () => {
  it('logs in with a session cookie (httpOnly, SameSite=Lax) and answers the user without the hash', async () => {
    const res = await call('/api/auth/login', { method: 'POST', json: { email: 'Gateway.User@example.test', password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: user.id, email: user.email, handicap: '0.00' });
    expect(body).not.toHaveProperty('passwordHash');
    const setCookie = res.headers.getSetCookie().join(';');
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);

    const me = await call('/api/auth/user', { cookie: sessionCookie(res) });
    expect(me.status).toBe(200);
    expect((await me.json()).id).toBe(user.id);
  });

  it('answers 401 with a message for wrong credentials and 400 with field errors for invalid input', async () => {
    const wrong = await call('/api/auth/login', { method: 'POST', json: { email: user.email, password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(sessionCookie(wrong)).toBeNull();
    const invalid = await call('/api/auth/login', { method: 'POST', json: { email: 'nope', password: '1' } });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('regenerates the session id at login: the earlier session id stops working', async () => {
    const first = await login();
    const res = await call('/api/auth/login', { method: 'POST', json: { email: user.email, password: TEST_PASSWORD }, cookie: first });
    await res.text();
    const second = sessionCookie(res)!;
    expect(sidOf(second)).not.toBe(sidOf(first));
    expect((await call('/api/auth/user', { cookie: first })).status).toBe(401);
    expect((await call('/api/auth/user', { cookie: second })).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await call('/api/auth/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('destroys the session and clears the cookie at logout', async () => {
    const cookie = await login();
    const res = await call('/api/auth/logout', { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join(';')).toMatch(/fairway\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect((await call('/api/auth/user', { cookie })).status).toBe(401);
    const redis = new Redis(REDIS_URL);
    expect(await redis.exists(`fairway:sess:${sidOf(cookie)}`)).toBe(0);
    await redis.quit();
  });

  it('registers through the auth service and signs the new account in', async () => {
    const res = await call('/api/auth/register', {
      method: 'POST',
      json: { email: 'fresh.golfer@example.test', password: 'fairway1', firstName: 'Fresh', lastName: 'Golfer' },
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ email: 'fresh.golfer@example.test', firstName: 'Fresh' });
    const me = await call('/api/auth/user', { cookie: sessionCookie(res) });
    expect((await me.json()).id).toBe(created.id);
    const again = await call('/api/auth/register', {
      method: 'POST',
      json: { email: 'fresh.golfer@example.test', password: 'fairway1', firstName: 'Fresh', lastName: 'Golfer' },
    });
    expect(again.status).toBe(409);
    expect(sessionCookie(again)).toBeNull();
  });

  it('ends every other session of a user (for password changes)', async () => {
    const keep = await login();
    const other = await login();
    const ended = await gateway.sessions.destroyOtherSessions(user.id, sidOf(keep));
    expect(ended).toBeGreaterThanOrEqual(1);
    expect((await call('/api/auth/user', { cookie: other })).status).toBe(401);
    expect((await call('/api/auth/user', { cookie: keep })).status).toBe(200);
  });

  it('redirects /api/login to /login', async () => {
    const res = await call('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });
});

describe('proxying to the domain services', () => {
  it.each([
    ['/api/leagues', 'leagues'],
    ['/api/leagues/my?x=1', 'leagues'],
    ['/api/leagues/abc/members/def', 'leagues'],
    ['/api/leagues/abc/calendar/availability', 'calendar'],
    ['/api/leagues/abc/tee-groups?week=2026-03-02', 'calendar'],
    ['/api/tee-groups/mine?from=2026-03-02&to=2026-03-08', 'calendar'],
    ['/api/rounds/recent', 'rounds'],
  ])('%s reaches the %s service with the full path and the signed identity', async (path, service) => {
    const cookie = await login();
    const res = await call(path, { cookie, headers: { 'x-request-id': 'trace-123' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ service, method: 'GET', path, userId: user.id, requestId: 'trace-123', cookie: null, body: null });
  });

  it('generates a request id when the caller sends none and passes it on', async () => {
    const res = await call('/api/rounds/recent');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await res.json()).requestId).toBe(id);
  });

  it('forwards anonymous callers as anonymous, whatever identity headers they send', async () => {
    const forged = signIdentity('someone-else', { method: 'GET', path: '/api/rounds/recent', service: 'rounds' });
    const res = await call('/api/rounds/recent', { headers: forged });
    expect((await res.json()).userId).toBeNull();
  });

  it('forwards bodies of state-changing requests', async () => {
    const cookie = await login();
    const res = await call('/api/rounds', { method: 'POST', cookie, json: { score: 80 } });
    // The echo service verified the body against the signed digest before answering.
    expect(await res.json()).toMatchObject({ service: 'rounds', method: 'POST', userId: user.id, body: { score: 80 } });
    const put = await call('/api/rounds/abc?x=1', { method: 'PUT', cookie, json: { notes: 'é'.repeat(500) } });
    expect(await put.json()).toMatchObject({ path: '/api/rounds/abc?x=1', body: { notes: 'é'.repeat(500) } });
  });

  it('refuses a body larger than the JSON limit with 400', async () => {
    const res = await call('/api/rounds', { method: 'POST', json: { notes: 'x'.repeat(200_000) } });
    expect(res.status).toBe(400);
  });

  it('keeps connections alive on both hops and never forwards a hop-by-hop Connection header', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (headers: Record<string, string> = {}) =>
      new Promise<{ headers: http.IncomingHttpHeaders; reused: boolean }>((resolve, reject) => {
        const request = http.get(`${gateway.url}/api/rounds/recent`, { agent, headers }, (response) => {
          response.resume();
          response.on('end', () => resolve({ headers: response.headers, reused: request.reusedSocket }));
        });
        request.on('error', reject);
      });
    try {
      const first = await get();
      const second = await get();
      const third = await get({ connection: 'close' });
      expect(first.headers.connection).toBe('keep-alive');
      expect(second.headers.connection).toBe('keep-alive');
      expect(second.reused).toBe(true);
      // gateway -> service: one pooled connection, and the client's `close` stays on its own hop.
      expect(second.headers['x-echo-upstream-port']).toBe(first.headers['x-echo-upstream-port']);
      expect(third.headers['x-echo-upstream-port']).toBe(first.headers['x-echo-upstream-port']);
      expect(third.headers['x-echo-connection']).not.toBe('close');
      expect(third.headers.connection).toBe('close');
    } finally {
      agent.destroy();
    }
  });

  it('passes ETags through and answers 304 to a matching If-None-Match (per-user answers, never cached by others)', async () => {
    // node:http, as a browser's cache revalidates (fetch() adds Cache-Control: no-cache to a
    // conditional request, which rightly disables the 304).
    const get = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        http
          .get(`${gateway.url}${path}`, { headers }, (response) => {
            let body = '';
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
          })
          .on('error', reject);
      });
    const cookie = await login();
    const headers = { cookie, 'x-request-id': 'etag-check' };
    for (const path of ['/api/rounds/recent', '/api/auth/user']) {
      const first = await get(path, headers);
      const etag = first.headers.etag!;
      expect([path, first.status, first.headers['cache-control']]).toEqual([path, 200, 'private, no-cache']);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await get(path, { ...headers, 'if-none-match': etag });
      expect([path, again.status, again.body]).toEqual([path, 304, '']);
    }
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await call('/api/nothing');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/Cannot GET/);
  });

  it('answers 503 for a stopped service only, while the others keep working', async () => {
    const cookie = await login();
    await echo.rounds.close();
    try {
      const down = await call('/api/rounds/recent', { cookie });
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ message: 'Rounds service is unavailable' });
      expect((await call('/api/leagues/my', { cookie })).status).toBe(200);
      expect((await call('/api/leagues/abc/calendar/availability', { cookie })).status).toBe(200);
      expect((await call('/api/auth/user', { cookie })).status).toBe(200);
    } finally {
      echo.rounds = await startEchoService('rounds', db);
      await gateway.close();
      gateway = await startGateway({ db, env: { ...env, ROUNDS_SERVICE_URL: echo.rounds.url } });
    }
  });
});

describe('auth service down', () => {
  it('answers 503 for login and register while the other domains keep working', async () => {
    const closed = await startTestServer(createAuthApp(db), 'auth-stopped');
    await closed.close();
    const degraded = await startGateway({ db, env: { ...env, AUTH_SERVICE_URL: closed.url } });
    try {
      const login = await call('/api/auth/login', {
        method: 'POST',
        json: { email: user.email, password: TEST_PASSWORD },
        server: degraded,
      });
      expect(login.status).toBe(503);
      expect(await login.json()).toEqual({ message: 'Auth service is unavailable' });
      const register = await call('/api/auth/register', {
        method: 'POST',
        json: { email: 'x@example.test', password: 'fairway1', firstName: 'X', lastName: 'Y' },
        server: degraded,
      });
      expect(register.status).toBe(503);
      expect((await call('/api/auth/profile', { method: 'PATCH', json: {}, server: degraded })).status).toBe(503);
      expect((await call('/api/leagues', { server: degraded })).status).toBe(200);
    } finally {
      await degraded.close();
    }
  });
});

describe('services reached directly', () => {
  const userPath = { method: 'GET', path: '/api/auth/user', service: 'auth' };

  it('refuse requests without, with a forged or with a stale signature', async () => {
    const direct = (headers: Record<string, string>) => call('/api/auth/user', { server: auth, headers });
    expect((await direct({})).status).toBe(401);
    expect((await direct(signIdentity(user.id, userPath, 'a-forged-secret-of-some-length'))).status).toBe(401);
    expect((await direct(signIdentity(user.id, userPath, undefined, Date.now() - 5 * 60_000))).status).toBe(401);
    expect((await direct(signIdentity(user.id, userPath))).status).toBe(200);
  });

  it('refuse a captured signature replayed on another path or another service', async () => {
    const captured = signIdentity(user.id, userPath);
    expect((await call('/api/auth/user', { server: auth, headers: captured })).status).toBe(200);
    expect((await call('/api/auth/user?again=1', { server: auth, headers: captured })).status).toBe(401);
    expect(
      (await call('/api/auth/profile', { server: auth, method: 'PATCH', json: { firstName: 'Mallory' }, headers: captured })).status,
    ).toBe(401);
    expect((await call('/api/auth/user', { server: echo.leagues, headers: captured })).status).toBe(401);
  });

  it("with a private INTERNAL_SECRET (as production requires), refuse what the repository's development secret signs", async () => {
    const secret = randomBytes(32).toString('hex');
    const privateAuth = await startTestServer(createAuthApp(db, { internalSecret: secret }), 'auth-private');
    const privateGateway = await startGateway({ db, env: { ...env, AUTH_SERVICE_URL: privateAuth.url, INTERNAL_SECRET: secret } });
    try {
      const forged = await call('/api/auth/user', { server: privateAuth, headers: signIdentity(user.id, userPath, DEV_INTERNAL_SECRET) });
      expect(forged.status).toBe(401);
      // The gateway that holds the secret still gets through.
      const res = await call('/api/auth/login', {
        method: 'POST',
        json: { email: user.email, password: TEST_PASSWORD },
        server: privateGateway,
      });
      expect(res.status).toBe(200);
      expect((await call('/api/auth/user', { server: privateGateway, cookie: sessionCookie(res) })).status).toBe(200);
    } finally {
      await privateGateway.close();
      await privateAuth.close();
    }
  });
});

describe('same-origin check', () => {
  it('refuses a state-changing request from a foreign Origin or Referer with 403', async () => {
    const cookie = await login();
    const foreign = await call('/api/rounds', { method: 'POST', cookie, json: {}, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const viaReferer = await call('/api/auth/logout', {
      method: 'POST',
      cookie,
      headers: { origin: '', referer: 'https://evil.example/page' },
    });
    expect(viaReferer.status).toBe(403);
    expect((await call('/api/auth/user', { cookie })).status).toBe(200);
  });

  it('lets reads through and accepts the allowed and the gateway’s own origin', async () => {
    expect((await call('/api/leagues', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
    expect((await call('/api/rounds', { method: 'POST', json: {}, headers: { origin: ORIGIN } })).status).toBe(200);
    expect((await call('/api/rounds', { method: 'POST', json: {}, headers: { origin: gateway.url } })).status).toBe(200);
  });
});

describe('sessions in Redis', () => {
  it('survive a gateway restart', async () => {
    const cookie = await login();
    await gateway.close();
    gateway = await startGateway({ db, env: { ...env, ROUNDS_SERVICE_URL: echo.rounds.url } });
    const me = await call('/api/auth/user', { cookie });
    expect(me.status).toBe(200);
    expect((await me.json()).id).toBe(user.id);
  });

  it('are not rolling: a signed-in read leaves the stored session as it is (no EXPIRE per request)', async () => {
    const cookie = await login();
    const redis = new Redis(REDIS_URL);
    try {
      const key = `fairway:sess:${sidOf(cookie)}`;
      await redis.pexpire(key, 100_000);
      expect((await call('/api/auth/user', { cookie })).status).toBe(200);
      expect(await redis.pttl(key)).toBeLessThanOrEqual(100_000);
    } finally {
      redis.disconnect();
    }
  });

  it('report readiness of the session store (Redis; the gateway needs no database then)', async () => {
    const res = await call('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', checks: { redis: 'ok' }, unanswered: { afterMs: 10_000, total: 0, now: 0 } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('sessions in the database (no Redis)', () => {
  it('are not rolling: a signed-in read writes nothing to the sessions table', async () => {
    const { REDIS_URL: _redis, ...withoutRedis } = env;
    const dbGateway = await startGateway({ db, env: withoutRedis });
    try {
      const res = await call('/api/auth/login', {
        method: 'POST',
        json: { email: user.email, password: TEST_PASSWORD },
        server: dbGateway,
      });
      await res.text();
      const cookie = sessionCookie(res)!;
      const expire = new Date(Math.floor(Date.now() / 1000) * 1000 + 100_000); // whole seconds: the column keeps no milliseconds
      await db.models.Session.update({ expire }, { where: { sid: sidOf(cookie) } });
      expect((await call('/api/auth/user', { cookie, server: dbGateway })).status).toBe(200);
      expect((await db.models.Session.findByPk(sidOf(cookie)))!.expire.getTime()).toBe(expire.getTime());
    } finally {
      await dbGateway.close();
    }
  });
});
