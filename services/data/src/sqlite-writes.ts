// Embedded mode: five processes share one SQLite file, and SQLite lets one connection write at a
// time. Two rules make that behave like MySQL under a burst:
//  - every connection waits for the write lock (busy timeout) instead of failing at once;
//  - inside a process, writes take turns in a FIFO queue. Sequelize opens one sqlite3 connection
//    per transaction and runs statements on libuv's four worker threads; a connection waiting
//    for the lock blocks its thread, so thirty concurrent transactions of one process would
//    occupy every thread while the one holding the lock could not run its COMMIT (the 128 s
//    stall of issue 14). Queued, a process has at most one writer waiting on the file.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Mutex } from 'async-mutex';
import { QueryTypes, type Sequelize } from 'sequelize';

/** How long a statement waits for another process's write lock before SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

interface Sqlite3Module {
  Database: new (
    file: string,
    mode: number,
    callback: (err: Error | null) => void,
  ) => { configure(option: 'busyTimeout', ms: number): void; run(sql: string): void };
}

/** The sqlite3 module with a busy timeout set on every connection it opens (Sequelize has no
 * option for it; node-sqlite3 queues both calls until the file is open). In WAL mode,
 * synchronous=NORMAL syncs at checkpoints instead of at every commit: a commit survives a
 * crash of the process (the fault suite's kill -9), only a power cut can lose the last ones. */
export function tunedSqlite3(sqlite3: object): object {
  const base = (sqlite3 as Sqlite3Module).Database;
  class Database extends base {
    constructor(file: string, mode: number, callback: (err: Error | null) => void) {
      super(file, mode, callback);
      this.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      this.run('PRAGMA synchronous=NORMAL');
    }
  }
  return Object.assign(Object.create(sqlite3) as object, { Database });
}

const READ_TYPES = new Set<string>([
  QueryTypes.SELECT,
  QueryTypes.SHOWTABLES,
  QueryTypes.SHOWINDEXES,
  QueryTypes.DESCRIBE,
  QueryTypes.FOREIGNKEYS,
]);

function isWrite(sql: unknown, options: { type?: string } | undefined): boolean {
  if (options?.type && READ_TYPES.has(options.type)) return false;
  const text = typeof sql === 'string' ? sql : ((sql as { query?: string } | null)?.query ?? '');
  return !/^\s*select\b/i.test(text);
}

/** Marks code running inside this process's write turn (a transaction's callback), so a
 * statement issued there without its transaction does not wait for the turn it is part of. */
const inWriteTurn = new AsyncLocalStorage<true>();

/** Queues this Sequelize instance's managed transactions and autocommit writes (FIFO, one at a
 * time); reads go straight through (WAL readers never wait for the writer). */
export function serializeWrites(sequelize: Sequelize): void {
  const turn = new Mutex();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> =>
    inWriteTurn.getStore() ? work() : turn.runExclusive(() => inWriteTurn.run(true, work));

  const query = sequelize.query.bind(sequelize) as (sql: unknown, options?: { transaction?: unknown; type?: string }) => Promise<unknown>;
  const transaction = sequelize.transaction.bind(sequelize) as (...args: unknown[]) => Promise<unknown>;

  (sequelize as unknown as { query: typeof query }).query = (sql, options) =>
    options?.transaction || !isWrite(sql, options) ? query(sql, options) : exclusive(() => query(sql, options));
  (sequelize as unknown as { transaction: typeof transaction }).transaction = (...args) => {
    // Unmanaged transactions (only the migrator, which holds its own lock) are not queued: the
    // turn could not be given back reliably.
    const managed = args.some((arg) => typeof arg === 'function');
    return managed ? exclusive(() => transaction(...args)) : transaction(...args);
  };
}
