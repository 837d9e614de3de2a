// Over 300 lines: its cases share one real gateway, auth service and Redis, started once.
// Through the real gateway and the real auth service: sessions in Redis, users in MariaDB.
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { Redis } from 'ioredis';
import { createLogger, EMAIL_CHANGED_USER_HEADER, PASSWORD_RESET_USER_HEADER, type RunningServer } from '@fairway/kit';
import { createTestDatabase, createTestUser, startTestServer, TEST_PASSWORD, type TestDatabase } from '@fairway/kit/testing';
import { createApp as createAuthApp } from '../../../services/auth/src/app';
import { startStaticServer } from '../../../web-server/src/static-server';
import { fakeBuild } from '../../../web-server/src/testing/front-end';
import { createGatewayApp } from '../app';
import { parseGatewayConfig } from '../config';
import { createWriteTracker, type WriteTracker } from '../read-cache/write-tracker';
import { createSessionBackend, type SessionBackend } from '../session/sessions';
import { createAuthRateLimits, LEAGUE_RATE_LIMIT_MESSAGE, RATE_LIMIT_MESSAGE, REGISTER_LIMIT_PER_IP } from './rate-limit';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const logger = createLogger('test', 'silent');
let db: TestDatabase;
let auth: RunningServer;
let sessions: SessionBackend;
let writes: WriteTracker;
let redis: Redis;
let app: ReturnType<typeof createGatewayApp>;
const prefix = `fairway:rl:test-${randomBytes(4).toString('hex')}:`;

beforeAll(async () => {
  process.env.BCRYPT_ROUNDS = '4';
  db = await createTestDatabase();
  auth = await startTestServer(createAuthApp(db, { logger, sendMail: async () => ({ messageId: 'test' }) }), 'auth');
  const config = parseGatewayConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, REDIS_URL, AUTH_SERVICE_URL: auth.url });
  sessions = await createSessionBackend({ redisUrl: REDIS_URL, db });
  redis = new Redis(REDIS_URL);
  writes = createWriteTracker(sessions.redis);
  app = createGatewayApp({
    config,
    sessions,
    writes,
    logger,
    extendAuth: () => ({ rateLimits: createAuthRateLimits({ redis, prefix }) }),
  });
});

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await writes.close();
  await sessions.close();
  await auth.close();
  await db.drop();
});

/** Another gateway in front of the same auth service, with its own config and counters. */
function gatewayWith(env: Record<string, string>) {
  const config = parseGatewayConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, REDIS_URL, AUTH_SERVICE_URL: auth.url, ...env });
  const own = `${prefix}${randomBytes(3).toString('hex')}:`;
  return createGatewayApp({
    config,
    sessions,
    writes,
    logger,
    extendAuth: () => ({ rateLimits: createAuthRateLimits({ redis, prefix: own }) }),
  });
}

async function signedIn(email: string, password = TEST_PASSWORD, gateway = app) {
  const agent = request.agent(gateway);
  const res = await agent.post('/api/auth/login').send({ email, password });
  expect(res.status).toBe(200);
  return agent;
}

describe('what the browser sees of a user', () => {
  it('never contains the password hash (register, login, current user)', async () => {
    const agent = request.agent(app);
    const email = `hash-check-${randomBytes(3).toString('hex')}@example.test`;
    const registered = await agent
      .post('/api/auth/register')
      .send({ email, password: 'secret-pass', firstName: 'Hash', lastName: 'Check' });
    expect(registered.status).toBe(201);
    const loggedIn = await request.agent(app).post('/api/auth/login').send({ email, password: 'secret-pass' });
    expect(loggedIn.status).toBe(200);
    const current = await agent.get('/api/auth/user');
    expect(current.status).toBe(200);
    for (const res of [registered, loggedIn, current]) {
      expect(res.body.email).toBe(email);
      expect(res.body).not.toHaveProperty('passwordHash');
      expect(res.text).not.toMatch(/\$2[aby]\$/);
    }
  });
});

describe('account calls at the gateway refuse bad input with 400', () => {
  it.each(['/api/auth/forgot-password', '/api/auth/change-password', '/api/auth/reset-password'])('%s: malformed JSON', async (path) => {
    const agent = await signedIn((await createTestUser(db)).email);
    const res = await agent.post(path).set('content-type', 'application/json').send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Malformed JSON in request body');
  });
});

describe('change-password at the gateway', () => {
  it("ends the user's other sessions and keeps this one", async () => {
    const user = await createTestUser(db);
    const laptop = await signedIn(user.email);
    const phone = await signedIn(user.email);
    const stranger = await signedIn((await createTestUser(db)).email);

    const res = await laptop
      .post('/api/auth/change-password')
      .send({ currentPassword: TEST_PASSWORD, newPassword: 'changed-pass', confirmPassword: 'changed-pass' });
    expect(res.status).toBe(200);

    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await stranger.get('/api/auth/user')).status).toBe(200);
    await signedIn(user.email, 'changed-pass');
  });

  it('keeps every session when the auth service refuses the change', async () => {
    const user = await createTestUser(db);
    const laptop = await signedIn(user.email);
    const phone = await signedIn(user.email);
    const res = await laptop
      .post('/api/auth/change-password')
      .send({ currentPassword: 'not-it', newPassword: 'changed-pass', confirmPassword: 'changed-pass' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Current password is incorrect');
    expect((await phone.get('/api/auth/user')).status).toBe(200);
  });

  it('needs a session', async () => {
    const res = await request(app)
      .post('/api/auth/change-password')
      .send({ currentPassword: TEST_PASSWORD, newPassword: 'changed-pass', confirmPassword: 'changed-pass' });
    expect(res.status).toBe(401);
  });
});

describe('rate limits at the gateway', () => {
  it('answers 429 after 10 failed logins for one email, and the right password waits too', async () => {
    const user = await createTestUser(db);
    for (let i = 0; i < 10; i++) {
      const res = await request(app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', `10.9.0.${i}`)
        .send({ email: user.email, password: 'wrong-guess' });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid email or password');
    }
    const blocked = await request(app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.9.1.1')
      .send({ email: user.email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: RATE_LIMIT_MESSAGE });
  });

  it('forwards forgot-password to the auth service and answers 429 after 10 requests from one IP', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await request(app)
        .post('/api/auth/forgot-password')
        .set('X-Forwarded-For', '10.8.0.1')
        .send({ email: `someone${i}@example.test` });
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(/password reset link has been sent/);
    }
    const blocked = await request(app)
      .post('/api/auth/forgot-password')
      .set('X-Forwarded-For', '10.8.0.1')
      .send({ email: 'x@example.test' });
    expect(blocked.status).toBe(429);
  });

  it('still validates forgot-password input (400, not a limiter error)', async () => {
    const res = await request(app).post('/api/auth/forgot-password').set('X-Forwarded-For', '10.7.0.1').send({ email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });
});

describe('the client address the per-IP limits count', () => {
  const failedLogin = (gateway: typeof app, forwardedFor: string, i: number) =>
    request(gateway)
      .post('/api/auth/login')
      .set('X-Forwarded-For', forwardedFor)
      .send({ email: `nobody${i}.${randomBytes(3).toString('hex')}@example.test`, password: 'wrong-guess' });

  it('ignores X-Forwarded-For from a peer TRUST_PROXY does not name: a fresh header per try gets nowhere', async () => {
    const gateway = gatewayWith({ TRUST_PROXY: '10.9.9.9' });
    for (let i = 0; i < 10; i++) expect((await failedLogin(gateway, `198.51.100.${i}`, i)).status).toBe(401);
    const blocked = await failedLogin(gateway, '198.51.100.200', 10);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: RATE_LIMIT_MESSAGE });
  });

  it("through the shell's proxy (as deployed): 11 logins with a fresh X-Forwarded-For each, the 11th is 429", async () => {
    const gateway = await startTestServer(gatewayWith({}), 'gateway');
    const shell = await startStaticServer({ root: fakeBuild('shell'), port: 0, host: '127.0.0.1', apiTarget: gateway.url });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await fetch(`${shell.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: shell.url, 'x-forwarded-for': i % 2 ? `203.0.113.${i}` : `key-${i}` },
          body: JSON.stringify({ email: `sprayed${i}.${randomBytes(3).toString('hex')}@example.test`, password: 'wrong-guess' }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    } finally {
      await shell.close();
      await gateway.close();
    }
  });

  it('counts a trusted hop that passed on a non-address by the hop, not by the string', async () => {
    const gateway = gatewayWith({});
    for (let i = 0; i < 10; i++) expect((await failedLogin(gateway, `made-up-key-${i}`, i)).status).toBe(401);
    expect((await failedLogin(gateway, 'made-up-key-last', 10)).status).toBe(429);
  });

  it("believes the trusted shell's address, so one client's failures do not block another", async () => {
    const gateway = gatewayWith({});
    for (let i = 0; i < 10; i++) expect((await failedLogin(gateway, '203.0.113.5', i)).status).toBe(401);
    expect((await failedLogin(gateway, '203.0.113.5', 10)).status).toBe(429);
    expect((await failedLogin(gateway, '203.0.113.6', 11)).status).toBe(401);
  });
});

describe('current-password guesses (change password, email change)', () => {
  const wrongChange = (agent: ReturnType<typeof request.agent>, ip: string, currentPassword = 'wrong-guess') =>
    agent
      .post('/api/auth/change-password')
      .set('X-Forwarded-For', ip)
      .send({ currentPassword, newPassword: 'changed-pass', confirmPassword: 'changed-pass' });
  const emailChange = (agent: ReturnType<typeof request.agent>, ip: string, currentPassword = 'wrong-guess') =>
    agent
      .patch('/api/auth/profile')
      .set('X-Forwarded-For', ip)
      .send({ firstName: 'Guess', lastName: 'Er', email: `taken-over.${randomBytes(3).toString('hex')}@example.test`, currentPassword });

  it('answers 429 after 10 wrong current passwords on one account, from any number of IPs, even for the right one', async () => {
    const gateway = gatewayWith({});
    const user = await createTestUser(db);
    const stolen = await signedIn(user.email, TEST_PASSWORD, gateway);
    for (let i = 0; i < 5; i++) {
      const res = await wrongChange(stolen, `10.20.0.${i}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Current password is incorrect');
      expect(res.headers['x-fairway-current-password-refused']).toBeUndefined();
    }
    for (let i = 5; i < 10; i++) expect((await emailChange(stolen, `10.20.0.${i}`)).status).toBe(400);
    for (const blocked of [await wrongChange(stolen, '10.20.1.1'), await emailChange(stolen, '10.20.1.2', TEST_PASSWORD)]) {
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: RATE_LIMIT_MESSAGE });
    }
    expect((await wrongChange(stolen, '10.20.1.3', TEST_PASSWORD)).status).toBe(429);
    // A profile edit that checks no password is not held up.
    const names = await stolen.patch('/api/auth/profile').send({ firstName: 'Still', lastName: 'Editable', email: user.email });
    expect(names.status).toBe(200);
    // Another account is unaffected.
    const other = await signedIn((await createTestUser(db)).email, TEST_PASSWORD, gateway);
    expect((await wrongChange(other, '10.20.2.1')).status).toBe(400);
  });

  it('answers 429 after 10 wrong current passwords from one IP across accounts; right ones and other refusals do not count', async () => {
    const gateway = gatewayWith({});
    for (let i = 0; i < 10; i++) {
      const agent = await signedIn((await createTestUser(db)).email, TEST_PASSWORD, gateway);
      // A mistyped confirmation is refused (400) without a password check: no guess.
      const mismatch = await agent
        .post('/api/auth/change-password')
        .set('X-Forwarded-For', '10.21.0.1')
        .send({ currentPassword: 'wrong-guess', newPassword: 'changed-pass', confirmPassword: 'other-pass' });
      expect(mismatch.status).toBe(400);
      if (i === 0) expect((await wrongChange(agent, '10.21.0.1', TEST_PASSWORD)).status).toBe(200);
      expect((await wrongChange(agent, '10.21.0.1')).status).toBe(400);
    }
    const next = await signedIn((await createTestUser(db)).email, TEST_PASSWORD, gateway);
    expect((await wrongChange(next, '10.21.0.1', TEST_PASSWORD)).status).toBe(429);
    expect((await wrongChange(next, '10.21.0.2')).status).toBe(400);
  });
});

describe('reset-password at the gateway', () => {
  it('ends every session of the account and does not pass the internal header on', async () => {
    const user = await createTestUser(db);
    const laptop = await signedIn(user.email);
    const token = 'gateway-reset-token-0123456789';
    await db.models.PasswordResetToken.create({
      userId: user.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const res = await request(app)
      .post('/api/auth/reset-password')
      .send({ token, newPassword: 'after-reset', confirmPassword: 'after-reset' });
    expect(res.status).toBe(200);
    expect(res.headers[PASSWORD_RESET_USER_HEADER]).toBeUndefined();
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    await signedIn(user.email, 'after-reset');
  });

  it('relays a refusal and keeps the sessions', async () => {
    const user = await createTestUser(db);
    const laptop = await signedIn(user.email);
    const res = await request(app)
      .post('/api/auth/reset-password')
      .send({ token: 'never-issued', newPassword: 'after-reset', confirmPassword: 'after-reset' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Failed to reset password. The link may be expired or invalid.');
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
  });
});

describe('registration, reset and league-creation limits', () => {
  const register = (email: string, ip: string) =>
    request(app)
      .post('/api/auth/register')
      .set('X-Forwarded-For', ip)
      .send({ email, password: 'fairway1', firstName: 'Rate', lastName: 'Limited' });

  it('answers register with 429 after 20 from one IP, and after 10 for one address from many IPs', async () => {
    const tag = randomBytes(3).toString('hex');
    for (let i = 0; i < REGISTER_LIMIT_PER_IP; i++) expect((await register(`bulk${i}.${tag}@example.test`, '10.6.0.1')).status).toBe(201);
    const blocked = await register(`bulk-last.${tag}@example.test`, '10.6.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect(await db.models.User.count({ where: { email: `bulk-last.${tag}@example.test` } })).toBe(0);
    // Probing one address (409 says it has an account) from many IPs stops too.
    const probed = `probed.${tag}@example.test`;
    for (let i = 0; i < 10; i++) expect((await register(probed, `10.5.${i}.1`)).status).toBe(i === 0 ? 201 : 409);
    expect((await register(probed, '10.5.99.1')).status).toBe(429);
  });

  it('answers reset-password with 429 after 10 refused tokens from one IP', async () => {
    const attempt = () =>
      request(app)
        .post('/api/auth/reset-password')
        .set('X-Forwarded-For', '10.4.0.1')
        .send({ token: randomBytes(32).toString('base64url'), newPassword: 'guessing', confirmPassword: 'guessing' });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });

  it('limits league creation per account (20 an hour) before anything reaches the leagues service', async () => {
    const agent = await signedIn((await createTestUser(db)).email);
    // No leagues service runs here (503): the limiter counts every attempt before the proxy.
    for (let i = 0; i < 20; i++) expect((await agent.post('/api/leagues').send({})).status).not.toBe(429);
    const blocked = await agent.post('/api/leagues').send({});
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: LEAGUE_RATE_LIMIT_MESSAGE });
    // Another account from the same address is not blocked by it.
    const other = await signedIn((await createTestUser(db)).email);
    expect((await other.post('/api/leagues').send({})).status).not.toBe(429);
  });
});

describe('email change at the gateway', () => {
  it('needs the current password (400) and then ends every other session of the account', async () => {
    const user = await createTestUser(db);
    const laptop = await signedIn(user.email);
    const phone = await signedIn(user.email);
    const profile = { firstName: 'New', lastName: 'Address', email: `moved.${user.id}@example.test` };
    const refused = await laptop.patch('/api/auth/profile').send(profile);
    expect(refused.status).toBe(400);
    expect((await phone.get('/api/auth/user')).status).toBe(200);

    const changed = await laptop.patch('/api/auth/profile').send({ ...profile, currentPassword: TEST_PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe(profile.email);
    expect(changed.headers[EMAIL_CHANGED_USER_HEADER]).toBeUndefined();
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
  });
});
