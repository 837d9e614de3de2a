'use strict';
const http = require('node:http');
const { createProxyMiddleware } = require('http-proxy-middleware');

/**
 * The shell's /api/* reverse proxy to the gateway over kept-alive connections. The gateway's
 * origin check, rate limits and secure-cookie logic need what the browser sent: host, scheme and
 * address are forwarded, and a scheme/host set by a trusted edge (Express 'trust proxy') passes
 * through instead of being replaced by this hop's plain http.
 */
// Hop-by-hop headers describe one connection: never forwarded in either direction, so the
// browser's connection to this server and the pooled connection to the gateway are managed
// separately (a forwarded `Connection: close` would end the pooled socket, a forwarded
// `Keep-Alive: timeout=` would promise the browser the gateway's timeout instead of ours).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade'];

function apiProxy(target) {
  // Idle pooled connections close well before the gateway's 65 s keep-alive.
  const agent = new http.Agent({ keepAlive: true, timeout: 30_000, scheduling: 'lifo' });
  return createProxyMiddleware({
    target,
    agent,
    changeOrigin: false,
    // Mounted on the app root with a filter, so the path reaches the gateway unchanged.
    pathFilter: (pathname) => pathname === '/api' || pathname.startsWith('/api/'),
    on: {
      proxyReq: (proxyReq, req) => {
        for (const name of HOP_BY_HOP) proxyReq.removeHeader(name);
        const trusted = req.app.get('trust proxy fn')(req.socket.remoteAddress, 0);
        const forwardedFor = trusted && req.headers['x-forwarded-for'];
        proxyReq.setHeader('x-forwarded-host', (trusted && req.headers['x-forwarded-host']) || req.headers.host || '');
        proxyReq.setHeader('x-forwarded-proto', req.protocol);
        proxyReq.setHeader('x-forwarded-for', [forwardedFor, req.socket.remoteAddress].filter(Boolean).join(', '));
      },
      proxyRes: (proxyRes) => {
        for (const name of HOP_BY_HOP) delete proxyRes.headers[name];
      },
      error: (_error, _req, res) => {
        // `res` is a socket when an upgrade failed; there is nothing to answer then.
        if (!('setHeader' in res)) return;
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'The API gateway is not reachable' }));
      },
    },
  });
}

module.exports = { apiProxy };
