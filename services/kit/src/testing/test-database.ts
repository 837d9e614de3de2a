import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database, type Dialect } from '@fairway/data';

export interface TestDatabase extends Database {
  name: string;
  url: string;
  /** Closes the connection and drops the database (removes the SQLite file). */
  drop(): Promise<void>;
}

/** Server URL of the MariaDB/MySQL used by tests (no database name). */
export function testServerUrl(): string {
  return (process.env.TEST_DATABASE_URL || 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
}

/** A fresh, migrated database: `fairway_t_<random>` on the test MariaDB (default), or a temp
 * SQLite file as the embedded mode uses; call `.drop()` in afterAll. To run a suite on both, use
 * describeOnEachDatabase / describeServiceOnEachDatabase (./each-database). */
export async function createTestDatabase(dialect: Dialect = 'mysql'): Promise<TestDatabase> {
  const name = `fairway_t_${randomBytes(6).toString('hex')}`;
  const dir = dialect === 'sqlite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-test-')) : null;
  const url = dir ? `sqlite:${path.join(dir, `${name}.sqlite`)}` : `${testServerUrl()}/${name}`;
  const db = openDatabase(url);
  await db.migrate();
  return {
    ...db,
    name,
    url,
    async drop() {
      try {
        if (!dir) await db.sequelize.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await db.close();
        if (dir) fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
