import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, Transaction, type Options } from 'sequelize';
import { describeDatabaseUrl, type ConnectionTarget } from './locations';
import { serializeWrites, tunedSqlite3 } from './sqlite-writes';

/** sqlite3 is an optional dependency (it compiles from source), so it is loaded only when a
 * sqlite URL is actually used, with an error that says what to do. */
function loadSqlite3(): object {
  try {
    return require('sqlite3') as object;
  } catch (error) {
    throw new Error(
      'The embedded database needs the optional "sqlite3" package, which is not installed or did not build. ' +
        'Run `npm install sqlite3 -w @fairway/data` (it compiles from source, ~2 minutes), ' +
        'or set DATABASE_URL=mysql://user:password@host:3306/fairway. Cause: ' +
        (error as Error).message,
      { cause: error },
    );
  }
}

export function createSequelize(url: string, logging: Options['logging'] = false): { sequelize: Sequelize; target: ConnectionTarget } {
  const target = describeDatabaseUrl(url);
  const define = { freezeTableName: true };
  if (target.dialect === 'sqlite') {
    if (target.database !== ':memory:') fs.mkdirSync(path.dirname(target.database), { recursive: true });
    const options: Options = {
      dialect: 'sqlite',
      dialectModule: tunedSqlite3(loadSqlite3()),
      storage: target.database,
      logging,
      define,
      // A transaction takes the write lock at BEGIN: a deferred one could not upgrade once
      // another process wrote, and would fail instead of waiting (see sqlite-writes.ts).
      transactionType: Transaction.TYPES.IMMEDIATE,
      // The busy timeout does the waiting; Sequelize's default would retry a busy statement 5 times.
      retry: { max: 1 },
    };
    const sequelize = new Sequelize(options);
    serializeWrites(sequelize);
    return { sequelize, target };
  }
  const parsed = new URL(url);
  const sequelize = new Sequelize({
    dialect: 'mysql',
    host: parsed.hostname,
    port: Number(parsed.port || 3306),
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: target.database,
    logging,
    timezone: '+00:00',
    // Fail fast while the server is unreachable: a refused connection fails at once, one that
    // gets no answer after 2 s (the driver waits 10 s) is tried CONNECT_ATTEMPTS times in all
    // (retryConnectTimeouts), so a request answers 503 within about 7 s.
    dialectOptions: { charset: 'utf8mb4', dateStrings: false, connectTimeout: 2000 },
    define: { ...define, charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
    // Waiting for a free connection is bounded too, but more loosely: under a burst the pool is
    // busy, not down, and a short limit would fail requests whose write had already committed.
    pool: { max: 10, min: 0, idle: 10_000, acquire: 10_000 },
    hooks: {
      // READ COMMITTED, on every connection: no gap locks. Under InnoDB's default (REPEATABLE
      // READ) the locking read of a user's rounds and the aggregate UPDATE's subqueries took
      // next-key locks on `rounds` ranges, and another golfer's round insert into such a gap
      // deadlocked with it, again after every retry under a steady load (the fault suite's 500s).
      // Every check-then-write already starts with a locking read of the row that guards it
      // (league, membership, round), and each statement now sees what is committed.
      afterConnect: async (connection) => {
        await (connection as unknown as { promise(): { query(sql: string): Promise<unknown> } })
          .promise()
          .query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED');
      },
    },
  });
  retryConnectTimeouts(sequelize);
  return { sequelize, target };
}

/** Attempts at opening one MySQL connection when an attempt times out. */
const CONNECT_ATTEMPTS = 3;

/**
 * A connection attempt that got no answer in time (ETIMEDOUT: a starved machine or a server busy
 * accepting others, as when several restarted replicas connect at once) is made again: opening a
 * connection applies nothing, and the request that needed it would otherwise answer 503 while the
 * database is up. A refused or denied connection fails at once (the server is down or says no).
 */
function retryConnectTimeouts(sequelize: Sequelize): void {
  const manager = sequelize.connectionManager as unknown as { connect(config: unknown): Promise<unknown> };
  const connect = manager.connect.bind(manager);
  manager.connect = async (config) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await connect(config);
      } catch (error) {
        const code = (error as { parent?: { code?: string } }).parent?.code;
        if (code !== 'ETIMEDOUT' || attempt >= CONNECT_ATTEMPTS) throw error;
      }
    }
  };
}

/** Creates the MySQL database named in the URL when it does not exist yet, so a fresh local
 * MySQL/MariaDB works without a manual CREATE DATABASE. */
export async function ensureMysqlDatabase(url: string): Promise<void> {
  const target = describeDatabaseUrl(url);
  if (target.dialect !== 'mysql') return;
  const parsed = new URL(url);
  const admin = new Sequelize({
    dialect: 'mysql',
    host: parsed.hostname,
    port: Number(parsed.port || 3306),
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    logging: false,
  });
  try {
    await admin.query(
      `CREATE DATABASE IF NOT EXISTS \`${target.database.replace(/`/g, '')}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await admin.close();
  }
}
