import path from 'node:path';

// Content-hashed files ("main.1a2b3c4d.js", an asset named by its hash) never change under their
// name: cache them for a year. Everything else names the current deployment (index.html,
// remotes.json, mf-manifest.json, remoteEntry.js, ...): revalidate on every use (ETag -> 304), or
// a redeployed remote would not be picked up.
const HASHED = /(^|\.)[0-9a-f]{8,}\./;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Cache-Control for a file served from a build folder (a precompressed .br/.gz counts as its original). */
function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return HASHED.test(name) ? IMMUTABLE : REVALIDATE;
}

export { cacheControlFor, IMMUTABLE, REVALIDATE };
