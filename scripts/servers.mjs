// The servers of the system, built from the one port table (packages/contracts/src/servers.json):
// what each runs, where, on which port, and how the launcher knows it is up; and the processes
// that run them: one per back-end server, one for all the front ends (docs/decisions.md).
// scripts/system.mjs supervises them; scripts/build-servers.mjs compiles the back-end ones.
import table from '../packages/contracts/src/servers.json' with { type: 'json' };

/**
 * @typedef {{ name: string, dir: string, port: number, kind: 'service' | 'gateway' | 'front-end', ready: string }} ServerProcess
 * @typedef {object} SystemProcess One process of the system: one back-end server, or every front end (FRONT_ENDS).
 * @property {string} name
 * @property {ServerProcess[]} servers
 * @property {string} cwd Folder it runs in, relative to the repository root.
 * @property {string[]} nodeFlags node's options (before the script).
 * @property {string[]} args
 * @property {number} [port] PORT of a one-server process.
 */

/**
 * Back-end servers compiled by build-servers.mjs: `<dir>/dist/<entry>.js`.
 * @type {Array<{ name: string, dir: string, entries: string[] }>}
 */
const SERVER_BUILDS = [
  ...table.services.map((service) => ({ name: service.name, dir: service.dir, entries: ['server'] })),
  { name: table.gateway.name, dir: table.gateway.dir, entries: ['server'] },
  // connection: the data package's connection for the front-end servers' release channel.
  { name: 'data', dir: 'services/data', entries: ['migrate', 'seed', 'connection'] },
];

/**
 * Every server, in start order. `name` is unique (front ends by folder, as the remotes share
 * names with the services); `ready` is the path answered once the server serves.
 * @type {ServerProcess[]}
 */
const SERVERS = [
  ...table.services.map((service) => ({ ...service, kind: 'service', ready: '/healthz' })),
  { ...table.gateway, kind: 'gateway', ready: '/healthz' },
  { ...table.shell, name: table.shell.dir, kind: 'front-end', ready: '/remotes.json' },
  ...table.remotes.map((remote) => ({ ...remote, name: remote.dir, kind: 'front-end', ready: '/mf-manifest.json' })),
];

/** V8's young generation grows to 16 MB semi-spaces under load and stays there; 6 MB holds far
 * less memory at rest for slightly fewer answers per second (docs/operations.md, "Throughput and
 * memory"; figures in bench/RESULTS.md). */
const BACK_END_NODE_FLAGS = ['--max-semi-space-size=6'];
/** The front ends' process rarely runs a full collection (its old space stays small), so V8's
 * idle memory reducer never shrinks its young generation: small semi-spaces keep it small at
 * rest (bench/RESULTS.md). */
const FRONT_END_NODE_FLAGS = ['--max-semi-space-size=2'];

/** The name of the one process that runs every front-end server. */
const FRONT_ENDS = 'front-ends';

/**
 * The processes that run `servers` on `ports` (name -> port): each back-end server its own
 * compiled file in its folder; the front ends together, one Express app and port each, in one
 * `scripts/serve-app.mjs` process (from the repository root). An idle Node process costs tens of
 * MB; five static servers do not need five of them.
 */
/**
 * @param {ServerProcess[]} servers
 * @param {Record<string, number>} ports
 * @returns {SystemProcess[]}
 */
function processesOf(servers, ports) {
  const processes = servers
    .filter((server) => server.kind !== 'front-end')
    .map((server) => ({
      name: server.name,
      servers: [server],
      cwd: server.dir,
      nodeFlags: BACK_END_NODE_FLAGS,
      args: ['dist/server.js'],
      port: ports[server.name],
    }));
  const frontEnds = servers.filter((server) => server.kind === 'front-end');
  if (frontEnds.length > 0) {
    processes.push({
      name: FRONT_ENDS,
      servers: frontEnds,
      cwd: '.',
      nodeFlags: FRONT_END_NODE_FLAGS,
      args: ['scripts/serve-app.mjs', ...frontEnds.map((server) => `${server.dir}:${ports[server.name]}`)],
    });
  }
  return processes;
}

/**
 * Environment that points each server at the others, for a port plan (name -> port): the
 * gateway at the services, the shell at the gateway and the remotes, the mail links at the shell.
 */
/** @param {Record<string, number>} ports @returns {Record<string, string>} */
function wiringEnv(ports) {
  const env = {
    GATEWAY_URL: `http://127.0.0.1:${ports[table.gateway.name]}`,
    APP_URL: `http://localhost:${ports[table.shell.dir]}`,
  };
  for (const service of table.services) env[service.urlEnv] = `http://127.0.0.1:${ports[service.name]}`;
  for (const remote of table.remotes) env[remote.env] = `http://localhost:${ports[remote.dir]}/mf-manifest.json`;
  return env;
}

export { SERVERS, FRONT_ENDS, SERVER_BUILDS, processesOf, wiringEnv };
