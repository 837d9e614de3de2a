/** Test helpers shared by every service and the gateway: one way to get a database, sign a
 * request, count queries and start a server. */
export { createTestDatabase, TEST_DIALECTS, testServerUrl, type TestDatabase } from './test-database';
export { signedHeaders, signedRequest, type SignedAgent, type SignOptions } from './signed-headers';
export { countQueries } from './count-queries';
export { startTestServer } from './test-server';
export { createTestUser, createTestLeague, TEST_PASSWORD } from './fixtures';
