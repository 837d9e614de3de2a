// The system's database: the embedded default, and dropping a MySQL/MariaDB database made for one
// test run.
import path from 'node:path';
import { ROOT } from './builds.mjs';

// With no DATABASE_URL the services use the embedded SQLite file under .data/ and the gateway
// keeps sessions in its sessions table; DATABASE_URL/REDIS_URL switch to MySQL and Redis.
export const EMBEDDED_DATABASE = `sqlite:${path.join(ROOT, '.data', 'fairway.sqlite')}`;

/** Runs one statement on the server of a MySQL/MariaDB `databaseUrl` about its database. */
async function onDatabaseServer(databaseUrl, statement) {
  const url = new URL(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported database name "${name}"`);
  // Loaded here only: the supervisor, which stays up as long as the system, never needs a driver.
  const { default: mysql } = await import('mysql2/promise');
  const connection = await mysql.createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
  });
  try {
    await connection.query(statement(name));
  } finally {
    await connection.end();
  }
}

/**
 * Drops a database created for one test run.
 * @param {string} databaseUrl
 * @returns {Promise<void>}
 */
export async function dropDatabase(databaseUrl) {
  await onDatabaseServer(databaseUrl, (name) => `DROP DATABASE IF EXISTS \`${name}\``);
}
