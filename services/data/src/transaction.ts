import type { Transaction } from 'sequelize';
import type { Database } from './database';

// InnoDB resolves crossing row locks by aborting one transaction ("deadlock found") and expects
// the application to run it again; a write that meets another (a round logged while its league is
// deleted, the same slot added from two leagues) must not surface as a 500. Every write
// transaction of the services goes through here so the rule lives in one place.

const RETRYABLE_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY']);
const ATTEMPTS = 5;

export function isRetryableLockError(error: unknown): boolean {
  const e = error as { parent?: { code?: string }; original?: { code?: string } } | null;
  const code = e?.parent?.code ?? e?.original?.code;
  return code !== undefined && RETRYABLE_CODES.has(code);
}

/** Runs `work` in a transaction, running it again (whole) when the database aborted it over locks. */
export async function inTransaction<T>(db: Database, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.sequelize.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryableLockError(error)) throw error;
      // A short random pause so the retried transactions do not cross again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
