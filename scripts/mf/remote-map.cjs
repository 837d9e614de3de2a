'use strict';
const { REMOTES } = require('./apps.cjs');

// The shell's remote map (remote name -> mf-manifest.json URL), served as /remotes.json.
// Built from the environment at serve time so a remote can move without rebuilding the shell.
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

module.exports = { buildRemoteMap };
