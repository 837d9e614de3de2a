import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import express, { type Request, type RequestHandler } from 'express';
import { Agent, RetryHandler, type Dispatcher } from 'undici';
import { drainRequest, IDENTITY_HEADERS, REQUEST_ID_HEADER, signIdentity, type Logger } from '@fairway/kit';
import { serviceLabel, type ServiceName } from '../service-error';
import { serviceForPath } from './service-routes';
import { isSafeMethod } from '../safe-methods';
import { mayRetry } from './retry-policy';

export type ServiceUrls = Record<ServiceName, string>;

interface ProxyOptions {
  services: ServiceUrls;
  internalSecret: string;
  logger: Logger;
  /** Largest request body forwarded, in bytes (larger -> 400 without contacting the service). */
  maxBodyBytes: number;
  timeoutMs?: number;
  /** Persistent connections to the services (default: a keep-alive pool of its own). */
  agent?: Dispatcher;
}

/** Request headers never forwarded: what a client must never set on the way to a service (its
 * cookie, identity and request id: the gateway sets its own), hop-by-hop headers (RFC 9110
 * 7.6.1: they describe one connection, never the next hop's), and what undici sets itself (the
 * target's host, the body's length). */
const NOT_FORWARDED = new Set<string>([
  'cookie',
  ...IDENTITY_HEADERS,
  REQUEST_ID_HEADER,
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
  'host',
  'content-length',
]);
/** Answer headers not relayed: the gateway answers with its own connection management and framing. */
const NOT_RELAYED = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'trailer', 'upgrade'];

/** Idle sockets to a service are closed by the gateway after this long: well under the
 * services' keepAliveTimeout (kit's startServer), so the gateway never reuses a socket the
 * service is closing. */
export const UPSTREAM_IDLE_MS = 30_000;

/** Attempts after the first for a call that failed before its answer started. */
const RETRIES = 1;
/** A pause before it: a service restarting in place (one-process mode) may be back. */
const RETRY_DELAY_MS = 100;

/** One pool of persistent connections per gateway process, shared by the service proxies. */
function createUpstreamAgent(): Agent {
  return new Agent({ keepAliveTimeout: UPSTREAM_IDLE_MS, keepAliveMaxTimeout: UPSTREAM_IDLE_MS });
}

/** The headers sent to a service: the client's, less NOT_FORWARDED, with X-Forwarded-For/-Proto
 * appended and X-Forwarded-Host kept or set, as a proxy adds them. */
function forwardedHeaders(req: Request): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  const given: IncomingHttpHeaders = req.headers;
  for (const name in given) {
    const value = given[name];
    if (value !== undefined && !NOT_FORWARDED.has(name)) headers[name] = value;
  }
  const append = (name: string, value: string) => {
    const before = given[name];
    headers[name] = before ? `${String(before)},${value}` : value;
  };
  append('x-forwarded-for', req.socket.remoteAddress ?? '');
  append('x-forwarded-proto', 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] = given['x-forwarded-host'] ?? given.host ?? '';
  return headers;
}

/** Streams a service's answer to the client: its status and headers (less NOT_RELAYED), then its
 * body as it arrives, pausing the service's socket while the client's is full. A failure before
 * the answer started is handed to `fail`; after, the client's connection is cut (its answer
 * cannot be completed). A client that goes away aborts a read; a write runs to its end (the
 * service may have committed it already, and the read cache learns when it ended), its answer
 * dropped. `settled` is called once the service has answered or failed. */
class RelayHandler implements Dispatcher.DispatchHandler {
  private finished = false;
  private clientGone = false;
  /** The current attempt's (a retry starts another). */
  private controller: Dispatcher.DispatchController | null = null;

  constructor(
    private readonly res: ServerResponse,
    private readonly abortOnClose: boolean,
    private readonly fail: (error: Error) => void,
    private readonly settled: () => void,
  ) {}

  onRequestStart(controller: Dispatcher.DispatchController): void {
    const first = this.controller === null;
    this.controller = controller;
    if (!first) return;
    this.res.once('close', () => {
      if (this.finished) return;
      this.clientGone = true;
      if (!this.abortOnClose) return;
      this.finished = true; // nothing left to answer: the abort's error is not a failure of the service
      this.controller?.abort(new Error('client closed the connection'));
    });
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: Record<string, string | string[]>): void {
    if (statusCode < 200 || this.clientGone) return; // informational (1xx): the final answer follows
    for (const name of NOT_RELAYED) delete headers[name];
    this.res.writeHead(statusCode, headers as OutgoingHttpHeaders);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.clientGone) return;
    if (!this.res.write(chunk)) {
      controller.pause();
      this.res.once('drain', () => controller.resume());
    }
  }

  onResponseEnd(): void {
    this.finished = true;
    this.settled();
    if (!this.clientGone) this.res.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.settled();
    if (this.finished) return;
    this.finished = true;
    if (this.clientGone) return;
    if (this.res.headersSent) this.res.destroy();
    else this.fail(error);
  }
}

/** One proxy per domain service, keeping the full path, adding the signed identity and request
 * id, over undici's dispatcher (kept-alive connections; less work per request than http-proxy on
 * node:http's client). */
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
  const timeout = options.timeoutMs ?? 30_000;
  // The whole body is read before proxying so its digest can be signed (the limit above keeps it small).
  const raw = express.raw({ type: () => true, limit: options.maxBodyBytes });
  const bufferBody: RequestHandler = (req, res, next) => (serviceForPath(req.path) ? raw(req, res, next) : next());
  const proxy: RequestHandler = (req, res, next) => {
    const service = serviceForPath(req.path);
    if (!service) return next();
    const body: Buffer | undefined = Buffer.isBuffer(req.body) ? req.body : undefined;
    const path = req.originalUrl;
    const headers = forwardedHeaders(req);
    Object.assign(headers, signIdentity(req.user?.id ?? null, { method: req.method, path, service, body }, options.internalSecret));
    headers[REQUEST_ID_HEADER] = req.requestId;
    const unavailable = (error: Error) => {
      options.logger.warn({ err: error, service, requestId: req.requestId }, `${service} service unreachable`);
      res.status(503).json({ message: `${serviceLabel[service]} service is unavailable` });
    };
    // Only a write's end matters to the read cache (a read is aborted with its client).
    const safe = isSafeMethod(req.method);
    let settled = (): void => undefined;
    if (!safe) res.locals.upstreamSettled = new Promise<void>((resolve) => (settled = resolve));
    const dispatch: Dispatcher.DispatchOptions = {
      origin: options.services[service],
      path,
      method: req.method as Dispatcher.HttpMethod,
      headers,
      body,
      headersTimeout: timeout,
      bodyTimeout: timeout,
    };
    // One more attempt, through undici's retry handler, when nothing of the answer was relayed
    // yet and the call may be repeated (retry-policy.ts); never for a status, only for a failure.
    const retryOptions: RetryHandler.RetryOptions = {
      statusCodes: [],
      retry: (error, { state }, done) => {
        if (state.counter > RETRIES || res.headersSent || res.destroyed || !mayRetry(error, req.method, body)) return done(error);
        options.logger.info({ err: error, service, requestId: req.requestId }, `${service} call failed before an answer; trying again`);
        setTimeout(() => done(null), RETRY_DELAY_MS);
      },
    };
    const relay = new RelayHandler(res, safe, unavailable, settled);
    agent.dispatch(dispatch, new RetryHandler({ ...dispatch, retryOptions }, { dispatch: agent.dispatch.bind(agent), handler: relay }));
  };
  return [tooLarge, bufferBody, proxy];
}
