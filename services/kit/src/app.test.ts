import express from 'express';
import request from 'supertest';
import { pino } from 'pino';
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import {
  createServiceApp,
  requireUser,
  validate,
  ApiError,
  signIdentity,
  IDENTITY_MAX_AGE_MS,
  DEV_INTERNAL_SECRET,
  type SignedRequest,
} from './index';
import { createTestDatabase, signedRequest, countQueries, type TestDatabase } from './testing';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

function makeRouter() {
  const router = express.Router();
  router.get('/api/things/me', requireUser, (req, res) => {
    res.json({ userId: req.userId, requestId: req.requestId });
  });
  router.get('/api/things/anyone', (req, res) => {
    res.json({ userId: req.userId });
  });
  router.post(
    '/api/things',
    validate({ body: z.object({ name: z.string().min(1, 'Name is required'), count: z.number().max(5, 'Too many') }) }),
    (req, res) => {
      res.status(201).json(req.body);
    },
  );
  router.get('/api/things/:id', validate({ params: z.object({ id: z.uuid('Bad id') }) }), () => {
    throw new ApiError(404, 'Thing not found');
  });
  router.get(
    '/api/search',
    validate({ query: z.object({ page: z.coerce.number().int().min(1, 'Page must be positive').default(1) }) }),
    (req, res) => {
      res.json(req.query);
    },
  );
  router.get('/api/boom', () => {
    throw new Error('secret internals: password=hunter2');
  });
  router.post('/api/deadlocked', () => {
    // What Sequelize raises when InnoDB picked this transaction as a deadlock victim.
    throw Object.assign(new Error('Deadlock found when trying to get lock'), {
      name: 'SequelizeDatabaseError',
      parent: { code: 'ER_LOCK_DEADLOCK' },
    });
  });
  router.post('/api/dupe', async () => {
    await db.models.User.create({ email: 'dupe@example.test', passwordHash: 'x', firstName: 'A', lastName: 'B' });
    await db.models.User.create({ email: 'dupe@example.test', passwordHash: 'x', firstName: 'A', lastName: 'B' });
  });
  return router;
}

function makeApp() {
  return createServiceApp({ name: 'test', db, routes: makeRouter() });
}

let app: ReturnType<typeof makeApp>;
beforeAll(() => {
  app = makeApp();
});

describe('signed identity', () => {
  const as = (userId: string | null, options = {}) => signedRequest(app, userId, options);
  const target = (path: string, extra: Partial<SignedRequest> = {}): SignedRequest => ({ method: 'GET', path, service: 'test', ...extra });

  it('sets req.userId from a valid signature and propagates the request id', async () => {
    const res = await as('user-1', { requestId: 'req-abc' }).get('/api/things/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: 'user-1', requestId: 'req-abc' });
    expect(res.headers['x-request-id']).toBe('req-abc');
  });

  it('treats a signed empty user as anonymous (requireUser -> 401)', async () => {
    const anyone = await as(null).get('/api/things/anyone');
    expect(anyone.body).toEqual({ userId: null });
    const me = await as(null).get('/api/things/me');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a request without a signature', async () => {
    const res = await request(app).get('/api/things/anyone');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a forged signature (other secret, or another user under a valid signature)', async () => {
    const other = await request(app)
      .get('/api/things/me')
      .set(signIdentity('user-1', target('/api/things/me'), 'not-the-internal-secret-at-all'));
    expect(other.status).toBe(401);
    const swapped = { ...signIdentity('user-1', target('/api/things/me')), 'x-fairway-user': 'user-2' };
    expect((await request(app).get('/api/things/me').set(swapped)).status).toBe(401);
  });

  it('refuses a stale signature', async () => {
    const res = await as('user-1', { now: Date.now() - IDENTITY_MAX_AGE_MS - 1000 }).get('/api/things/me');
    expect(res.status).toBe(401);
  });

  it('refuses a captured signature replayed on another path, query, method or service', async () => {
    const captured = signIdentity('user-1', target('/api/things/anyone'));
    expect((await request(app).get('/api/things/anyone').set(captured)).status).toBe(200);
    expect((await request(app).get('/api/things/me').set(captured)).status).toBe(401);
    expect((await request(app).get('/api/things/anyone?page=2').set(captured)).status).toBe(401);
    expect((await request(app).delete('/api/things/anyone').set(captured)).status).toBe(401);
    const forLeagues = signIdentity('user-1', target('/api/things/anyone', { service: 'leagues' }));
    expect((await request(app).get('/api/things/anyone').set(forLeagues)).status).toBe(401);
  });

  it('refuses a body other than the one signed', async () => {
    const signed = signIdentity('user-1', target('/api/things', { method: 'POST', body: JSON.stringify({ name: 'a', count: 1 }) }));
    const same = await request(app)
      .post('/api/things')
      .set(signed)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ name: 'a', count: 1 }));
    expect(same.status).toBe(201);
    const tampered = await request(app)
      .post('/api/things')
      .set(signed)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ name: 'b', count: 1 }));
    expect(tampered.status).toBe(401);
    // A body the service does not parse (not JSON) is still covered by the digest.
    const text = await request(app).post('/api/things').set(signed).set('content-type', 'text/plain').send('smuggled');
    expect(text.status).toBe(401);
    const signedEmpty = signIdentity('user-1', target('/api/things', { method: 'POST' }));
    expect((await request(app).post('/api/things').set(signedEmpty).send({ name: 'a', count: 1 })).status).toBe(401);
  });

  it("with a private secret (production-like config), refuses what the repository's development secret signs", async () => {
    const secured = createServiceApp({ name: 'test', db, routes: makeRouter(), internalSecret: randomBytes(32).toString('hex') });
    const res = await request(secured)
      .get('/api/things/anyone')
      .set(signIdentity('user-1', target('/api/things/anyone'), DEV_INTERNAL_SECRET));
    expect(res.status).toBe(401);
  });

  it('answers the health probes without a signature; /readyz checks the database and the schema', async () => {
    expect((await request(app).get('/healthz')).status).toBe(200);
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ database: 'ok', schema: 'ok' });
  });

  it('is not ready while a migration is pending (a server that does not migrate waits for the migrate job)', async () => {
    const [rows] = (await db.sequelize.query('SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1')) as [
      Array<{ name: string }>,
      unknown,
    ];
    const { name } = rows[0];
    await db.sequelize.query('DELETE FROM schema_migrations WHERE name = ?', { replacements: [name] });
    const waiting = createServiceApp({ name: 'things', db, routes: [] });
    try {
      const res = await request(waiting).get('/readyz');
      expect([res.status, res.body.checks]).toEqual([503, { database: 'ok', schema: 'unavailable' }]);
    } finally {
      // What the migrate job would record; the schema itself is already there.
      await db.sequelize.query('INSERT INTO schema_migrations (name) VALUES (?)', { replacements: [name] });
    }
    expect((await request(waiting).get('/readyz')).status).toBe(200);
  });
});

describe('errors and validation', () => {
  const as = () => signedRequest(app, 'user-1');

  it('answers 400 with the first message and per-field errors', async () => {
    const res = await as().post('/api/things').send({ name: '', count: 9 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Name is required', errors: { name: 'Name is required', count: 'Too many' } });
  });

  it('validates params', async () => {
    const res = await as().get('/api/things/not-a-uuid');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ id: 'Bad id' });
    const ok = await as().get('/api/things/5f3c2b1a-0000-4000-8000-000000000000');
    expect(ok.status).toBe(404);
    expect(ok.body).toEqual({ message: 'Thing not found' });
  });

  it('validates and coerces the query string', async () => {
    expect((await as().get('/api/search?page=3')).body).toEqual({ page: 3 });
    expect((await as().get('/api/search')).body).toEqual({ page: 1 });
    const bad = await as().get('/api/search?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Page must be positive', errors: { page: 'Page must be positive' } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await as().post('/api/things').set('content-type', 'application/json').send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Malformed JSON in request body');
  });

  it('answers an oversized body with 400', async () => {
    const res = await as()
      .post('/api/things')
      .send({ name: 'x'.repeat(200_000), count: 1 });
    expect(res.status).toBe(400);
  });

  it('hides internals of unexpected errors behind a 500', async () => {
    const res = await as().get('/api/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Internal server error' });
  });

  it('answers 503 (try again), not 500, for a lock conflict that outlasted the retries', async () => {
    const res = await as().post('/api/deadlocked');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'The database is busy. Please try again.' });
  });

  it('turns a unique-constraint violation into 409 and unknown routes into 404 JSON', async () => {
    expect((await as().post('/api/dupe')).status).toBe(409);
    const missing = await as().get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/Cannot GET/);
  });
});

describe('countQueries', () => {
  it('counts the statements a call runs', async () => {
    const n = await countQueries(db, async () => {
      await db.models.User.count();
      await db.models.League.count();
    });
    expect(n).toBe(2);
  });
});

describe('access log', () => {
  it('logs failures at info and successes only at debug (the gateway logs every request)', async () => {
    const lines: Array<{ level: number; requestId?: string; res?: { statusCode: number } }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const logged = createServiceApp({ name: 'test', db, routes: makeRouter(), logger });
    await signedRequest(logged, null).get('/api/things/anyone').expect(200);
    expect(lines).toEqual([]);
    await signedRequest(logged, null).get('/api/things/me').set('x-request-id', 'r-401').expect(401);
    expect(lines.map((line) => [line.level, line.requestId, line.res?.statusCode])).toEqual([[30, 'r-401', 401]]);
  });
});
