import type { Transaction } from 'sequelize';
import type { Database } from './database';
import { withWriteDeadline, writeTimeLeft } from './write-deadline';

// InnoDB resolves crossing row locks by aborting one transaction ("deadlock found") and expects
// the application to run it again; a write that meets another (a round logged while its league is
// deleted, the same slot added from two leagues) must not surface as a 500. Every write
// transaction of the services goes through here so the rule lives in one place.

const RETRYABLE_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY']);
const ATTEMPTS = 8;
/** Full-jitter exponential backoff (10, 20, 40 ... ms, capped): under a steady stream of writes
 * in one league, a fixed short pause kept the same transactions crossing again (the fault suite
 * saw deadlocks outlast five attempts). */
const backoffMs = (attempt: number) => Math.random() * Math.min(400, 10 * 2 ** attempt);

export function isRetryableLockError(error: unknown): boolean {
  const e = error as { parent?: { code?: string }; original?: { code?: string } } | null;
  const code = e?.parent?.code ?? e?.original?.code;
  return code !== undefined && RETRYABLE_CODES.has(code);
}

/** Runs `work` in a transaction, running it again (whole) when the database aborted it over locks.
 * On SQLite every attempt shares one write deadline (sqlite-writes.ts): a retry starts only while
 * time is left, and waits no longer than what is left. */
export async function inTransaction<T>(db: Database, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const attempts = async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.sequelize.transaction(work);
      } catch (error) {
        const left = writeTimeLeft() ?? Number.POSITIVE_INFINITY;
        if (attempt >= ATTEMPTS || !isRetryableLockError(error) || left <= 0) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.min(backoffMs(attempt), left)));
      }
    }
  };
  return db.dialect === 'sqlite' ? withWriteDeadline(attempts) : attempts();
}
