import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataTypes, type Sequelize } from 'sequelize';
import type { ConnectionTarget } from './locations';
import { migrations } from './migrations';

const LOCK_WAIT_MS = 60_000;
/** A lock file older than this was left by a crashed process. */
const STALE_LOCK_MS = 120_000;

/** umzug's own meta model is utf8mb3; this one follows the schema's utf8mb4. */
function migrationMetaModel(sequelize: Sequelize) {
  if (sequelize.isDefined('SchemaMigration')) return sequelize.model('SchemaMigration');
  return sequelize.define(
    'SchemaMigration',
    { name: { type: DataTypes.STRING(190), allowNull: false, unique: true, primaryKey: true } },
    { tableName: 'schema_migrations', timestamps: false, charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
  );
}

/** umzug (and its command-line dependencies, ~150 modules) is loaded only by a process that
 * migrates: servers in production never do, and readiness needs only the applied names. */
async function createUmzug(sequelize: Sequelize) {
  const { SequelizeStorage, Umzug } = await import('umzug');
  const queryInterface = sequelize.getQueryInterface();
  return new Umzug({
    migrations: migrations.map((m) => ({
      name: m.name,
      up: () => m.up({ name: m.name, context: { queryInterface } }),
      down: () => m.down({ name: m.name, context: { queryInterface } }),
    })),
    context: { queryInterface },
    storage: new SequelizeStorage({ model: migrationMetaModel(sequelize) }),
    logger: undefined,
  });
}

/** Runs pending migrations: the migrate command (`src/migrate.ts`, the release's Job in
 * production) and, outside production, every server at start. Concurrent runs are serialised: MySQL with a named lock, SQLite with a lock file beside the database. */
export async function runMigrations(sequelize: Sequelize, target: ConnectionTarget): Promise<string[]> {
  const umzug = await createUmzug(sequelize);
  const run = async () => (await umzug.up()).map((m) => m.name);
  if (target.dialect === 'mysql') return withMysqlLock(sequelize, `migrate:${target.database}`.slice(0, 64), run);
  if (target.database === ':memory:') return run();
  return withFileLock(`${target.database}.migrate.lock`, run);
}

/** The migrations this code knows that the database has not recorded (all of them before the
 * first migration created the table). Reads only; never creates the table. */
export async function pendingMigrations(sequelize: Sequelize): Promise<string[]> {
  const meta = migrationMetaModel(sequelize);
  if (!(await sequelize.getQueryInterface().tableExists(meta.getTableName()))) return migrations.map((m) => m.name);
  const applied = new Set(
    (await meta.findAll({ attributes: ['name'], raw: true })).map((row) => (row as unknown as { name: string }).name),
  );
  return migrations.map((m) => m.name).filter((name) => !applied.has(name));
}

/** MySQL named locks are server-wide, so the name carries the database: migrating one
 * database (e.g. a test's) never waits for another. */
async function withMysqlLock<T>(sequelize: Sequelize, lockName: string, fn: () => Promise<T>): Promise<T> {
  // GET_LOCK belongs to one connection: a transaction pins one for the lock's lifetime.
  const t = await sequelize.transaction();
  try {
    const [rows] = (await sequelize.query('SELECT GET_LOCK(?, ?) AS got', {
      replacements: [lockName, LOCK_WAIT_MS / 1000],
      transaction: t,
    })) as [Array<{ got: number | null }>, unknown];
    if (Number(rows[0]?.got) !== 1) throw new Error('Timed out waiting for another process to finish migrating the database');
    try {
      return await fn();
    } finally {
      await sequelize.query('SELECT RELEASE_LOCK(?)', { replacements: [lockName], transaction: t });
    }
  } finally {
    await t.commit();
  }
}

async function withFileLock<T>(lockPath: string, fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - safeMtime(lockPath);
      if (age > STALE_LOCK_MS) fs.rmSync(lockPath, { force: true });
      else if (Date.now() > deadline) throw new Error(`Timed out waiting for migration lock ${lockPath}`, { cause: error });
      else await sleep(100);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockPath, { force: true });
  }
}

function safeMtime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return Date.now();
  }
}
