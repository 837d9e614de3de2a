// Embedded mode: five processes share one SQLite file, and SQLite lets one connection write at a
// time. Three rules make that behave like MySQL under a burst:
//  - every connection waits for the write lock (busy timeout) instead of failing at once;
//  - inside a process, writes take turns in a FIFO queue. Sequelize opens one sqlite3 connection
//    per transaction and runs statements on libuv's four worker threads; a connection waiting
//    for the lock blocks its thread, so thirty concurrent transactions of one process would
//    occupy every thread while the one holding the lock could not run its COMMIT (the stall
//    the burst bench found). Queued, a process has at most one writer waiting on the file;
//  - a write waits at most WRITE_WAIT_MS in all (its turn, the file's lock, the retries of
//    inTransaction together), then fails as busy (503 "The database is busy"): the wait was a
//    5 s busy timeout per statement, times eight retries, times the writes queued before it, so
//    while another process held the lock (a long writer, or one that kept re-taking it: SQLite's
//    waiters poll, they are not queued) a write went unanswered for tens of seconds (docs/backend.md).
// Autocommit writes run on a connection of their own, so the reads of the process (its shared
// connection: node-sqlite3 queues every statement behind one running in serialized mode, as
// Sequelize runs writes) never wait behind a write that waits for the lock.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Mutex } from 'async-mutex';
import { QueryTypes, type Sequelize } from 'sequelize';
import { WRITE_WAIT_MS, WriteWaitExpired, withWriteDeadline, writeTimeLeft } from './write-deadline';

/** How long a statement outside a write (a read, the migrator) waits for a lock before SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** The busy timeout for a statement starting now: what is left of its write's wait, at least 1 ms. */
const busyTimeoutNow = () => Math.max(1, Math.min(SQLITE_BUSY_TIMEOUT_MS, writeTimeLeft() ?? SQLITE_BUSY_TIMEOUT_MS));

interface Sqlite3Connection {
  configure(option: 'busyTimeout', ms: number): void;
  run(sql: string): void;
}

interface Sqlite3Module {
  Database: new (file: string, mode: number, callback: (err: Error | null) => void) => Sqlite3Connection;
}

/** The sqlite3 module with a busy timeout set on every connection it opens (Sequelize has no
 * option for it; node-sqlite3 queues both calls until the file is open): a transaction's
 * connection, opened in its write's turn, waits for the lock only as long as the write may. In WAL mode,
 * synchronous=NORMAL syncs at checkpoints instead of at every commit: a commit survives a
 * crash of the process (the fault suite's kill -9), only a power cut can lose the last ones. */
export function tunedSqlite3(sqlite3: object): object {
  const base = (sqlite3 as Sqlite3Module).Database;
  class Database extends base {
    constructor(file: string, mode: number, callback: (err: Error | null) => void) {
      super(file, mode, callback);
      this.configure('busyTimeout', busyTimeoutNow());
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

/** The connection autocommit writes run on (Sequelize's sqlite connections are keyed by this). */
const WRITER = 'writer';

/**
 * Queues this Sequelize instance's managed transactions and autocommit writes (FIFO, one at a
 * time), each within its write deadline; reads go straight through (WAL readers never wait for
 * the writer) on their own connection.
 */
export function serializeWrites(sequelize: Sequelize): void {
  const turn = new Mutex();

  /** This process's write turn, or WriteWaitExpired when it does not come before the deadline. */
  const takeTurn = async (): Promise<() => void> => {
    const acquiring = turn.acquire();
    const left = writeTimeLeft() ?? WRITE_WAIT_MS;
    if (left === Number.POSITIVE_INFINITY) return acquiring;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), Math.max(0, left));
    });
    const release = await Promise.race([acquiring, expired]);
    clearTimeout(timer);
    if (release) return release;
    void acquiring.then((late) => late()); // the turn is given straight back when it comes
    throw new WriteWaitExpired();
  };

  const exclusive = <T>(work: () => Promise<T>): Promise<T> =>
    inWriteTurn.getStore()
      ? work()
      : withWriteDeadline(async () => {
          const release = await takeTurn();
          try {
            return await inWriteTurn.run(true, work);
          } finally {
            release();
          }
        });

  type QueryOptions = { transaction?: unknown; type?: string; uuid?: string };
  const query = sequelize.query.bind(sequelize) as (sql: unknown, options?: QueryOptions) => Promise<unknown>;
  const transaction = sequelize.transaction.bind(sequelize) as (...args: unknown[]) => Promise<unknown>;
  const connections = sequelize.connectionManager as unknown as { getConnection(options: { uuid: string }): Promise<Sqlite3Connection> };

  /** An autocommit write on the writer connection, waiting for the lock no longer than its deadline. */
  const write = async (sql: unknown, options: QueryOptions | undefined) => {
    const connection = await connections.getConnection({ uuid: WRITER });
    connection.configure('busyTimeout', busyTimeoutNow());
    return query(sql, { ...options, uuid: WRITER });
  };

  // A transaction refused at BEGIN (busy) is rolled back, which fails ('no transaction is
  // active'), and Sequelize then "destroys" its connection through a pool the sqlite dialect does
  // not use: nothing closes it, and each refused write left a connection (and its file handles)
  // open for good. Closing it is what releasing a finished transaction's connection does.
  const manager = sequelize.connectionManager as unknown as {
    destroyConnection(connection: object): Promise<void>;
    releaseConnection(connection: object): void;
  };
  manager.destroyConnection = async (connection) => manager.releaseConnection(connection);

  (sequelize as unknown as { query: typeof query }).query = (sql, options) =>
    options?.transaction || !isWrite(sql, options) ? query(sql, options) : exclusive(() => write(sql, options));
  (sequelize as unknown as { transaction: typeof transaction }).transaction = (...args) => {
    // Unmanaged transactions (only the migrator, which holds its own lock) are not queued: the
    // turn could not be given back reliably.
    const managed = args.some((arg) => typeof arg === 'function');
    return managed ? exclusive(() => transaction(...args)) : transaction(...args);
  };
}
