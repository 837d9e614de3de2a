// The gateway's read cache in front of the real services, on both databases; then two gateway
// replicas sharing a real Redis, and the write announcements across a Redis that goes away.
import http from 'node:http';
import type { User } from '@fairway/data';
import { createTestUser, describeOnEachDatabase, TEST_PASSWORD } from '@fairway/kit/testing';
import { startPrivateRedis } from '@fairway/kit/testing/private-servers';
import { sessionCookie, startBackend, startGateway } from '../test-support';
import { createWriteTracker } from './write-tracker';

const TTL_MS = 1500;

interface CallOptions {
  cookie?: string;
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

async function call(base: string, path: string, { cookie, method = 'GET', json, headers = {} }: CallOptions = {}) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...headers,
      ...(cookie ? { cookie } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, cache: res.headers.get('x-cache'), etag: res.headers.get('etag'), text, headers: res.headers };
}

function rawGet(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-cache'] as string | undefined }));
      })
      .on('error', reject);
  });
}

async function signIn(base: string, user: User): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  await res.text(); // the session is stored once the body has been sent
  return sessionCookie(res)!;
}

const leagueBody = {
  name: 'Cache Links League',
  description: 'Read cache test',
  type: 'casual',
  privacy: 'public',
  maxPlayers: 10,
  courses: [{ name: 'Cache Links', rounds: 3 }],
  invitedMembers: [],
};

async function createLeague(base: string, cookie: string): Promise<string> {
  const created = await call(base, '/api/leagues', { cookie, method: 'POST', json: leagueBody });
  expect(created.status).toBe(201);
  return (JSON.parse(created.text) as { id: string }).id;
}

const logRound = (base: string, cookie: string, leagueId: string, score: number) =>
  call(base, '/api/rounds', {
    cookie,
    method: 'POST',
    json: { leagueId, course: 'Cache Links', date: new Date().toISOString().slice(0, 10), score, notes: '' },
  });

describe('the read cache', () => {
  describeOnEachDatabase((t) => {
    let backend: Awaited<ReturnType<typeof startBackend>>;

    beforeAll(async () => {
      process.env.BCRYPT_ROUNDS = '4';
      backend = await startBackend(t.db, { READ_CACHE_TTL_MS: String(TTL_MS) });
    });

    afterAll(async () => {
      await backend?.close();
    });

    it("answers a session's repeated read from what it kept, and afresh after any write", async () => {
      const owner = await createTestUser(t.db);
      const cookie = await signIn(backend.url, owner);
      const leagueId = await createLeague(backend.url, cookie);
      const path = `/api/leagues/${leagueId}/leaderboard`;

      const first = await call(backend.url, path, { cookie });
      expect([first.status, first.cache]).toEqual([200, 'miss']);
      const again = await call(backend.url, path, { cookie });
      expect([again.status, again.cache, again.text, again.etag]).toEqual([200, 'hit', first.text, first.etag]);
      expect(again.headers.get('content-type')).toMatch(/application\/json/);
      expect(again.headers.get('cache-control')).toBe('private, no-cache');

      expect((await logRound(backend.url, cookie, leagueId, 88)).status).toBe(201);
      const after = await call(backend.url, path, { cookie });
      expect([after.status, after.cache]).toEqual([200, 'miss']);
      expect(after.text).not.toBe(first.text);
      expect(after.text).toContain('88');
    });

    it('keeps answers per session: another session, of the same user or another, is answered afresh', async () => {
      const alice = await createTestUser(t.db);
      const bob = await createTestUser(t.db);
      const laptop = await signIn(backend.url, alice);
      const phone = await signIn(backend.url, alice);
      const bobs = await signIn(backend.url, bob);
      await call(backend.url, '/api/auth/user', { cookie: laptop });
      expect((await call(backend.url, '/api/auth/user', { cookie: laptop })).cache).toBe('hit');
      const onPhone = await call(backend.url, '/api/auth/user', { cookie: phone });
      expect(onPhone.cache).toBe('miss');
      const asBob = await call(backend.url, '/api/auth/user', { cookie: bobs });
      expect(asBob.cache).toBe('miss');
      expect(JSON.parse(asBob.text).id).toBe(bob.id);
    });

    it('answers afresh when asked to (Cache-Control: no-cache) and 304 to a matching If-None-Match', async () => {
      const user = await createTestUser(t.db);
      const cookie = await signIn(backend.url, user);
      const first = await call(backend.url, '/api/leagues/my', { cookie });
      const fresh = await call(backend.url, '/api/leagues/my', { cookie, headers: { 'cache-control': 'no-cache' } });
      expect([fresh.status, fresh.cache, fresh.text]).toEqual([200, 'miss', first.text]);
      // Not fetch(): given If-None-Match, it adds Cache-Control: no-cache (the Fetch standard's rule).
      const notModified = await rawGet(backend.url, '/api/leagues/my', { cookie, 'if-none-match': first.etag! });
      expect([notModified.status, notModified.cache]).toEqual([304, 'hit']);
    });

    it('keeps nothing for a signed-out caller, an error, or while a write is in flight', async () => {
      const user = await createTestUser(t.db);
      const cookie = await signIn(backend.url, user);
      expect((await call(backend.url, '/api/leagues/not-a-league', { cookie })).status).toBe(404);
      expect((await call(backend.url, '/api/leagues/not-a-league', { cookie })).cache).toBe('miss');

      const end = await backend.gateway.writes.begin();
      await call(backend.url, '/api/auth/user', { cookie });
      expect((await call(backend.url, '/api/auth/user', { cookie })).cache).toBe('miss');
      end();
      await call(backend.url, '/api/auth/user', { cookie });
      expect((await call(backend.url, '/api/auth/user', { cookie })).cache).toBe('hit');

      expect((await call(backend.url, '/api/auth/logout', { cookie, method: 'POST' })).status).toBe(200);
      const signedOut = await call(backend.url, '/api/auth/user', { cookie });
      expect([signedOut.status, signedOut.cache]).toEqual([401, 'miss']);
    });

    it('shows a change made around the gateway within READ_CACHE_TTL_MS', async () => {
      const user = await createTestUser(t.db);
      const cookie = await signIn(backend.url, user);
      await call(backend.url, '/api/auth/user', { cookie });
      await t.db.models.User.update({ firstName: 'Renamed' }, { where: { id: user.id } });
      await new Promise((done) => setTimeout(done, TTL_MS + 100));
      const later = await call(backend.url, '/api/auth/user', { cookie });
      expect(later.cache).toBe('miss');
      expect(JSON.parse(later.text).firstName).toBe('Renamed');
    });
  });
});

describe('gateway replicas sharing Redis', () => {
  describeOnEachDatabase((t) => {
    // A Redis of their own: any other gateway on a shared Redis (another test file, a running
    // system) announces its writes on the same channel and would end what these replicas keep.
    let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
    let backend: Awaited<ReturnType<typeof startBackend>>;
    let replicas: Awaited<ReturnType<typeof startGateway>>[];

    beforeAll(async () => {
      process.env.BCRYPT_ROUNDS = '4';
      redis = await startPrivateRedis();
      backend = await startBackend(t.db);
      replicas = [
        await startGateway({ db: t.db, env: { ...backend.env, REDIS_URL: redis.url } }),
        await startGateway({ db: t.db, env: { ...backend.env, REDIS_URL: redis.url } }),
      ];
    });

    afterAll(async () => {
      for (const replica of replicas ?? []) await replica.close();
      await backend?.close();
      await redis?.destroy();
    });

    it('a write through one replica ends what the other kept, before the writer answers', async () => {
      const [a, b] = replicas;
      const owner = await createTestUser(t.db);
      const cookie = await signIn(a.url, owner);
      const leagueId = await createLeague(b.url, cookie);
      // The creation's end reaches replica A through Redis after B answered: until A has heard
      // it, A keeps nothing (by design), so the reads below wait for the settled state.
      await waitUntil(() => !a.writes.writing());
      const path = `/api/leagues/${leagueId}/leaderboard`;
      const before = await call(a.url, path, { cookie });
      expect((await call(a.url, path, { cookie })).cache).toBe('hit');

      expect((await logRound(b.url, cookie, leagueId, 91)).status).toBe(201);
      const after = await call(a.url, path, { cookie });
      expect(after.cache).toBe('miss');
      expect(after.text).not.toBe(before.text);
      expect(after.text).toContain('91');
    });

    it('keeps nothing on one replica while a write runs on the other', async () => {
      const [a, b] = replicas;
      const user = await createTestUser(t.db);
      const cookie = await signIn(a.url, user);
      const end = await b.writes.begin();
      await waitUntil(() => a.writes.writing());
      await call(a.url, '/api/auth/user', { cookie });
      expect((await call(a.url, '/api/auth/user', { cookie })).cache).toBe('miss');
      end();
      await waitUntil(() => !a.writes.writing());
      await call(a.url, '/api/auth/user', { cookie });
      expect((await call(a.url, '/api/auth/user', { cookie })).cache).toBe('hit');
    });
  });
});

describe('write announcements across a Redis that goes away', () => {
  it('turn the cache off while not subscribed and start a new generation after', async () => {
    const redis = await startPrivateRedis();
    const { Redis } = await import('ioredis');
    const clients = [new Redis(redis.url), new Redis(redis.url)];
    for (const client of clients) client.on('error', () => undefined);
    const [one, two] = clients.map((client) => createWriteTracker(client));
    try {
      await waitUntil(() => one.generation() !== null && two.generation() !== null);
      const before = two.generation()!;
      const end = await one.begin();
      await waitUntil(() => two.writing());
      expect(two.generation()).toBeGreaterThan(before);
      end();
      await waitUntil(() => !two.writing());

      await redis.stop();
      await waitUntil(() => two.generation() === null);
      await redis.start();
      await waitUntil(() => two.generation() !== null);
      expect(two.generation()).toBeGreaterThan(before + 1);
    } finally {
      await one.close();
      await two.close();
      for (const client of clients) client.disconnect();
      await redis.destroy();
    }
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((done) => setTimeout(done, 20));
  }
}
