import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from './identity';

const VALID_ID = /^[\w.:-]{1,128}$/;

/** Keeps the caller's x-request-id (the gateway's) or makes one, so one id follows a request
 * from gateway to service in the logs. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value && VALID_ID.test(value) ? value : randomUUID();
}

/** `all`: one line per request (the gateway: the system's access log). `failures`: answers
 * >= 400 and errors at info and above, successes at debug (the services: the gateway's line
 * with the same request id already records them; two lines per call cost CPU on both sides). */
export type AccessLog = 'all' | 'failures';

export function requestLogging(logger: Logger, accessLog: AccessLog = 'all'): RequestHandler[] {
  const assignId: RequestHandler = (req, res, next) => {
    req.requestId = requestIdOf(req);
    res.setHeader(REQUEST_ID_HEADER, req.requestId);
    next();
  };
  const http = pinoHttp({
    logger,
    genReqId: (req) => (req as unknown as { requestId?: string }).requestId ?? requestIdOf(req),
    // req.log carries the id as `requestId`; the serializers below get the raw req/res (not
    // pino's full copies first): per request, one small child logger and no extra bindings.
    customAttributeKeys: { reqId: 'requestId' },
    quietReqLogger: true,
    wrapSerializers: false,
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 || accessLog === 'all' ? 'info' : 'debug',
    // pino-http's default also checks req.readableAborted, which the gateway's proxy sets on every
    // forwarded request once it is done with it; whether the answer went out is what matters.
    customSuccessMessage: (_req, res) => (res.writableEnded ? 'request completed' : 'request aborted'),
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return [assignId, http as unknown as RequestHandler];
}
