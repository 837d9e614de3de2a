import type { Options, Sequelize } from 'sequelize';
import { createSequelize, ensureMysqlDatabase } from './connection';
import { DEFAULT_DATABASE_URL, type Dialect } from './locations';
import { pendingMigrations, runMigrations } from './migrator';
import { defineModels, type Models } from './models';
import { withoutWriteDeadline } from './write-deadline';

export interface Database {
  sequelize: Sequelize;
  models: Models;
  dialect: Dialect;
  /** Where the data lives, for start-up logs (no password). */
  description: string;
  /** Applies pending migrations (creating the MySQL database first if needed); returns their names. */
  migrate(): Promise<string[]>;
  /** Migrations this code knows that the database has not applied yet. */
  pendingMigrations(): Promise<string[]>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  logging?: Options['logging'];
}

/** Opens (lazily: no connection until the first query) the database at `url`:
 * `mysql://user:pass@host:3306/name` or `sqlite:path/to/file.sqlite` (relative to the repo root). */
export function openDatabase(url: string = DEFAULT_DATABASE_URL, options: OpenDatabaseOptions = {}): Database {
  const { sequelize, target } = createSequelize(url, options.logging ?? false);
  const models = defineModels(sequelize);
  let closed = false;
  return {
    sequelize,
    models,
    dialect: target.dialect,
    description: target.description,
    async migrate() {
      await ensureMysqlDatabase(url);
      // No client waits on a migration: its statements are not held to a request's write deadline.
      return withoutWriteDeadline(async () => {
        if (target.dialect === 'sqlite' && target.database !== ':memory:') {
          // WAL lets the five embedded-mode processes read while one writes.
          await sequelize.query('PRAGMA journal_mode=WAL');
        }
        return runMigrations(sequelize, target);
      });
    },
    pendingMigrations: () => pendingMigrations(sequelize),
    async close() {
      if (closed) return;
      closed = true;
      await sequelize.close();
    },
  };
}
