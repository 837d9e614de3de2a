'use strict';
// Starts and stops the whole local system: the four domain services, the gateway, the shell
// and the four remotes. Used by `npm start` (scripts/start.mjs) and by the e2e global setup,
// so the tests run exactly what a developer runs.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { APPS, REMOTES, SHELL } = require('./mf/apps.cjs');
const { buildShellConfig } = require('./mf/remote-map.cjs');
const { startStaticServer } = require('./serve/static-server.cjs');

const ROOT = path.resolve(__dirname, '..');

const BACKEND = [
  { name: 'auth service', dir: 'services/auth', port: 4001 },
  { name: 'leagues service', dir: 'services/leagues', port: 4002 },
  { name: 'rounds service', dir: 'services/rounds', port: 4003 },
  { name: 'calendar service', dir: 'services/calendar', port: 4004 },
];
const GATEWAY = { name: 'api-gateway', dir: 'api-gateway', port: 8080 };

// With no DATABASE_URL the services use the embedded SQLite file under .data/ and the gateway
// keeps sessions in its sessions table; DATABASE_URL/REDIS_URL switch to MySQL and Redis.
const EMBEDDED_DATABASE = `sqlite:${path.join(ROOT, '.data', 'fairway.sqlite')}`;

/** An app has a build when its dist holds its entry: the shell's page, a remote's manifest. */
function hasBuild(app) {
  const dist = path.join(ROOT, app.dir, 'dist');
  return fs.existsSync(path.join(dist, app === SHELL ? 'index.html' : 'mf-manifest.json'));
}

/** Builds every front-end app (production) one after the other; 2 cores do not gain from more. */
async function buildFrontEnds({ apps = APPS, env = process.env, log = console.log } = {}) {
  for (const app of apps) {
    log(`building ${app.dir}...`);
    await run('npx', ['rspack', 'build'], { cwd: path.join(ROOT, app.dir), env: { ...env, NODE_ENV: 'production' } });
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

/** Creates the MySQL/MariaDB database of `databaseUrl` when it does not exist yet. */
async function ensureDatabase(databaseUrl) {
  if (!/^(mysql|mariadb):/.test(databaseUrl)) return;
  await onDatabaseServer(databaseUrl, (name) => `CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
}

/** Drops a database created for one test run. */
async function dropDatabase(databaseUrl) {
  await onDatabaseServer(databaseUrl, (name) => `DROP DATABASE IF EXISTS \`${name}\``);
}

function startScriptOf(part) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, part.dir, 'package.json'), 'utf8')).scripts.start;
}

async function waitForHealth(part, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${part.name} exited with code ${child.exitCode} during start`);
    try {
      const response = await fetch(`http://127.0.0.1:${part.port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${part.name} did not answer /healthz on :${part.port} within ${timeoutMs} ms`);
}

function startServerProcess(part, env, logDir) {
  const script = startScriptOf(part);
  const out = logDir ? fs.openSync(path.join(logDir, `${path.basename(part.dir)}.log`), 'a') : 'inherit';
  // Own process group, so stopping it also stops what npm/tsx spawned beneath it.
  const child = spawn('sh', ['-c', script], {
    cwd: path.join(ROOT, part.dir),
    env: { ...env, PORT: String(part.port), PATH: `${path.join(ROOT, 'node_modules', '.bin')}:${env.PATH}` },
    stdio: ['ignore', out, out],
    detached: true,
  });
  return child;
}

function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/**
 * Starts everything. Returns the URLs and a `stop()` that ends every process and server it
 * started. `remoteEnv` overrides the remote map (REMOTE_AUTH_URL, ...).
 *
 * @param {{ env?: NodeJS.ProcessEnv, logDir?: string, log?: (line: string) => void,
 *   frontEndOnly?: boolean }} options
 */
async function startSystem({ env = process.env, logDir, log = console.log, frontEndOnly = false } = {}) {
  const systemEnv = {
    ...env,
    DATABASE_URL: env.DATABASE_URL || EMBEDDED_DATABASE,
    APP_URL: env.APP_URL || `http://localhost:${SHELL.port}`,
  };
  buildShellConfig(systemEnv); // fail fast on a bad REMOTE_*_URL or PREVIEW_ORIGINS
  const missing = APPS.filter((app) => !hasBuild(app));
  if (missing.length > 0) throw new Error(`No production build of ${missing.map((a) => a.dir).join(', ')}; run npm run build`);
  if (logDir) fs.mkdirSync(logDir, { recursive: true });

  const processes = [];
  const servers = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.close()));
    // Gateway first so no request reaches a stopping service.
    for (const child of processes.reverse()) await stopProcess(child);
  };

  try {
    if (!frontEndOnly) {
      await ensureDatabase(systemEnv.DATABASE_URL);
      log(`database: ${systemEnv.DATABASE_URL.startsWith('sqlite:') ? 'embedded SQLite (.data/fairway.sqlite)' : 'MySQL'}; sessions: ${systemEnv.REDIS_URL ? 'Redis' : 'database sessions table'}`);
      // The first service applies the migrations alone; the others then find them applied.
      const [first, ...rest] = BACKEND;
      const startOne = async (part) => {
        const child = startServerProcess(part, systemEnv, logDir);
        processes.push(child);
        await waitForHealth(part, child, 60_000);
        log(`${part.name} on http://localhost:${part.port}`);
      };
      await startOne(first);
      await Promise.all(rest.map(startOne));
      await startOne(GATEWAY);
    }
    servers.push(
      await startStaticServer({
        root: path.join(ROOT, SHELL.dir, 'dist'),
        port: SHELL.port,
        apiTarget: `http://127.0.0.1:${GATEWAY.port}`,
        remoteMap: () => buildShellConfig(systemEnv),
      }),
    );
    for (const remote of REMOTES) {
      servers.push(await startStaticServer({ root: path.join(ROOT, remote.dir, 'dist'), port: remote.port, cors: true, spa: false }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${SHELL.port}`, env: systemEnv, stop };
}

module.exports = { ROOT, BACKEND, GATEWAY, EMBEDDED_DATABASE, hasBuild, buildFrontEnds, ensureDatabase, dropDatabase, startSystem };
