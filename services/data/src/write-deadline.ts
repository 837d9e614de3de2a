// A write's deadline on the embedded SQLite file (sqlite-writes.ts): apart from it so that
// inTransaction, which kit's error handler loads on every server, loads no Sequelize with it.
import { AsyncLocalStorage } from 'node:async_hooks';

/** The longest a write waits before it starts (its turn in the process, then the file's write
 * lock, retries included). Under the embedded default's promise of an answer within 2 s in a
 * burst, and above the waits its bursts see (30 joins, 10 rounds: docs/operations.md). */
export const WRITE_WAIT_MS = 2_000;

/** The deadline (epoch ms) of the write running in this async context. */
const writeDeadline = new AsyncLocalStorage<number>();

/** A write that did not get the lock in time: nothing was written; kit answers 503 busy. */
export class WriteWaitExpired extends Error {
  /** Read like the driver's error by isRetryableLockError (transaction.ts) and kit's error handler. */
  readonly parent = { code: 'SQLITE_BUSY' };
  constructor() {
    super(`SQLITE_BUSY: the database's write lock was not free within ${WRITE_WAIT_MS} ms`);
    this.name = 'WriteWaitExpired';
  }
}

/** Runs `work` with one write deadline for everything in it (inTransaction's attempts share one). */
export function withWriteDeadline<T>(work: () => Promise<T>): Promise<T> {
  return writeDeadline.getStore() === undefined ? writeDeadline.run(Date.now() + WRITE_WAIT_MS, work) : work();
}

/** Runs `work` without a write deadline (each statement still waits SQLITE_BUSY_TIMEOUT_MS at
 * most): for the migrator and the seed script, which no client is waiting on. */
export function withoutWriteDeadline<T>(work: () => Promise<T>): Promise<T> {
  return writeDeadline.run(Number.POSITIVE_INFINITY, work);
}

/** Time left before the current write's deadline (null outside a write). */
export function writeTimeLeft(): number | null {
  const deadline = writeDeadline.getStore();
  return deadline === undefined ? null : deadline - Date.now();
}
