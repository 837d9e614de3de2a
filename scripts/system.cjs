'use strict';
// The one launcher: starts, supervises and stops the whole local system: one process per back-end
// server (the four domain services, the gateway), running compiled output, and one process for
// the five front-end servers (the shell and the four remotes, each its own app and port;
// docs/decisions.md). Used by `npm start` (scripts/start.mjs), the e2e global setup, the
// supervisor test and bench/chaos, so they all run what a developer runs.
//
// Processes are spawned and killed by `concurrently` (output prefixes, process-tree kill); the
// restart policy is ours: a server that dies on its own is restarted after a backoff and the
// others keep serving; stop() ends every process.
const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { createConcurrently, LogError, LogExit, LogOutput, Logger } = require('concurrently');
const { APPS, SHELL } = require('./mf/apps.cjs');
const { buildShellConfig } = require('./mf/remote-map.cjs');
const { SERVERS, SERVER_BUILDS, processesOf, wiringEnv } = require('./servers.cjs');

const ROOT = path.resolve(__dirname, '..');

// With no DATABASE_URL the services use the embedded SQLite file under .data/ and the gateway
// keeps sessions in its sessions table; DATABASE_URL/REDIS_URL switch to MySQL and Redis.
const EMBEDDED_DATABASE = `sqlite:${path.join(ROOT, '.data', 'fairway.sqlite')}`;

/** Restart delays after a server dies: 0.5 s, then doubling up to 30 s. */
const RESTART_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 16000, 30000];
/** A server that ran this long before dying starts again from the shortest delay. */
const HEALTHY_RUN_MS = 60_000;
/** A stopped server gets this long to finish in-flight requests (its own shutdown allows 10 s). */
const STOP_TIMEOUT_MS = 12_000;

/** A front-end app has a build when its dist holds its entry: the shell's page, a remote's manifest. */
function hasBuild(app) {
  const dist = path.join(ROOT, app.dir, 'dist');
  return fs.existsSync(path.join(dist, app.dir === SHELL.dir ? 'index.html' : 'mf-manifest.json'));
}

/** A back-end server has a build when every compiled entry exists. */
function hasServerBuild(target) {
  return target.entries.every((entry) => fs.existsSync(path.join(ROOT, target.dir, 'dist', `${entry}.js`)));
}

/** Names of the back-end builds (build-servers.mjs targets) that are missing. */
function missingServerBuilds() {
  return SERVER_BUILDS.filter((target) => !hasServerBuild(target)).map((target) => target.name);
}

/**
 * Builds front-end apps (production) one after the other (2 cores do not gain from more), as
 * `npm run build` does: each app's own build script, so `npm start`
 * serves what the e2e suite and the images serve (the prerendered landing page, the shell's
 * service worker). `bundleOnly` runs the rspack build alone (bench/federation-tax: builds into
 * another folder, where the shell's PWA step cannot go).
 */
async function buildFrontEnds({ apps = APPS, env = process.env, log = console.log, bundleOnly = false } = {}) {
  for (const app of apps) {
    log(`building ${app.dir}...`);
    const [command, args] = bundleOnly ? ['npx', ['rspack', 'build']] : ['npm', ['run', 'build', '--silent']];
    await run(command, args, { cwd: path.join(ROOT, app.dir), env: { ...env, NODE_ENV: 'production' } });
  }
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Runs one statement on the server of a MySQL/MariaDB `databaseUrl` about its database. */
async function onDatabaseServer(databaseUrl, statement) {
  const url = new URL(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported database name "${name}"`);
  const mysql = require('mysql2/promise');
  const connection = await mysql.createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
  });
  try {
    await connection.query(statement(name));
  } finally {
    await connection.end();
  }
}

/** Drops a database created for one test run. */
async function dropDatabase(databaseUrl) {
  await onDatabaseServer(databaseUrl, (name) => `DROP DATABASE IF EXISTS \`${name}\``);
}

/** Resolves true when something accepts connections on 127.0.0.1:port. */
function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls a server's ready path; fails fast when its process exits. */
async function waitReady(server, port, command, timeoutMs, signal) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (signal?.aborted) throw new Error('start cancelled');
    if (command.state !== 'started') throw new Error(`${server.name} exited during start`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}${server.ready}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} did not answer ${server.ready} on :${port} within ${timeoutMs} ms`);
}

/**
 * Restarts a server that exits on its own (any exit not asked for by stop()), after a delay that
 * doubles with each failure in a row, and says so. The flow-controller shape is concurrently's.
 */
class RestartWithBackoff {
  constructor({ log, isSupervising, whenReady }) {
    this.log = log;
    this.isSupervising = isSupervising;
    this.whenReady = whenReady;
    this.timers = new Set();
  }

  handle(commands) {
    for (const command of commands) {
      let failures = 0;
      let startedAt = Date.now();
      let diedAt = 0;
      command.close.subscribe(({ exitCode, killed }) => {
        if (killed || !this.isSupervising()) return;
        diedAt = Date.now();
        if (Date.now() - startedAt >= HEALTHY_RUN_MS) failures = 0;
        const delay = RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length - 1)];
        failures += 1;
        this.log(`${command.name} exited (${exitCode}); restarting in ${delay / 1000} s (failure ${failures} in a row)`);
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          if (!this.isSupervising()) return;
          startedAt = Date.now();
          command.start();
          this.log(`${command.name} restarted (pid ${command.pid})`);
          this.whenReady(command).then(
            () => this.log(`${command.name} is serving again, ${((Date.now() - diedAt) / 1000).toFixed(1)} s after it died`),
            () => {}, // it died again: its close says so
          );
        }, delay);
        this.timers.add(timer);
      });
    }
    return { commands, onFinish: () => this.cancel() };
  }

  cancel() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

/**
 * Starts every server (or the `only` names) and supervises them. Returns the URLs, the port plan,
 * each server's current pid, and a `stop()` that ends every process it started.
 *
 * @param {import('./system.d.cts').StartOptions} options
 */

async function startSystem({ env = process.env, logDir, log = console.log, ports: portOverrides = {}, only, signal } = {}) {
  const servers = only ? SERVERS.filter((server) => only.includes(server.name)) : SERVERS;
  const ports = Object.fromEntries(SERVERS.map((server) => [server.name, portOverrides[server.name] ?? server.port]));
  const systemEnv = {
    ...wiringEnv(ports),
    ...env,
    DATABASE_URL: env.DATABASE_URL || EMBEDDED_DATABASE,
    // One private secret per run for the gateway and the services: the development fallback in
    // the repository then signs nothing they accept (docs/security.md).
    INTERNAL_SECRET: env.INTERNAL_SECRET || crypto.randomBytes(32).toString('hex'),
  };
  buildShellConfig(systemEnv); // fail fast on a bad REMOTE_*_URL or PREVIEW_ORIGINS
  const frontEnds = servers.filter((server) => server.kind === 'front-end');
  const missing = frontEnds.filter((app) => !hasBuild(app)).map((app) => app.dir);
  const backEnd = servers.filter((server) => server.kind !== 'front-end');
  if (backEnd.length > 0) missing.push(...missingServerBuilds());
  if (missing.length > 0) throw new Error(`No production build of ${missing.join(', ')}; run npm run build`);
  const busy = [];
  for (const server of servers) if (await isListening(ports[server.name])) busy.push(`${server.name} (:${ports[server.name]})`);
  if (busy.length > 0) throw new Error(`Ports already in use: ${busy.join(', ')}; is the system already running?`);
  if (logDir) fs.mkdirSync(logDir, { recursive: true });

  if (backEnd.length > 0) {
    log(
      `database: ${systemEnv.DATABASE_URL.startsWith('sqlite:') ? `embedded SQLite (${systemEnv.DATABASE_URL.slice('sqlite:'.length)})` : 'MySQL'}; sessions: ${systemEnv.REDIS_URL ? 'Redis' : 'database sessions table'}`,
    );
    // Migrate once before the servers start, so none of them waits on another's migration lock.
    // The migrate command creates a missing MySQL database (utf8mb4); this process never loads a
    // database driver (it stays up as long as the system).
    await run(process.execPath, ['services/data/dist/migrate.js'], { cwd: ROOT, env: systemEnv });
    // Done for every server: they (and their restarts) skip the no-op migration, its lock and umzug.
    systemEnv.MIGRATE_ON_START = 'false';
  }

  // Spawned without a shell, with exactly this environment (concurrently would merge ours in), and
  // an IPC channel: a server stops by itself when it closes, i.e. when this process dies.
  const processes = processesOf(servers, ports);
  const byCommandLine = new Map();
  const commands = processes.map((child) => {
    const commandLine = `node ${child.args.join(' ')}`;
    const cwd = path.join(ROOT, child.cwd);
    const env = child.port === undefined ? systemEnv : { ...systemEnv, PORT: String(child.port) };
    byCommandLine.set(`${cwd}\0${commandLine}`, { args: child.args, nodeFlags: child.nodeFlags, env });
    return { name: child.name, command: commandLine, cwd };
  });
  /** Every server of a process answers its ready path. */
  const processReady = (index, timeoutMs, signal) =>
    Promise.all(
      processes[index].servers.map(async (server) => {
        await waitReady(server, ports[server.name], running[index], timeoutMs, signal);
        return server;
      }),
    );
  const spawnServer = (commandLine, options) => {
    const { args, nodeFlags, env: serverEnv } = byCommandLine.get(`${options.cwd}\0${commandLine}`);
    // SERVER_NODE_OPTIONS adds flags for profiling (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
    const extra = (env.SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
    return spawn(process.execPath, [...nodeFlags, ...extra, ...args], {
      ...options,
      stdio: [...options.stdio.slice(0, 3), 'ipc'],
      env: serverEnv,
    });
  };

  let supervising = false;
  const logger = new Logger({ prefixFormat: 'name', raw: false });
  const outputStream = logDir ? fs.createWriteStream(path.join(logDir, 'supervisor.log'), { flags: 'a' }) : process.stdout;
  const restarts = new RestartWithBackoff({
    log,
    isSupervising: () => supervising,
    whenReady: (command) => processReady(running.indexOf(command), 120_000),
  });
  const { commands: running, result } = createConcurrently(commands, {
    logger,
    outputStream,
    prefixColors: ['cyan', 'green', 'yellow', 'magenta', 'blue', 'white', 'cyan', 'green', 'yellow', 'magenta'],
    spawn: spawnServer,
    controllers: [new LogError({ logger }), ...(logDir ? [] : [new LogOutput({ logger })]), new LogExit({ logger }), restarts],
  });
  // concurrently settles this once every command has closed; the restart policy and stop() decide
  // what that means, so its verdict is not used (and an unobserved rejection would crash us).
  result.catch(() => {});
  const logFiles = outputStream === process.stdout ? [] : [outputStream];
  if (logDir) {
    for (const command of running) {
      const file = fs.createWriteStream(path.join(logDir, `${command.name}.log`), { flags: 'a' });
      logFiles.push(file);
      command.stdout.subscribe((chunk) => file.write(chunk));
      command.stderr.subscribe((chunk) => file.write(chunk));
    }
  }

  let stopped;
  const stop = () => (stopped ??= stopAll());
  const stopAll = async () => {
    supervising = false;
    restarts.cancel();
    await Promise.all(
      running.map(
        (command) =>
          new Promise((resolve) => {
            if (command.state !== 'started') return resolve();
            const force = setTimeout(() => command.kill('SIGKILL'), STOP_TIMEOUT_MS);
            const subscription = command.close.subscribe(() => {
              clearTimeout(force);
              subscription.unsubscribe();
              resolve();
            });
            command.kill('SIGTERM');
          }),
      ),
    );
    await Promise.all(logFiles.map((file) => new Promise((resolve) => file.end(resolve))));
  };

  try {
    await Promise.all(
      processes.map(async (_, index) => {
        for (const server of await processReady(index, 120_000, signal)) log(`${server.name} on http://localhost:${ports[server.name]}`);
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  supervising = true;
  return {
    url: `http://localhost:${ports[SHELL.dir]}`,
    env: systemEnv,
    ports,
    pid: (name) => running[processes.findIndex((child) => child.servers.some((server) => server.name === name))]?.pid,
    stop,
  };
}

/**
 * `npm start`'s supervisor: starts the system and stops every server on Ctrl-C (SIGINT), SIGTERM,
 * SIGHUP or a fatal error of this process, then exits; a signal during start stops what was
 * spawned. Resolves with the running system.
 *
 * @param {import('./system.d.cts').StartOptions} options
 */
async function supervise(options = {}) {
  let system;
  let stopping = false;
  let exitCode = 0;
  const starting = new AbortController();
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    console.log('stopping every server...');
    if (!system) return starting.abort(); // startSystem stops what it spawned; we exit below
    await system.stop();
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));
  for (const event of ['uncaughtException', 'unhandledRejection']) {
    process.on(event, (error) => {
      console.error(`supervisor: ${error?.stack ?? error}`);
      void shutdown(1);
    });
  }
  try {
    system = await startSystem({ ...options, signal: starting.signal });
  } catch (error) {
    if (!stopping) console.error(`start failed: ${error.message}`);
    process.exit(stopping ? exitCode : 1);
  }
  return system;
}

module.exports = {
  ROOT,
  SERVERS,
  EMBEDDED_DATABASE,
  hasBuild,
  missingServerBuilds,
  buildFrontEnds,
  dropDatabase,
  isListening,
  startSystem,
  supervise,
};
