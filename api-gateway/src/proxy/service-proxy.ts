import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import express, { type Request, type RequestHandler } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, type Plugin } from 'http-proxy-middleware';
import { drainRequest, IDENTITY_HEADERS, REQUEST_ID_HEADER, signIdentity, type Logger } from '@fairway/kit';
import { serviceLabel, type ServiceName } from '../service-error';
import { serviceForPath } from './service-routes';

export type ServiceUrls = Record<ServiceName, string>;

interface ProxyOptions {
  services: ServiceUrls;
  internalSecret: string;
  logger: Logger;
  /** Largest request body forwarded, in bytes (larger -> 400 without contacting the service). */
  maxBodyBytes: number;
  timeoutMs?: number;
  /** Persistent connections to the services (default: a keep-alive agent of its own). */
  agent?: Agent;
}

/** Headers a client must never be able to set on the way to a service. */
const STRIPPED = ['cookie', ...IDENTITY_HEADERS];
/** Hop-by-hop headers (RFC 9110 7.6.1): they describe one connection, never the next hop's. */
const HOP_BY_HOP = ['connection', 'keep-alive'];

/** Idle sockets to a service are closed by the gateway after this long: well under the
 * services' keepAliveTimeout (kit's startServer), so the gateway never reuses a socket the
 * service is closing. */
export const UPSTREAM_IDLE_MS = 30_000;

/** One pool of persistent connections per gateway process, shared by the service proxies.
 * Without an agent http-proxy sends `Connection: close` and every request pays a new TCP
 * connection to the service (and the service's `close` reached the browser). */
export function createUpstreamAgent(): Agent {
  return new Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS, scheduling: 'lifo' });
}

function signingPlugin(service: ServiceName, options: ProxyOptions): Plugin<IncomingMessage, ServerResponse> {
  return (proxyServer) => {
    proxyServer.on('proxyReq', (proxyReq, req) => {
      const request = req as unknown as Request;
      // The body was read (bufferBody) so the signature can cover it; it is written here.
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      for (const name of [...STRIPPED, ...HOP_BY_HOP]) proxyReq.removeHeader(name);
      const target = { method: proxyReq.method, path: proxyReq.path, service, body };
      for (const [name, value] of Object.entries(signIdentity(request.user?.id ?? null, target, options.internalSecret))) {
        proxyReq.setHeader(name, value);
      }
      proxyReq.setHeader(REQUEST_ID_HEADER, request.requestId);
      if (body) {
        proxyReq.setHeader('content-length', body.length);
        proxyReq.removeHeader('transfer-encoding');
        proxyReq.write(body);
      }
    });
    // Runs before http-proxy copies the answer's headers: the gateway answers with its own
    // connection management (keep-alive unless the client asked to close).
    proxyServer.on('proxyRes', (proxyRes) => {
      for (const name of HOP_BY_HOP) delete proxyRes.headers[name];
    });
    proxyServer.on('error', (error, req, res) => {
      options.logger.warn({ err: error, service, requestId: (req as unknown as Request).requestId }, `${service} service unreachable`);
      const response = res as ServerResponse;
      if (typeof response.writeHead !== 'function' || response.headersSent) {
        (res as { destroy?: () => void }).destroy?.();
        return;
      }
      response.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ message: `${serviceLabel[service]} service is unavailable` }));
    });
  };
}

/** One proxy per domain service, keeping the full path, adding the signed identity and request id. */
export function serviceProxies(options: ProxyOptions): RequestHandler[] {
  const tooLarge: RequestHandler = (req, res, next) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (serviceForPath(req.path) && length > options.maxBodyBytes) {
      drainRequest(req);
      res.status(400).json({ message: 'Request body is too large' });
      return;
    }
    next();
  };
  const agent = options.agent ?? createUpstreamAgent();
  // The whole body is read before proxying so its digest can be signed (the limit above keeps it small).
  const raw = express.raw({ type: () => true, limit: options.maxBodyBytes });
  const bufferBody: RequestHandler = (req, res, next) => (serviceForPath(req.path) ? raw(req, res, next) : next());
  const proxies = (Object.keys(options.services) as ServiceName[]).map(
    (service) =>
      createProxyMiddleware<IncomingMessage, ServerResponse>({
        target: options.services[service],
        changeOrigin: true,
        agent,
        xfwd: true,
        proxyTimeout: options.timeoutMs ?? 30_000,
        pathFilter: (path) => serviceForPath(path) === service,
        ejectPlugins: true,
        plugins: [debugProxyErrorsPlugin, signingPlugin(service, options)],
      }) as unknown as RequestHandler,
  );
  return [tooLarge, bufferBody, ...proxies];
}
