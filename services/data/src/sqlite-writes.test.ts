// The embedded file's write lock held by another process (a long writer, or one that keeps
// re-taking it): a service's write must give up within its deadline and say so (the kit answers
// 503 "busy"), never wait 5 s per statement times eight retries times the writes queued before
// it; reads carry on meanwhile; once the lock is free, writes go through again.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@fairway/kit/testing';
import { isRetryableLockError, inTransaction } from './transaction';
import { WRITE_WAIT_MS } from './write-deadline';

type Connection = { run(sql: string, cb: (error: Error | null) => void): void; close(cb: () => void): void };
const sqlite3 = require('sqlite3') as { Database: new (file: string) => Connection };

let db: TestDatabase;
let holder: Connection;

beforeAll(async () => {
  db = await createTestDatabase('sqlite');
});
afterAll(async () => {
  await db.drop();
});

/** Another connection (as another process would) takes the write lock and keeps it. */
async function holdWriteLock(): Promise<() => Promise<void>> {
  holder = new sqlite3.Database(db.url.slice('sqlite:'.length));
  await new Promise<void>((resolve, reject) => holder.run('BEGIN IMMEDIATE', (error) => (error ? reject(error) : resolve())));
  return () => new Promise<void>((resolve) => holder.run('ROLLBACK', () => holder.close(() => resolve())));
}

/** Sequelize's sqlite connections by key: 'default' (reads), 'writer', one per open transaction. */
const openConnections = () => (db.sequelize.connectionManager as unknown as { connections: Record<string, unknown> }).connections;

const user = () => ({ email: `${randomUUID()}@example.test`, passwordHash: 'x', firstName: 'Lock', lastName: 'Test' });

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; error: unknown; value?: T }> {
  const start = Date.now();
  try {
    const value = await work();
    return { ms: Date.now() - start, error: null, value };
  } catch (error) {
    return { ms: Date.now() - start, error };
  }
}

it('gives up within the write deadline while another process holds the lock, reads carry on, then writes again', async () => {
  const release = await holdWriteLock();
  try {
    // Five transactions and five autocommit writes queued at once, as a burst would queue them.
    const writes = await Promise.all([
      ...Array.from({ length: 5 }, () => timed(() => inTransaction(db, (transaction) => db.models.User.create(user(), { transaction })))),
      ...Array.from({ length: 5 }, () => timed(() => db.models.User.create(user()))),
    ]);
    const read = await timed(() => db.models.User.count());
    for (const write of writes) {
      expect(write.error).not.toBeNull();
      expect(isRetryableLockError(write.error)).toBe(true);
      // Given up near the deadline, not after the busy timeout times each retry (tens of seconds);
      // the slack is for a machine busy with other suites.
      expect(write.ms).toBeLessThan(WRITE_WAIT_MS + 8_000);
    }
    // Answered while the lock is still held: a read waiting for it would have failed as busy.
    expect(read.error).toBeNull();
    // A transaction refused at BEGIN leaves no connection open: the reads' and the writes' only.
    expect(Object.keys(openConnections()).sort()).toEqual(['default', 'writer']);
  } finally {
    await release();
  }
  const after = await timed(() => inTransaction(db, (transaction) => db.models.User.create(user(), { transaction })));
  expect(after.error).toBeNull();
  expect((await timed(() => db.models.User.create(user()))).error).toBeNull();
  expect(await db.models.User.count()).toBe(2);
});

it('a write waits for the lock while it is within its deadline', async () => {
  const release = await holdWriteLock();
  setTimeout(() => void release(), WRITE_WAIT_MS / 3);
  const write = await timed(() => inTransaction(db, (transaction) => db.models.User.create(user(), { transaction })));
  expect(write.error).toBeNull();
  expect(write.ms).toBeGreaterThanOrEqual(WRITE_WAIT_MS / 3 - 50);
});
