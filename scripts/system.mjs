// The one launcher: starts, supervises and stops the whole local system, running compiled output:
// by default one process, the gateway with every domain service mounted in it and the five
// front-end servers (the shell and the four remotes, each its own app and port; docs/decisions.md)
// beside them; BACKEND=per-service: one process per back-end server and one for the front ends
// (docs/operations.md, "Deployment modes"). Used by `npm start` (scripts/start.mjs), the e2e global setup, the
// supervisor test and bench/chaos, so they all run what a developer runs.
//
// Processes are spawned and killed by `concurrently` (output prefixes, process-tree kill); the
// restart policy is ours (system/restart-with-backoff.mjs): a server that dies on its own is
// restarted after a backoff and the others keep serving; stop() ends every process.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createConcurrently, LogError, LogExit, LogOutput, Logger } from 'concurrently';
import { SHELL } from './mf/apps.mjs';
import { buildShellConfig } from './mf/remote-map.mjs';
import { SERVERS, backendMode, processesOf, wiringEnv } from './servers.mjs';
import { ROOT, hasBuild, missingServerBuilds, run } from './system/builds.mjs';
import { EMBEDDED_DATABASE } from './system/database.mjs';
import { isListening, waitReady } from './system/readiness.mjs';
import { RestartWithBackoff } from './system/restart-with-backoff.mjs';

export { ROOT, hasBuild, missingServerBuilds, buildFrontEnds } from './system/builds.mjs';
export { EMBEDDED_DATABASE, dropDatabase } from './system/database.mjs';
export { isListening } from './system/readiness.mjs';
export { SERVERS };

/**
 * @typedef {object} StartOptions
 * @property {NodeJS.ProcessEnv} [env]
 * @property {string} [logDir] Each server's output goes to `<logDir>/<name>.log` instead of this terminal.
 * @property {(line: string) => void} [log] Supervisor lines: servers up, exits, restarts.
 * @property {Record<string, number>} [ports] Port per server name (SERVERS[].name) instead of the port table's.
 * @property {string[]} [only] Start only these servers (SERVERS[].name).
 * @property {import('./servers.mjs').BackendMode} [backend] The back end in one process or one per server (default: `env.BACKEND`, else one-process).
 * @property {AbortSignal} [signal] Aborting it while servers start stops the ones already spawned (startSystem rejects).
 */
/**
 * @typedef {object} RunningSystem
 * @property {string} url
 * @property {NodeJS.ProcessEnv} env
 * @property {Record<string, number>} ports
 * @property {(name: string) => number | undefined} pid The current pid of a server's process (changes when it is restarted).
 * @property {() => Promise<void>} stop
 */

/** A stopped server gets this long to finish in-flight requests (its own shutdown allows 10 s). */
const STOP_TIMEOUT_MS = 12_000;
/** How long a server may take to answer its ready path, at start and after a restart. */
const READY_TIMEOUT_MS = 120_000;

/** The environment every server gets: the wiring of the port plan, a database, a private secret. */
function systemEnvironment(env, ports) {
  return {
    ...wiringEnv(ports),
    ...env,
    DATABASE_URL: env.DATABASE_URL || EMBEDDED_DATABASE,
    // One private secret per run for the gateway and the services: the development fallback in
    // the repository then signs nothing they accept (docs/security.md).
    INTERNAL_SECRET: env.INTERNAL_SECRET || crypto.randomBytes(32).toString('hex'),
  };
}

/** Fails, starting nothing, when a build is missing or a port is taken. */
async function checkStartable(servers, ports) {
  const missing = servers.filter((server) => server.kind === 'front-end' && !hasBuild(server)).map((app) => app.dir);
  // The front ends run compiled too (web-server/dist, or inside the back end's one-process.js).
  missing.push(...missingServerBuilds());
  if (missing.length > 0) throw new Error(`No production build of ${missing.join(', ')}; run npm run build`);
  const busy = [];
  for (const server of servers) if (await isListening(ports[server.name])) busy.push(`${server.name} (:${ports[server.name]})`);
  if (busy.length > 0) throw new Error(`Ports already in use: ${busy.join(', ')}; is the system already running?`);
}

/**
 * Migrates once before the servers start, so none of them waits on another's migration lock. The
 * migrate command creates a missing MySQL database (utf8mb4); this process never loads a database
 * driver (it stays up as long as the system). The servers (and their restarts) then skip the no-op
 * migration, its lock and umzug.
 */
async function migrateOnce(systemEnv, log) {
  const { DATABASE_URL: url, REDIS_URL: redis } = systemEnv;
  log(
    `database: ${url.startsWith('sqlite:') ? `embedded SQLite (${url.slice('sqlite:'.length)})` : 'MySQL'}; sessions: ${redis ? 'Redis' : 'database sessions table'}`,
  );
  await run(process.execPath, ['services/data/dist/migrate.js'], { cwd: ROOT, env: systemEnv });
  systemEnv.MIGRATE_ON_START = 'false';
}

/**
 * concurrently's commands for the processes, and its spawn function: without a shell, with exactly
 * each process's environment (concurrently would merge ours in), node's flags, and an IPC channel:
 * a server stops by itself when it closes, i.e. when this process dies.
 */
function commandsOf(processes, systemEnv) {
  const byCommandLine = new Map();
  const commands = processes.map((child) => {
    const commandLine = `node ${child.args.join(' ')}`;
    const cwd = path.join(ROOT, child.cwd);
    const env = child.port === undefined ? systemEnv : { ...systemEnv, PORT: String(child.port) };
    byCommandLine.set(`${cwd}\0${commandLine}`, { args: child.args, nodeFlags: child.nodeFlags, env });
    return { name: child.name, command: commandLine, cwd };
  });
  const spawnServer = (commandLine, options) => {
    const { args, nodeFlags, env } = byCommandLine.get(`${options.cwd}\0${commandLine}`);
    // SERVER_NODE_OPTIONS adds flags for profiling (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
    const extra = (systemEnv.SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
    return spawn(process.execPath, [...nodeFlags, ...extra, ...args], { ...options, stdio: [...options.stdio.slice(0, 3), 'ipc'], env });
  };
  return { commands, spawnServer };
}

/** With `logDir`, each command's output goes to `<logDir>/<name>.log`. Returns the files. */
function perCommandLogs(logDir, running) {
  return running.map((command) => {
    const file = fs.createWriteStream(path.join(logDir, `${command.name}.log`), { flags: 'a' });
    command.stdout.subscribe((chunk) => file.write(chunk));
    command.stderr.subscribe((chunk) => file.write(chunk));
    return file;
  });
}

/** Ends every running command (SIGTERM, SIGKILL after STOP_TIMEOUT_MS), then closes the log files. */
async function stopCommands(running, files) {
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
  await Promise.all(files.map((file) => new Promise((resolve) => file.end(resolve))));
}

/**
 * Starts every server (or the `only` names) and supervises them. Returns the URLs, the port plan,
 * each server's current pid, and a `stop()` that ends every process it started.
 *
 * @param {StartOptions} [options]
 * @returns {Promise<RunningSystem>}
 */
export async function startSystem({ env = process.env, logDir, log = console.log, ports: portOverrides = {}, only, signal, backend } = {}) {
  const servers = only ? SERVERS.filter((server) => only.includes(server.name)) : SERVERS;
  const mode = backend ?? backendMode(env);
  const ports = Object.fromEntries(SERVERS.map((server) => [server.name, portOverrides[server.name] ?? server.port]));
  const systemEnv = systemEnvironment(env, ports);
  buildShellConfig(systemEnv); // fail fast on a bad REMOTE_*_URL or PREVIEW_ORIGINS
  await checkStartable(servers, ports);
  if (logDir) fs.mkdirSync(logDir, { recursive: true });
  if (servers.some((server) => server.kind !== 'front-end')) await migrateOnce(systemEnv, log);

  const processes = processesOf(servers, ports, mode);
  const { commands, spawnServer } = commandsOf(processes, systemEnv);
  /** Every server of a process answers its ready path. */
  const processReady = (index, timeoutMs, abort) =>
    Promise.all(
      processes[index].servers.map(async (server) => {
        await waitReady(server, ports[server.name], running[index], timeoutMs, abort);
        return server;
      }),
    );
  let supervising = false;
  const restarts = new RestartWithBackoff({
    log,
    isSupervising: () => supervising,
    whenReady: (command) => processReady(running.indexOf(command), READY_TIMEOUT_MS),
  });
  const logger = new Logger({ prefixFormat: 'name', raw: false });
  const supervisorLog = logDir ? fs.createWriteStream(path.join(logDir, 'supervisor.log'), { flags: 'a' }) : process.stdout;
  const { commands: running, result } = createConcurrently(commands, {
    logger,
    outputStream: supervisorLog,
    prefixColors: ['cyan', 'green', 'yellow', 'magenta', 'blue', 'white', 'cyan', 'green', 'yellow', 'magenta'],
    spawn: spawnServer,
    controllers: [new LogError({ logger }), ...(logDir ? [] : [new LogOutput({ logger })]), new LogExit({ logger }), restarts],
  });
  // concurrently settles this once every command has closed; the restart policy and stop() decide
  // what that means, so its verdict is not used (and an unobserved rejection would crash us).
  result.catch(() => {});
  const logFiles = logDir ? [supervisorLog, ...perCommandLogs(logDir, running)] : [];

  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      supervising = false;
      restarts.cancel();
      await stopCommands(running, logFiles);
    })());
  try {
    await Promise.all(
      processes.map(async (_, index) => {
        for (const server of await processReady(index, READY_TIMEOUT_MS, signal))
          log(`${server.name} on http://localhost:${ports[server.name]}`);
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
    pid: (name) => running[processes.findIndex((child) => child.serves.includes(name))]?.pid,
    stop,
  };
}

/**
 * `npm start`'s supervisor: starts the system and stops every server on Ctrl-C (SIGINT), SIGTERM,
 * SIGHUP or a fatal error of this process, then exits; a signal during start stops what was
 * spawned. Resolves with the running system.
 *
 * @param {Omit<StartOptions, 'signal'>} [options]
 * @returns {Promise<RunningSystem>}
 */
export async function supervise(options = {}) {
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
