import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, Transaction, type Options } from 'sequelize';
import { serializeWrites, tunedSqlite3 } from './sqlite-writes';

export type Dialect = 'mysql' | 'sqlite';

/** The repository root: embedded database paths are resolved against it, not against the
 * working directory, because `npm start -w <app>` runs each server in its own folder. Found as the
 * nearest folder up whose package.json declares the workspaces, so it holds both for these sources
 * and for a server compiled into one file under `<app>/dist`. */
export const REPO_ROOT = findRepoRoot(__dirname);

function findRepoRoot(from: string): string {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).workspaces) return dir;
  }
  throw new Error(`No workspace root (package.json with "workspaces") above ${from}`);
}
export const DEFAULT_DATABASE_URL = `sqlite:${path.join(REPO_ROOT, '.data', 'fairway.sqlite')}`;

export interface ConnectionTarget {
  dialect: Dialect;
  /** mysql: the database name; sqlite: the absolute file path (or ':memory:'). */
  database: string;
  /** Human-readable description for start-up logs (never includes a password). */
  description: string;
}

export function describeDatabaseUrl(url: string): ConnectionTarget {
  if (url.startsWith('sqlite:')) {
    const file = sqliteFile(url);
    return { dialect: 'sqlite', database: file, description: `SQLite file ${file}` };
  }
  if (url.startsWith('mysql:') || url.startsWith('mariadb:')) {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (!database) throw new Error(`DATABASE_URL must name a database (mysql://user:pass@host:3306/fairway), got "${redact(url)}"`);
    return {
      dialect: 'mysql',
      database,
      description: `MySQL ${parsed.hostname}:${parsed.port || '3306'}/${database}`,
    };
  }
  throw new Error(`DATABASE_URL must start with mysql:// or sqlite:, got "${redact(url)}"`);
}

/** `sqlite:relative/file`, `sqlite:/abs/file`, `sqlite:///abs/file` and `sqlite::memory:`. */
function sqliteFile(url: string): string {
  const rest = url.slice('sqlite:'.length).replace(/^\/\//, '');
  if (rest === ':memory:' || rest === '') return ':memory:';
  return path.isAbsolute(rest) ? rest : path.resolve(REPO_ROOT, rest);
}

export function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

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
    // gets no answer after 2 s (the driver waits 10 s), so a request answers 503 within 3 s.
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
  return { sequelize, target };
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
