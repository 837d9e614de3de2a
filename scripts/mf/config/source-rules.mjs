import path from 'node:path';

const SWC_CACHE = path.join(import.meta.dirname, '../../../node_modules/.cache/swc');

/**
 * How the apps' source is compiled; the build-time prerender (scripts/prerender/) compiles the
 * same source for Node with these rules, so its markup and class names are the browser's.
 */
export function sourceRules(production) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
          // styled-components ids from the file and position, not from the order components are
          // created in: a page rendered at build time and hydrated in the browser (where the shell
          // and a remote share one styled-components) must produce the same class names.
          experimental: {
            plugins: [['@swc/plugin-styled-components', { displayName: !production, ssr: true }]],
            // The plugin's compiled-Wasm cache, out of the source folders.
            cacheRoot: SWC_CACHE,
          },
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset' },
    // The contracts are pure (constants, schemas, rules): importing a constant must not
    // drag zod and every schema into a chunk.
    { test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
    // ...except the module that configures zod for browsers (its whole point is the side effect).
    { test: /packages[\\/]contracts[\\/]src[\\/]schemas[\\/]zod\.ts$/, sideEffects: true },
  ];
}
