// The two-database test setup, once: behaviour that differs between MariaDB and the embedded
// SQLite (locking, races, quotas, hostile input, fuzzing) runs the same suite on both.
import type { Dialect } from '@fairway/data';
import { createServiceApp, type ServiceAppOptions } from '../app';
import type { RunningServer } from '../server';
import { signedHeaders } from './signed-headers';
import { createTestDatabase, type TestDatabase } from './test-database';
import { startTestServer } from './test-server';

/** The two databases the product runs on. */
const TEST_DIALECTS: Dialect[] = ['mysql', 'sqlite'];

export interface DatabaseUnderTest {
  dialect: Dialect;
  /** A fresh migrated database of `dialect`, dropped after the suite. */
  readonly db: TestDatabase;
}

export interface ServiceUnderTest extends DatabaseUnderTest {
  /** The service app on `db`, listening on a free port of 127.0.0.1. */
  readonly server: RunningServer;
  /** A real HTTP request to the service as the gateway would send it for `userId` (null =
   * anonymous): signed over method, path and body. A string or Buffer body is sent as it is
   * (malformed JSON, other encodings included), any other body as JSON; either way with
   * `contentType` (default application/json). */
  fetchAs(userId: string | null, method: string, path: string, body?: unknown, contentType?: string): Promise<Response>;
}

/** describe.each over the dialects with one beforeAll opening what `open` returns and one afterAll
 * closing it (one hook each, so teardown runs in the order `close` says). */
function eachDialect<T extends { close(): Promise<void> }>(
  open: (dialect: Dialect) => Promise<T>,
  suite: (dialect: Dialect, opened: () => T) => void,
): void {
  describe.each(TEST_DIALECTS)('on %s', (dialect) => {
    let value: T | undefined;
    beforeAll(async () => {
      value = await open(dialect);
    });
    afterAll(async () => {
      await value?.close();
    });
    suite(dialect, () => {
      // Read at describe time, before beforeAll: a mistake worth a clear message.
      if (!value) throw new Error(`the ${dialect} test database is ready only inside tests and hooks (it is opened in beforeAll)`);
      return value;
    });
  });
}

/**
 * Runs `suite` once per database the product runs on, in `describe('on mysql' | 'on sqlite')`,
 * each with a fresh migrated database (dropped in afterAll):
 * `describeOnEachDatabase((t) => { it('...', async () => { await createTestUser(t.db); }); });`
 * Read `t.db` inside tests and hooks, not at describe time.
 */
export function describeOnEachDatabase(suite: (t: DatabaseUnderTest) => void): void {
  eachDialect(
    async (dialect) => {
      const db = await createTestDatabase(dialect);
      return { db, close: () => db.drop() };
    },
    (dialect, opened) =>
      suite({
        dialect,
        get db() {
          return opened().db;
        },
      }),
  );
}

/**
 * {@link describeOnEachDatabase} plus the service `name` with `routes(db)` served over real HTTP:
 * `describeServiceOnEachDatabase({ name: 'leagues-x', routes }, (t) => { ... t.fetchAs(user.id, 'POST', '/api/leagues', body) })`.
 */
export function describeServiceOnEachDatabase(
  service: { name: string; routes: (db: TestDatabase) => ServiceAppOptions['routes'] },
  suite: (t: ServiceUnderTest) => void,
): void {
  eachDialect(
    async (dialect) => {
      const db = await createTestDatabase(dialect);
      const server = await startTestServer(createServiceApp({ name: service.name, db, routes: service.routes(db) })).catch(
        async (error: unknown) => {
          await db.drop();
          throw error;
        },
      );
      return {
        db,
        server,
        async close() {
          try {
            await server.close();
          } finally {
            await db.drop();
          }
        },
      };
    },
    (dialect, opened) =>
      suite({
        dialect,
        get db() {
          return opened().db;
        },
        get server() {
          return opened().server;
        },
        fetchAs(userId, method, path, body, contentType = 'application/json') {
          const sent = body === undefined || typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
          return fetch(`${opened().server.url}${path}`, {
            method,
            headers: {
              ...signedHeaders(userId, { method, path, service: service.name, body: sent }),
              ...(sent === undefined ? {} : { 'content-type': contentType }),
            },
            body: typeof sent === 'string' || sent === undefined ? sent : new Uint8Array(sent),
          });
        },
      }),
  );
}
