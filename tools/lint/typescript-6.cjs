'use strict';
// The lint process parses TypeScript with the TypeScript 6 JS API installed beside this file
// (TypeScript 7, the repo's compiler, ships no JS API). npm hoists some of typescript-eslint's
// helpers (ts-api-utils) to the root, where `require('typescript')` would find TypeScript 7: in
// this process every such request gets TypeScript 6. Loaded by eslint.config.mjs before
// typescript-eslint; nothing else runs in the lint process.
const Module = require('node:module');

const typescript6 = require.resolve('typescript', { paths: [__dirname] });
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveTypescript6(request, ...rest) {
  return request === 'typescript' ? typescript6 : resolve.call(this, request, ...rest);
};
