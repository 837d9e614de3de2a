// The repo's ESLint config lives in tools/lint (its own workspace: see its package.json).
export { default } from './tools/lint/eslint.config.mjs';
