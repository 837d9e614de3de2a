// One jest run for the whole repo: node tests for contracts, services and the gateway
// (against the real MariaDB/Redis), jsdom tests for the front-end apps.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  rootDir: __dirname,
  // .mjs too: the scripts' ES modules, compiled to CommonJS like the tests (import.meta included).
  transform: { '^.+\\.(m?js|jsx|tsx?)$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  testTimeout: 120_000,
};
module.exports = {
  // The bound catches a hang, not a slow machine: a database suite's migrations and a walk over
  // every route took over 30 s on the 2-core machine while it also built and ran other suites.
  testTimeout: 120_000,
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{packages/contracts,services,api-gateway,web-server,deploy,scripts,tools}/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'web',
      // jsdom with Node's fetch, streams and encoders (MSW intercepts the real fetch) and Node's
      // export conditions (msw/node is not a browser bundle).
      testEnvironment: 'jest-fixed-jsdom',
      // msw's ESM-only dependencies go through swc like our own code (jest here loads CommonJS).
      transform: { '^.+\\.(m?jsx?|tsx?)$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft)/)'],
      testMatch: ['<rootDir>/{packages/platform,packages/ui,shell,mfe-*}/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/packages/platform/src/testing/setup-tests.ts'],
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/packages/platform/src/testing/file-stub.ts' },
    },
  ],
};
