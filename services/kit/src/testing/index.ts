/** Test helpers shared by every service and the gateway: one way to get a database (or a suite
 * run on each kind: describeOnEachDatabase), sign a request, count queries and start a server. */
export { createTestDatabase, testServerUrl, type TestDatabase } from './test-database';
export { describeOnEachDatabase, describeServiceOnEachDatabase, type DatabaseUnderTest, type ServiceUnderTest } from './each-database';
export { signedHeaders, signedRequest, type SignedAgent, type SignOptions } from './signed-headers';
export { countQueries } from './count-queries';
export { startTestServer } from './test-server';
export { createTestUser, createTestLeague, TEST_PASSWORD } from './fixtures';
export { listRoutes, fieldNames, type RouteInfo } from './routes';
export { BAD_IDS, hostileBodies, WRONG_VALUES, seededRandom, type HostileBody } from './hostile-inputs';
