import { randomBytes } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { Redis } from 'ioredis';
import { createAuthRateLimits, RATE_LIMIT_MESSAGE, type AuthRateLimitOptions } from './rate-limit';

/** A stand-in for the gateway: JSON body, then the limiters, then the real work. */
function appWith(options: AuthRateLimitOptions) {
  const limits = createAuthRateLimits(options);
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(express.json());
  app.post('/api/auth/login', ...limits.login, (req, res) => {
    if (req.body.password === 'right-password') res.json({ ok: true });
    else res.status(401).json({ message: 'Invalid email or password' });
  });
  app.post('/api/auth/forgot-password', ...limits.forgotPassword, (_req, res) => {
    res.json({ message: 'sent' });
  });
  return app;
}

const login = (app: express.Express, email: string, ip: string, password = 'wrong-password') =>
  request(app).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
const forgot = (app: express.Express, email: string, ip: string) =>
  request(app).post('/api/auth/forgot-password').set('X-Forwarded-For', ip).send({ email });

describe('login limits (memory store)', () => {
  it('answers 429 with a clear message after 10 failed tries from one IP', async () => {
    const app = appWith({});
    for (let i = 0; i < 10; i++) {
      expect((await login(app, `user${i}@example.test`, '10.0.0.1')).status).toBe(401);
    }
    const blocked = await login(app, 'another@example.test', '10.0.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: RATE_LIMIT_MESSAGE });
    // Even the right password waits out the window from that IP.
    expect((await login(app, 'another@example.test', '10.0.0.1', 'right-password')).status).toBe(429);
    // Another IP is unaffected.
    expect((await login(app, 'another@example.test', '10.0.0.2')).status).toBe(401);
  });

  it('limits one email across many IPs, case-insensitively', async () => {
    const app = appWith({});
    for (let i = 0; i < 10; i++) {
      expect((await login(app, i % 2 ? 'Target@Example.test' : 'target@example.test', `10.1.0.${i}`)).status).toBe(401);
    }
    expect((await login(app, 'TARGET@example.test', '10.1.0.99')).status).toBe(429);
    expect((await login(app, 'someone-else@example.test', '10.1.0.99')).status).toBe(401);
  });

  it('does not count successful sign-ins', async () => {
    const app = appWith({});
    for (let i = 0; i < 15; i++) {
      expect((await login(app, 'regular@example.test', '10.2.0.1', 'right-password')).status).toBe(200);
    }
  });

  it('honours a custom limit', async () => {
    const app = appWith({ limit: 2 });
    await login(app, 'a@example.test', '10.3.0.1');
    await login(app, 'b@example.test', '10.3.0.1');
    expect((await login(app, 'c@example.test', '10.3.0.1')).status).toBe(429);
  });
});

describe('forgot-password limits (Redis store)', () => {
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  const prefix = `fairway:rl:test-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts every request, per email, in Redis, and the count survives a new gateway process', async () => {
    const app = appWith({ redis, prefix });
    for (let i = 0; i < 10; i++) {
      expect((await forgot(app, 'victim@example.test', `10.4.0.${i}`)).status).toBe(200);
    }
    const blocked = await forgot(app, 'victim@example.test', '10.4.0.200');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect((await redis.keys(`${prefix}forgot:email:*`)).length).toBe(1);

    const restarted = appWith({ redis, prefix });
    expect((await forgot(restarted, 'victim@example.test', '10.4.0.201')).status).toBe(429);
    expect((await forgot(restarted, 'other@example.test', '10.4.0.201')).status).toBe(200);
  });

  it('keys counters by a bounded hash of the address, never by what the client typed', async () => {
    const own = `${prefix}keys:`;
    const app = appWith({ redis, prefix: own });
    const huge = `${'a'.repeat(90_000)}@example.test`;
    expect((await forgot(app, huge, '10.6.0.1')).status).toBe(200);
    expect((await forgot(app, ' Hashed@Example.test ', '10.6.0.2')).status).toBe(200);
    const keys = await redis.keys(`${own}forgot:email:*`);
    // Only the acceptable address got a per-email counter, under a 43-character hash.
    expect(keys.map((k) => k.slice(`${own}forgot:email:`.length).length)).toEqual([43]);
    expect(keys.some((k) => k.includes('example'))).toBe(false);
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThan(200);
  });

  it('limits one IP asking for many addresses', async () => {
    const app = appWith({ redis, prefix });
    for (let i = 0; i < 10; i++) {
      expect((await forgot(app, `spray${i}@example.test`, '10.5.0.1')).status).toBe(200);
    }
    expect((await forgot(app, 'spray-last@example.test', '10.5.0.1')).status).toBe(429);
  });
});

describe('Redis unreachable at start-up', () => {
  it('creating the limits leaves no unhandled rejection behind (it would end the gateway process)', async () => {
    // Nothing listens on port 1; with the offline queue off every command fails at once.
    const down = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    down.on('error', () => undefined);
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      createAuthRateLimits({ redis: down });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
      down.disconnect();
    }
  });
});
