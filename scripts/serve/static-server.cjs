'use strict';
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

// Hashed chunks never change; the entry points of a deployment (the page, the manifest and the
// remote entry) must be re-read on every load or a redeployed remote would not be picked up.
const UNHASHED = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

function cacheControl(fileName) {
  return UNHASHED.has(fileName) ? 'no-cache' : 'public, max-age=31536000, immutable';
}

// Hop-by-hop headers describe one connection: never forwarded in either direction, so the
// browser's connection to this server and this server's pooled connection to the gateway are
// managed separately (a forwarded `Connection: close` would end the pooled socket, a forwarded
// `Keep-Alive: timeout=` would promise the browser the gateway's timeout instead of ours).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);
const withoutHopByHop = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
// Persistent connections to the gateway; idle ones close well before the gateway's 65 s.
const gatewayAgent = new http.Agent({ keepAlive: true, timeout: 30_000, scheduling: 'lifo' });
// Above any load balancer in front (commonly 60 s idle), so it closes idle connections first.
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Reverse proxy of one request to `target` (the gateway), keeping path, method and cookies. */
function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = http.request(
    url,
    {
      method: req.method,
      agent: gatewayAgent,
      headers: {
        ...withoutHopByHop(req.headers),
        // The gateway's origin check and secure-cookie logic need the browser's real host.
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
        'x-forwarded-for': req.socket.remoteAddress ?? '',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API gateway is not reachable' }));
  });
  req.pipe(upstream);
}

/**
 * Serves one built app: static files of `root`, CORS for a remote's assets, and for the shell
 * (`spa`) the fallback to index.html, `/remotes.json` and `/api/*` proxying.
 *
 * @param {{ root: string, port: number, host?: string, cors?: boolean, spa?: boolean,
 *   remoteMap?: () => object, apiTarget?: string, quiet?: boolean }} options
 *   `remoteMap` answers /remotes.json: `{ remotes, previewOrigins }` (remote-map.cjs).
 * @returns {Promise<{ server: http.Server, url: string, close: () => Promise<void> }>}
 */
function startStaticServer({ root, port, host = '0.0.0.0', cors = false, spa = true, remoteMap, apiTarget }) {
  const rootDir = path.resolve(root);
  const entry = spa ? 'index.html' : 'mf-manifest.json';
  if (!fs.existsSync(path.join(rootDir, entry))) {
    throw new Error(`${rootDir} has no build (${entry} missing); run the app's build first`);
  }

  const server = http.createServer((req, res) => {
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
    }
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);

    if (apiTarget && (pathname === '/api' || pathname.startsWith('/api/'))) {
      proxy(req, res, apiTarget);
      return;
    }
    if (remoteMap && pathname === '/remotes.json') {
      let body;
      try {
        body = JSON.stringify(remoteMap());
      } catch (error) {
        // Bad configuration (REMOTE_*_URL, PREVIEW_ORIGINS): say so instead of dropping the server.
        res.writeHead(500, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ message: error.message }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(body);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }

    let file = path.join(rootDir, pathname);
    // Never serve outside the build folder.
    if (!file.startsWith(rootDir + path.sep) && file !== rootDir) {
      res.writeHead(403).end();
      return;
    }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      const looksLikeAsset = path.extname(pathname) !== '';
      if (!spa || looksLikeAsset) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      file = path.join(rootDir, 'index.html');
    }
    const name = path.basename(file);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(name),
      'Content-Length': fs.statSync(file).size,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(file).pipe(res);
  });

  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        server,
        url: `http://localhost:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

module.exports = { startStaticServer };
