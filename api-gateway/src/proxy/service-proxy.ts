import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, type Plugin } from 'http-proxy-middleware';
import { REQUEST_ID_HEADER, signIdentity, type Logger } from '@fairway/kit';
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
}

/** Headers a client must never be able to set on the way to a service. */
const STRIPPED = ['cookie', 'x-fairway-user', 'x-fairway-ts', 'x-fairway-sig'];

function signingPlugin(service: ServiceName, options: ProxyOptions): Plugin<IncomingMessage, ServerResponse> {
  return (proxyServer) => {
    proxyServer.on('proxyReq', (proxyReq, req) => {
      const request = req as unknown as Request;
      for (const name of STRIPPED) proxyReq.removeHeader(name);
      for (const [name, value] of Object.entries(signIdentity(request.user?.id ?? null, options.internalSecret))) {
        proxyReq.setHeader(name, value);
      }
      proxyReq.setHeader(REQUEST_ID_HEADER, request.requestId);
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
      res.status(400).json({ message: 'Request body is too large' });
      return;
    }
    next();
  };
  const proxies = (Object.keys(options.services) as ServiceName[]).map(
    (service) =>
      createProxyMiddleware<IncomingMessage, ServerResponse>({
        target: options.services[service],
        changeOrigin: true,
        xfwd: true,
        proxyTimeout: options.timeoutMs ?? 30_000,
        pathFilter: (path) => serviceForPath(path) === service,
        ejectPlugins: true,
        plugins: [debugProxyErrorsPlugin, signingPlugin(service, options)],
      }) as unknown as RequestHandler,
  );
  return [tooLarge, ...proxies];
}
