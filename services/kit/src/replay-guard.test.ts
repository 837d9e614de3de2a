// A gateway signature is accepted once: a write's nonce in the database (every replica, after a
// restart), a read's in the process. MariaDB and the embedded SQLite.
import express from 'express';
import request from 'supertest';
import { createServiceApp } from './app';
import { IDENTITY_MAX_AGE_MS, signIdentity, type SignedRequest } from './identity';
import { createReplayGuard } from './replay-guard';
import { describeOnEachDatabase } from './testing';

describeOnEachDatabase((t) => {
  let created = 0;
  const router = express.Router();
  router.post('/api/things', (req, res) => {
    created += 1;
    res.status(201).json({ userId: req.userId, body: req.body });
  });
  router.get('/api/things', (req, res) => void res.json({ userId: req.userId }));
  // Two replicas of one service on one database, each with its own process memory.
  const replica = () => createServiceApp({ name: 'things', db: t.db, routes: router });
  const post = (app: express.Express, headers: Record<string, string>) =>
    request(app).post('/api/things').set(headers).set('content-type', 'application/json').send('{"name":"league"}');
  const signed = (target: Partial<SignedRequest> = {}, now?: number) =>
    signIdentity(
      'user-1',
      { method: 'POST', path: '/api/things', service: 'things', body: '{"name":"league"}', ...target },
      undefined,
      now,
    );

  it('refuses a write signed once and sent again (401), on this replica, another one and after a restart', async () => {
    const first = replica();
    const captured = signed();
    created = 0;
    expect((await post(first, captured)).status).toBe(201);
    const replays = [await post(first, captured), await post(replica(), captured), await post(replica(), captured)];
    expect(replays.map((r) => [r.status, r.body])).toEqual(Array(3).fill([401, { message: 'Unauthorized' }]));
    expect(created).toBe(1);
  });

  it('accepts the same request signed again (a retry re-signs), even in the same millisecond', async () => {
    const app = replica();
    const now = Date.now();
    created = 0;
    expect((await post(app, signed({}, now))).status).toBe(201);
    expect((await post(app, signed({}, now))).status).toBe(201);
    expect(created).toBe(2);
  });

  it('refuses a read signed once and sent again to the same process', async () => {
    const app = replica();
    const captured = signIdentity('user-1', { method: 'GET', path: '/api/things', service: 'things' });
    expect((await request(app).get('/api/things').set(captured)).status).toBe(200);
    expect((await request(app).get('/api/things').set(captured)).status).toBe(401);
  });

  it('refuses a signature whose nonce was changed or removed (it is signed)', async () => {
    const app = replica();
    const captured = signed();
    const other = { ...captured, 'x-fairway-nonce': 'f'.repeat(32) };
    const { 'x-fairway-nonce': _removed, ...without } = captured;
    expect((await post(app, other)).status).toBe(401);
    expect((await post(app, without)).status).toBe(401);
  });

  it('keeps a nonce only while its signature can be used, and then deletes it', async () => {
    let now = 1_000_000_000_000;
    const guard = createReplayGuard(t.db, { now: () => now, purgeEveryWrites: 2 });
    const nonce = (n: number) => n.toString(16).padStart(32, 'a');
    expect(await guard.claim(nonce(1), now + IDENTITY_MAX_AGE_MS, true)).toBe(true);
    expect(await guard.claim(nonce(1), now + IDENTITY_MAX_AGE_MS, true)).toBe(false);
    // Another process (a fresh guard) knows it from the database.
    expect(await createReplayGuard(t.db, { now: () => now }).claim(nonce(1), now + IDENTITY_MAX_AGE_MS, true)).toBe(false);
    now += IDENTITY_MAX_AGE_MS + 1;
    expect(await guard.claim(nonce(2), now + IDENTITY_MAX_AGE_MS, true)).toBe(true);
    // The second write purged (purgeEveryWrites: 2), beside the claim, without being awaited:
    // look until it has had its turn (a busy machine may take a while), for at most 10 s.
    const kept = async () => {
      const [rows] = (await t.db.sequelize.query('SELECT nonce FROM signature_nonces WHERE nonce IN (?, ?)', {
        replacements: [nonce(1), nonce(2)],
      })) as [Array<{ nonce: string }>, unknown];
      return rows.map((r) => r.nonce);
    };
    for (let waited = 0; waited < 10_000 && (await kept()).length > 1; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await kept()).toEqual([nonce(2)]);
  });
});
