import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

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
function clientAddress(req: Request): string {
  return req.ip && isIP(req.ip) ? req.ip : req.socket.remoteAddress || '';
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** As the gateway's (kit's unanswered.ts): a request still unanswered this long is reported. */
const UNANSWERED_AFTER_MS = 10_000;

/**
 * Requests relayed to the gateway and still unanswered after `afterMs`: each is logged once with
 * its request id, and again when it ends; `counts()` says how many went past the bound. One
 * sweep a second over those in flight (unref'd), no timer per request.
 */
interface Relayed {
  requestId: string;
  method: string;
  url: string;
}
interface Pending extends Relayed {
  startedAt: number;
  reported: boolean;
}
/** How many relayed requests went past the bound: ever, and still unanswered now. */
export interface UnansweredCounts {
  afterMs: number;
  total: number;
  now: number;
}

function unansweredWatch(log: (line: string) => void, afterMs: number) {
  const pending = new Map<Response, Pending>();
  let total = 0;
  let timer: NodeJS.Timeout | null = null;
  const sweep = () => {
    const now = Date.now();
    for (const entry of pending.values()) {
      if (entry.reported || now - entry.startedAt < afterMs) continue;
      entry.reported = true;
      total += 1;
      log(`api proxy: ${entry.method} ${entry.url} (request id ${entry.requestId}) unanswered after ${afterMs} ms`);
    }
  };
  return {
    start(res: Response, entry: Relayed) {
      pending.set(res, { ...entry, startedAt: Date.now(), reported: false });
      timer ??= setInterval(sweep, 1_000).unref();
      res.once('close', () => {
        const ended = pending.get(res);
        pending.delete(res);
        if (!ended?.reported) return;
        const what = res.writableEnded ? `answered ${res.statusCode}` : 'abandoned by its client';
        log(`api proxy: ${ended.method} ${ended.url} (request id ${ended.requestId}) ${what} after ${Date.now() - ended.startedAt} ms`);
      });
    },
    counts(): UnansweredCounts {
      let now = 0;
      for (const entry of pending.values()) if (entry.reported) now += 1;
      return { afterMs, total, now };
    },
  };
}

/** The proxy to `target`, the gateway's origin. */
function apiProxy(
  target: string,
  { log = console.error, unansweredAfterMs = UNANSWERED_AFTER_MS }: { log?: (line: string) => void; unansweredAfterMs?: number } = {},
): RequestHandler & { unanswered: () => UnansweredCounts } {
  // Idle pooled connections close well before the gateway's 65 s keep-alive.
  const agent = new http.Agent({ keepAlive: true, timeout: 30_000, scheduling: 'lifo' });
  const watch = unansweredWatch(log, unansweredAfterMs);
  const proxy = createProxyMiddleware<Request, Response>({
    target,
    agent,
    changeOrigin: false,
    // Mounted on the app root with a filter, so the path reaches the gateway unchanged.
    pathFilter: isApiPath,
    on: {
      proxyReq: (proxyReq, req) => {
        for (const name of HOP_BY_HOP) proxyReq.removeHeader(name);
        const trustFn: (address: string | undefined, hop: number) => boolean = req.app.get('trust proxy fn');
        const trusted = trustFn(req.socket.remoteAddress, 0);
        proxyReq.setHeader('x-forwarded-host', (trusted && req.headers['x-forwarded-host']) || req.headers.host || '');
        proxyReq.setHeader('x-forwarded-proto', req.protocol);
        proxyReq.setHeader('x-forwarded-for', clientAddress(req));
        proxyReq.removeHeader('forwarded');
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
  // Every relayed request carries an id, the browser's when it is a valid one, which the
  // gateway keeps: the shell's lines and the gateway's name the same request.
  const handler: RequestHandler = (req, res, next) => {
    if (!isApiPath(req.path)) return next();
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    req.headers['x-request-id'] = requestId;
    watch.start(res, { requestId, method: req.method, url: req.originalUrl });
    return proxy(req, res, next);
  };
  return Object.assign(handler, { unanswered: () => watch.counts() });
}

/** TRUST_PROXY as Express's 'trust proxy' setting: a comma-separated list of addresses, CIDR
 * ranges or the names loopback/linklocal/uniquelocal; empty or `none` trusts no one. */
function trustProxySetting(value: string | undefined): string | false {
  const list = String(value ?? '').trim();
  return list === '' || list === 'none' || list === 'false' ? false : list;
}

export { apiProxy, trustProxySetting };
