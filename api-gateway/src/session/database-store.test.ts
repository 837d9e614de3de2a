import type { SessionData } from 'express-session';
import { createTestDatabase, createTestUser, type TestDatabase } from '@fairway/kit/testing';
import { DatabaseSessionStore } from './database-store';

let db: TestDatabase;
let store: DatabaseSessionStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = new DatabaseSessionStore(db);
});
afterAll(async () => {
  store.close();
  await db.drop();
});

const sessionFor = (userId: string | null, expiresInMs: number) =>
  ({
    cookie: { originalMaxAge: expiresInMs, expires: new Date(Date.now() + expiresInMs), httpOnly: true, path: '/' },
    ...(userId ? { passport: { user: userId } } : {}),
  }) as unknown as SessionData;

const get = (sid: string) =>
  new Promise<SessionData | null | undefined>((resolve, reject) => store.get(sid, (err, s) => (err ? reject(err) : resolve(s))));
const set = (sid: string, sess: SessionData) =>
  new Promise<void>((resolve, reject) => store.set(sid, sess, (err) => (err ? reject(err) : resolve())));

describe('DatabaseSessionStore (sessions table)', () => {
  it('stores, reads back, overwrites and destroys a session', async () => {
    await set('sid-a', sessionFor(null, 60_000));
    expect(await get('sid-a')).toMatchObject({ cookie: { path: '/' } });
    await set('sid-a', { ...sessionFor(null, 60_000), note: 'second' } as SessionData);
    expect(await get('sid-a')).toMatchObject({ note: 'second' });
    await new Promise<void>((resolve) => store.destroy('sid-a', () => resolve()));
    expect(await get('sid-a')).toBeNull();
  });

  it('ignores expired rows on read and purges them', async () => {
    await set('sid-old', sessionFor(null, -1000));
    await set('sid-new', sessionFor(null, 60_000));
    expect(await get('sid-old')).toBeNull();
    expect(await store.purgeExpired()).toBe(1);
    expect(await db.models.Session.findByPk('sid-old')).toBeNull();
    expect(await db.models.Session.findByPk('sid-new')).not.toBeNull();
  });

  it('indexes sessions by user and ends the others of a user', async () => {
    const user = await createTestUser(db);
    const other = await createTestUser(db);
    await set('u1-keep', sessionFor(user.id, 60_000));
    await set('u1-other', sessionFor(user.id, 60_000));
    await set('u2', sessionFor(other.id, 60_000));
    expect((await db.models.Session.findByPk('u1-keep'))!.userId).toBe(user.id);
    expect(await store.destroyOtherSessions(user.id, 'u1-keep')).toBe(1);
    expect(await get('u1-other')).toBeNull();
    expect(await get('u1-keep')).not.toBeNull();
    expect(await get('u2')).not.toBeNull();
  });
});
