// What bench/federation-tax measures, served on free ports (not the `npm start` ones, so no
// ports lock): the back end (services and gateway, from their compiled builds, on a throwaway
// SQLite file) and both front-end variants on the front ends' own server
// (web-server/src/static-server.ts: precompressed br/gz, cache policy, CSP, the shell's page
// with the inlined map and preloads, /api proxied to the gateway).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, SHELL } from '../../scripts/mf/apps.mjs';
import { startStaticServer } from '../../web-server/src/static-server.ts';
import { SERVERS, startSystem } from '../../scripts/system.mjs';

// Ports handed out in this run: a port is free again once its probe closes, so the next probe can
// be given the same one (a run failed with EADDRINUSE when two servers got one port).
const handedOut = new Set();

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => {
        if (handedOut.has(port)) {
          resolve(freePort());
          return;
        }
        handedOut.add(port);
        resolve(port);
      });
    });
    server.on('error', reject);
  });
}

/**
 * Starts the back end and both variants. `federatedDir` holds one folder per app (builds.mjs),
 * `monolithDir` the monolith's build. Returns both shells' URLs and a stop().
 */
export async function serveVariants({ federatedDir, monolithDir, log }) {
  const backEnd = SERVERS.filter((server) => server.kind !== 'front-end');
  const ports = {};
  for (const server of backEnd) ports[server.name] = await freePort();
  const shellPorts = { federated: await freePort(), monolith: await freePort() };
  const shellUrl = (port) => `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-federation-tax-'));
  const system = await startSystem({
    only: backEnd.map((server) => server.name),
    ports,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:${path.join(dataDir, 'bench.sqlite')}`,
      REDIS_URL: '',
      ALLOWED_ORIGINS: Object.values(shellPorts).map(shellUrl).join(','),
    },
    logDir: path.join(dataDir, 'logs'),
    log,
  });
  const started = [];
  try {
    const apiTarget = system.env.GATEWAY_URL;
    const remotes = {};
    for (const remote of REMOTES) {
      const server = await startStaticServer({ root: path.join(federatedDir, remote.dir), port: 0, cors: true, spa: false, log });
      started.push(server);
      remotes[remote.name] = `${server.url}/mf-manifest.json`;
    }
    const federated = await startStaticServer({
      root: path.join(federatedDir, SHELL.dir),
      port: shellPorts.federated,
      apiTarget,
      remoteMap: () => ({ remotes, previewOrigins: [] }),
      log,
    });
    started.push(federated);
    // The monolith's page carries the same inlined config, so bootstrap starts the route's modules
    // early as it does federated; its loader (static-loader.ts) only reads the remote names.
    const ownUrl = `${shellUrl(shellPorts.monolith)}/`;
    const monolith = await startStaticServer({
      root: monolithDir,
      port: shellPorts.monolith,
      apiTarget,
      remoteMap: () => ({ remotes: Object.fromEntries(REMOTES.map((remote) => [remote.name, ownUrl])), previewOrigins: [] }),
      log,
    });
    started.push(monolith);
    return {
      federated: federated.url,
      monolith: monolith.url,
      stop: async () => {
        await Promise.all(started.map((server) => server.close()));
        await system.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(started.map((server) => server.close()));
    await system.stop();
    throw error;
  }
}
