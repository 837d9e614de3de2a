import { REMOTES } from './apps.mjs';

// The shell's remote map (remote name -> mf-manifest.json URL), served as /remotes.json.
// Built from the environment at serve time so a remote can move without rebuilding the shell.
/** @param {NodeJS.ProcessEnv} [env] @returns {Record<string, string>} */
function buildRemoteMap(env = process.env) {
  const map = {};
  for (const remote of REMOTES) {
    const url = env[remote.env] || `http://localhost:${remote.port}/mf-manifest.json`;
    try {
      new URL(url);
    } catch {
      throw new Error(`${remote.env} must be an absolute URL to a mf-manifest.json, got "${url}"`);
    }
    map[remote.name] = url;
  }
  return map;
}

/**
 * A comma-separated list of origins (scheme://host[:port]) from the variable `name`:
 * PREVIEW_ORIGINS (where a staging preview of one remote may be loaded from; empty or unset =
 * previews disabled) or RELEASE_ORIGINS (where the release channel takes builds from). Anything
 * that is not a bare origin is refused at start: a path or a wildcard would widen what a link can
 * make us run.
 */
function parseOrigins(value = '', name = 'PREVIEW_ORIGINS') {
  const origins = [];
  for (const raw of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    let url;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`${name}: "${raw}" is not an origin such as https://staging.example.com`);
    }
    const bareOrigin = url.pathname === '/' && !url.search && !url.hash && !url.username && !raw.includes('*');
    if (!['http:', 'https:'].includes(url.protocol) || !bareOrigin) {
      throw new Error(`${name}: "${raw}" is not an origin such as https://staging.example.com (no path, no wildcard)`);
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/**
 * The document served as /remotes.json: the remote map and the preview allowlist.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ remotes: Record<string, string>, previewOrigins: string[] }}
 */
function buildShellConfig(env = process.env) {
  return { remotes: buildRemoteMap(env), previewOrigins: parseOrigins(env.PREVIEW_ORIGINS) };
}

export { buildRemoteMap, parseOrigins, buildShellConfig };
