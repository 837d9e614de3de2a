// ESLint for the whole repo (flat config; the root eslint.config.mjs re-exports this file so paths
// are relative to the repo root). typescript-eslint's recommended rules plus the architecture
// boundaries, as import restrictions:
//   - a remote never imports another remote or the shell (federated modules go through RemoteModule);
//   - the shell never imports a remote's source;
//   - packages never import apps (remotes, shell, services, gateway);
//   - services and the gateway never import front-end code;
//   - the demo world stays out of the normal app's JavaScript: outside platform/src/demo only the
//     demo flag is imported statically (the adapter is reached through base-query's import());
//   - front-end code imports from react-router-dom only what the shared facade re-exports
//     (scripts/mf/react-router-dom.mjs): a missing name would be undefined at run time;
//   - no code tests a league format by name outside the formats' folder and the standings
//     engine: a format's traits (formatTraits) say what sets it apart, so a new format or a
//     changed rule is one module, not a hunt through the screens and services.
import './typescript-6.cjs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import * as routerFacade from '../../scripts/mf/react-router-dom.mjs';

const REMOTES = ['mfe-auth', 'mfe-leagues', 'mfe-rounds', 'mfe-calendar'];
const FRONT_END = ['shell/src/**', ...REMOTES.map((dir) => `${dir}/src/**`), 'packages/platform/src/**', 'packages/ui/src/**'];
const BACK_END = ['services/*/src/**', 'services/*/test/**', 'api-gateway/src/**', 'api-gateway/test/**'];

const APP_IMPORTS = ['mfe-*', '**/mfe-*', '**/mfe-*/**', 'shell', '**/shell/src/**'];
const SERVER_IMPORTS = [
  '@fairway/api-gateway',
  '@fairway/service-*',
  '@fairway/data',
  '@fairway/kit',
  '**/services/**',
  '**/api-gateway/**',
];
const FRONT_END_IMPORTS = [
  '@fairway/platform',
  '@fairway/platform/*',
  '@fairway/ui',
  'react',
  'react-dom',
  'react-dom/*',
  'react-router-dom',
  'styled-components',
  ...APP_IMPORTS,
];

const routerPath = {
  name: 'react-router-dom',
  allowImportNames: Object.keys(routerFacade),
  allowTypeImports: true,
  message: 'Production builds share react-router-dom as scripts/mf/react-router-dom.mjs: add the name there first.',
};

const FORMAT_NAME = '/^(total-to-par|net-average|stableford|points)$/';
const FORMAT_BY_NAME = "Read the format's traits (formatTraits(format).holeByHole, .strokesFromIndex, ...), not its name.";
const formatByName = [
  'error',
  { selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${FORMAT_NAME}]`, message: FORMAT_BY_NAME },
  { selector: `SwitchCase > Literal.test[value=${FORMAT_NAME}]`, message: FORMAT_BY_NAME },
];

/** One no-restricted-imports setting (a later block replaces an earlier one for the same files). */
function restrict({ groups = [], paths = [] }) {
  return ['error', { paths, patterns: groups.map(({ group, message }) => ({ group, message })) }];
}

const remoteGroup = {
  group: APP_IMPORTS,
  message:
    'Remotes never import other remotes or the shell: mount an exposed module with RemoteModule, or share it through @fairway/platform.',
};
const serverGroup = { group: SERVER_IMPORTS, message: 'Front-end code never imports back-end code: call the API.' };
const shellGroups = [
  {
    group: ['mfe-*', '**/mfe-*', '**/mfe-*/**'],
    message: 'The shell loads remotes at run time (RemoteModule, remote map), never their source.',
  },
  serverGroup,
];
const platformGroups = [
  { group: [...APP_IMPORTS, ...SERVER_IMPORTS], message: 'Packages never import apps, services or the gateway.' },
  {
    group: ['**/demo/*', '!**/demo/demo-flag'],
    message: 'The demo world is its own chunk: import only demo-flag statically; reach the adapter through import().',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      // Deliberately broken: federation-seam.test.ts runs tsc on them and expects errors.
      'packages/platform/seam-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // tsc (noUnusedLocals) reports unused locals; parameters named _x are intentionally unused.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Component registries and test doubles need `any` in a few typed seams.
      '@typescript-eslint/no-explicit-any': 'off',
      // Global augmentations (Express.User, styled-components' DefaultTheme) are declared this way.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // sqlite3 is optional and loaded only when a sqlite URL is used (services/data/src/connection.ts).
      '@typescript-eslint/no-require-imports': ['error', { allow: ['^sqlite3$'] }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    // `const crypto = require('node:crypto')` is the CommonJS way to name a built-in.
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  { files: FRONT_END, languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    ignores: ['packages/contracts/src/league-formats/**', 'services/leagues/src/domain/standings.ts'],
    rules: { 'no-restricted-syntax': formatByName },
  },
  {
    // The service worker's own script names its globals in a /* global */ comment.
    files: ['shell/pwa/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: { 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'packages/platform/src/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
  },

  // Boundaries. Blocks for narrower folders come later and carry the whole setting for them.
  ...REMOTES.map((dir) => ({
    files: [`${dir}/src/**`],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ groups: [remoteGroup, serverGroup], paths: [routerPath] }) },
  })),
  {
    files: ['shell/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict({
        groups: shellGroups,
        paths: [routerPath],
      }),
    },
  },
  {
    files: ['packages/*/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict({
        groups: [{ group: [...APP_IMPORTS, ...SERVER_IMPORTS], message: 'Packages never import apps, services or the gateway.' }],
        paths: [routerPath],
      }),
    },
  },
  {
    files: ['packages/platform/src/**'],
    ignores: ['packages/platform/src/demo/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict({
        groups: platformGroups,
        paths: [routerPath],
      }),
    },
  },
  {
    files: ['packages/platform/src/demo/demo-flag.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict({
        groups: [{ group: ['./*'], message: 'The statically shared demo flag imports nothing of the demo world.' }],
      }),
    },
  },
  {
    files: ['packages/contracts/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict({
        groups: [
          {
            group: [...FRONT_END_IMPORTS, ...SERVER_IMPORTS],
            message: '@fairway/contracts is shared by the browser and the servers: no front-end or back-end imports.',
          },
        ],
      }),
    },
  },
  {
    files: BACK_END,
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict({
        groups: [{ group: FRONT_END_IMPORTS, message: 'Services and the gateway never import front-end code.' }],
      }),
    },
  },
  // The build-time prerender and the test helpers run react-router-dom itself, not the shared
  // facade (scripts/prerender/prerender-app.mjs keeps packages outside its bundle): they may use
  // names production code does not (MemoryRouter).
  ...REMOTES.map((dir) => ({
    files: [`${dir}/src/prerender/**`],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ groups: [remoteGroup, serverGroup] }) },
  })),
  {
    files: ['shell/src/prerender/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ groups: shellGroups }) },
  },
  {
    files: ['packages/platform/src/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict({ groups: platformGroups }) },
  },
);
