import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '@fairway/data';

export interface TestDatabase extends Database {
  name: string;
  url: string;
  /** Closes the connection and drops the database. */
  drop(): Promise<void>;
}

/** Server URL of the MariaDB/MySQL used by tests (no database name). */
export function testServerUrl(): string {
  return (process.env.TEST_DATABASE_URL || 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
}

/** A fresh, migrated database `fairway_t_<random>` on the test MariaDB; call `.drop()` in afterAll. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `fairway_t_${randomBytes(6).toString('hex')}`;
  const url = `${testServerUrl()}/${name}`;
  const db = openDatabase(url);
  await db.migrate();
  return {
    ...db,
    name,
    url,
    async drop() {
      try {
        await db.sequelize.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await db.close();
      }
    },
  };
}
