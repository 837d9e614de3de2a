'use strict';
// The processes of the system, one per server, built from the one port table
// (packages/contracts/src/servers.json): what each runs, where, on which port, and how the
// launcher knows it is up. scripts/system.cjs supervises them; scripts/build-servers.mjs compiles
// the back-end ones.
const table = require('../packages/contracts/src/servers.json');

/** Back-end servers compiled by build-servers.mjs: `<dir>/dist/<entry>.js`. */
const SERVER_BUILDS = [
  ...table.services.map((service) => ({ name: service.name, dir: service.dir, entries: ['server'] })),
  { name: table.gateway.name, dir: table.gateway.dir, entries: ['server'] },
  { name: 'data', dir: 'services/data', entries: ['migrate', 'seed'] },
];

/**
 * Every server process, in start order. `name` is unique (front ends by folder, as the remotes
 * share names with the services); `ready` is the path answered once the server serves.
 */
const SERVERS = [
  ...table.services.map((service) => ({ ...service, kind: 'service', ready: '/healthz', run: ['dist/server.js'] })),
  { ...table.gateway, kind: 'gateway', ready: '/healthz', run: ['dist/server.js'] },
  { ...table.shell, name: table.shell.dir, kind: 'front-end', ready: '/remotes.json', run: ['scripts/serve-app.mjs', table.shell.name] },
  ...table.remotes.map((remote) => ({
    ...remote,
    name: remote.dir,
    kind: 'front-end',
    ready: '/mf-manifest.json',
    run: ['scripts/serve-app.mjs', remote.name],
  })),
];

/**
 * Environment that points each server at the others, for a port plan (name -> port): the
 * gateway at the services, the shell at the gateway and the remotes, the mail links at the shell.
 */
function wiringEnv(ports) {
  const env = {
    GATEWAY_URL: `http://127.0.0.1:${ports[table.gateway.name]}`,
    APP_URL: `http://localhost:${ports[table.shell.dir]}`,
  };
  for (const service of table.services) env[service.urlEnv] = `http://127.0.0.1:${ports[service.name]}`;
  for (const remote of table.remotes) env[remote.env] = `http://localhost:${ports[remote.dir]}/mf-manifest.json`;
  return env;
}

module.exports = { SERVERS, SERVER_BUILDS, wiringEnv };
