'use strict';
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { isIP } = require('node:net');
const { createProxyMiddleware } = require('http-proxy-middleware');

/**
 * The shell's /api/* reverse proxy to the gateway over kept-alive connections. The gateway's
 * origin check, rate limits and secure-cookie logic need what the browser sent: host and scheme
 * are forwarded (a scheme/host set by a trusted edge, Express 'trust proxy', passes through), and
 * X-Forwarded-For is replaced by the one client address this server decided: the peer's, or the
 * address a trusted edge named. A client's own X-Forwarded-For never reaches the gateway, which
 * keys its per-IP rate limits on that address (docs/security.md).
 */
// Hop-by-hop headers describe one connection: never forwarded in either direction, so the
// browser's connection to this server and the pooled connection to the gateway are managed
// separately (a forwarded `Connection: close` would end the pooled socket, a forwarded
// `Keep-Alive: timeout=` would promise the browser the gateway's timeout instead of ours).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade'];

// A request id the logs can carry as given: a short token (the same rule as the gateway's, in
// services/kit/src/request-id.ts); anything else (newlines, quotes, 10 kB) is replaced.
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The client's address as this server decided it (Express 'trust proxy'), only if it is an IP. */
function clientAddress(req) {
  return req.ip && isIP(req.ip) ? req.ip : req.socket.remoteAddress || '';
}

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
        proxyReq.setHeader('x-forwarded-host', (trusted && req.headers['x-forwarded-host']) || req.headers.host || '');
        proxyReq.setHeader('x-forwarded-proto', req.protocol);
        proxyReq.setHeader('x-forwarded-for', clientAddress(req));
        proxyReq.removeHeader('forwarded');
        const requestId = req.headers['x-request-id'];
        if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId)) proxyReq.setHeader('x-request-id', randomUUID());
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

/** TRUST_PROXY as Express's 'trust proxy' setting: a comma-separated list of addresses, CIDR
 * ranges or the names loopback/linklocal/uniquelocal; empty or `none` trusts no one. */
function trustProxySetting(value) {
  const list = String(value ?? '').trim();
  return list === '' || list === 'none' || list === 'false' ? false : list;
}

module.exports = { apiProxy, trustProxySetting };
