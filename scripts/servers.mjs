// The servers of the system, built from the one port table (packages/contracts/src/servers.json):
// what each runs, where, on which port, and how the launcher knows it is up; and the processes
// that run them (docs/operations.md, "Deployment modes"): by default one process for everything,
// else one per back-end server and one for all the front ends (docs/decisions.md).
// scripts/system.mjs supervises them; scripts/build-servers.mjs compiles the back-end ones.
import table from '../packages/contracts/src/servers.json' with { type: 'json' };

/**
 * @typedef {{ name: string, dir: string, port: number, kind: 'service' | 'gateway' | 'front-end', ready: string }} ServerProcess
 * @typedef {'one-process' | 'per-service'} BackendMode How the back end runs (BACKEND): the gateway
 *   and every service in one process, or one process per server (docs/operations.md, "Deployment modes").
 * @typedef {object} SystemProcess One process of the system: the back end with the front ends
 *   (BACK_END), one back-end server, or every front end (FRONT_ENDS).
 * @property {string} name
 * @property {ServerProcess[]} servers The servers it listens for (their ready paths say it is up).
 * @property {string[]} serves Every server it runs, listening or mounted in-process.
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
  // one-process: the gateway with every service mounted in its process (BACKEND=one-process).
  { name: table.gateway.name, dir: table.gateway.dir, entries: ['server', 'one-process'] },
  // release-store: the data package's release channel data, for the shell's server.
  { name: 'data', dir: 'services/data', entries: ['migrate', 'seed', 'release-store'] },
  // The front-end servers in a process of their own (per-service, `npm start -w <app>`).
  { name: 'web-server', dir: 'web-server', entries: ['serve-app'] },
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
/** The front ends' own process (per-service) rarely runs a full collection (its old space stays small), so V8's
 * idle memory reducer never shrinks its young generation: small semi-spaces keep it small at
 * rest (bench/RESULTS.md). */
const FRONT_END_NODE_FLAGS = ['--max-semi-space-size=2'];

/** The name of the one process that runs every front-end server. */
const FRONT_ENDS = 'front-ends';
/** The name of the one process that runs the whole back end and the front ends (BACKEND=one-process). */
const BACK_END = 'back-end';
const BACKEND_MODES = ['one-process', 'per-service'];

/** BACKEND from an environment: one-process unless it says per-service; anything else is refused. */
function backendMode(env) {
  const mode = env.BACKEND || 'one-process';
  if (!BACKEND_MODES.includes(mode)) throw new Error(`BACKEND must be one of ${BACKEND_MODES.join(', ')} (got ${mode})`);
  return mode;
}

/**
 * The processes that run `servers` on `ports` (name -> port). With `one-process` (and the gateway
 * among the servers) one process, the gateway's `dist/one-process.js`, serving every service
 * in-process on the gateway's port and every front end on its own port (`<app dir>:<port>`
 * arguments; web-server/src/front-ends.ts): an idle Node process costs tens of MB, and the
 * front ends share the back end's Express and helmet. With `per-service` each back-end server its
 * own compiled file in its folder, and the front ends together, one Express app and port each,
 * in one `web-server/dist/serve-app.js` process (from the repository root).
 * @param {ServerProcess[]} servers
 * @param {Record<string, number>} ports
 * @param {BackendMode} [backend]
 * @returns {SystemProcess[]}
 */
function processesOf(servers, ports, backend = 'one-process') {
  const backEnd = servers.filter((server) => server.kind !== 'front-end');
  const gateway = backEnd.find((server) => server.kind === 'gateway');
  const frontEnds = servers.filter((server) => server.kind === 'front-end');
  const frontEndArgs = frontEnds.map((server) => `${server.dir}:${ports[server.name]}`);
  if (backend === 'one-process' && gateway) {
    return [
      {
        name: BACK_END,
        servers: [gateway, ...frontEnds],
        serves: [...backEnd, ...frontEnds].map((server) => server.name),
        cwd: gateway.dir,
        nodeFlags: BACK_END_NODE_FLAGS,
        args: ['dist/one-process.js', ...frontEndArgs],
        port: ports[gateway.name],
      },
    ];
  }
  const processes = backEnd.map((server) => ({
    name: server.name,
    servers: [server],
    serves: [server.name],
    cwd: server.dir,
    nodeFlags: BACK_END_NODE_FLAGS,
    args: ['dist/server.js'],
    port: ports[server.name],
  }));
  if (frontEnds.length > 0) {
    processes.push({
      name: FRONT_ENDS,
      servers: frontEnds,
      serves: frontEnds.map((server) => server.name),
      cwd: '.',
      nodeFlags: FRONT_END_NODE_FLAGS,
      args: ['web-server/dist/serve-app.js', ...frontEndArgs],
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

export { SERVERS, FRONT_ENDS, BACK_END, SERVER_BUILDS, backendMode, processesOf, wiringEnv };
