// Each gateway signature carries a random nonce and is accepted once. A write's nonce is kept in
// the database (the signature_nonces table, MySQL or the embedded SQLite) until the signature
// goes stale, so a replayed write (a second league, a second invitation mail) is refused by every
// replica of the service and after a restart. A read's nonce is kept in this process only: a read
// changes nothing, and a row per read would put a write on every read (on SQLite, five processes
// take turns for one write lock). Services have no Redis by design (only the gateway reaches it).
import { QueryTypes, UniqueConstraintError, type Database } from '@fairway/data';

export interface ReplayGuard {
  /** True the first time `nonce` is seen; false for a replay. `durable`: kept in the database. */
  claim(nonce: string, expiresAt: number, durable: boolean): Promise<boolean>;
}

/** Stale rows are deleted once every this many writes of a process: the table holds the last
 * minute's writes plus at most this many, and the statements a request runs stay countable. */
const PURGE_EVERY_WRITES = 1_000;

export interface ReplayGuardOptions {
  now?: () => number;
  purgeEveryWrites?: number;
}

export function createReplayGuard(db: Database, options: ReplayGuardOptions = {}): ReplayGuard {
  const now = options.now ?? Date.now;
  const purgeEvery = options.purgeEveryWrites ?? PURGE_EVERY_WRITES;
  // nonce -> expiry, in about the order the signatures were made (the gateways' clocks agree).
  const seen = new Map<string, number>();
  let writes = 0;

  const forgetStale = (time: number) => {
    for (const [nonce, expiresAt] of seen) {
      if (expiresAt > time) break;
      seen.delete(nonce);
    }
  };
  const purge = (time: number) =>
    db.sequelize
      .query('DELETE FROM signature_nonces WHERE expiresAt < ?', { replacements: [time], type: QueryTypes.DELETE })
      .catch(() => undefined); // the next purge retries; the rows are only dead weight

  return {
    async claim(nonce, expiresAt, durable) {
      const time = now();
      forgetStale(time);
      if (seen.has(nonce)) return false;
      seen.set(nonce, expiresAt);
      if (!durable) return true;
      writes += 1;
      if (writes % purgeEvery === 0) void purge(time);
      try {
        await db.sequelize.query('INSERT INTO signature_nonces (nonce, expiresAt) VALUES (?, ?)', {
          replacements: [nonce, expiresAt],
          type: QueryTypes.INSERT,
        });
        return true;
      } catch (error) {
        if (error instanceof UniqueConstraintError) return false;
        // Not known to be used: the database is down (503); the gateway's next call signs anew.
        seen.delete(nonce);
        throw error;
      }
    },
  };
}
