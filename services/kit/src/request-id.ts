import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from './identity';
import type { UnansweredRequests } from './unanswered';

// A short token: what a client sends is written to every log line of its request, so anything
// else (quotes, spaces, control characters, kilobytes) is replaced rather than logged. The shell's
// proxy applies the same rule (web-server/src/api-proxy.ts).
const VALID_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Keeps the caller's x-request-id (the shell's proxy's or the gateway's) when it is a short
 * token, or makes one, so one id follows a request from the browser's call to the services. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value && VALID_ID.test(value) ? value : randomUUID();
}

/** `all`: one line per request (the gateway: the system's access log). `failures`: answers
 * >= 400 and errors at info and above, successes at debug (the services: the gateway's line
 * with the same request id already records them; two lines per call cost CPU on both sides). */
export type AccessLog = 'all' | 'failures';

/** Probes are not logged (a load balancer asks every few seconds). */
const UNLOGGED = new Set(['/healthz', '/readyz']);

/**
 * The request id (kept from the gateway or made) on `req.requestId` and the answer's
 * x-request-id, `req.log` for code that logs about the request (lines carry `requestId`), and
 * one line per answered request: `{ requestId, req: { method, url }, res: { statusCode },
 * responseTime }`, 'request completed' (or 'request aborted' when the client left first), at
 * error for answers >= 500, info for >= 400, and for the rest as `accessLog` says. With
 * `unanswered`, a request still unanswered after its bound is logged and counted (unanswered.ts).
 * Written here rather than with pino-http, which made two child loggers per request (its
 * bindings serialised each time), a measurable part of the gateway's CPU per request.
 */
export function requestLogging(logger: Logger, accessLog: AccessLog = 'all', unanswered?: UnansweredRequests): RequestHandler[] {
  const successLevel = accessLog === 'all' ? 'info' : 'debug';
  const handler: RequestHandler = (req, res, next) => {
    const requestId = requestIdOf(req);
    req.requestId = requestId;
    req.log = logger;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    if (UNLOGGED.has(req.url)) return next();
    const startedAt = Date.now();
    const method = req.method;
    const url = req.originalUrl;
    const settled = unanswered?.start(res, requestId, method, url);
    // A ServerResponse emits 'close' once, after 'finish' or when the connection went first.
    res.once('close', () => {
      const statusCode = res.statusCode;
      settled?.(res.writableEnded, statusCode);
      const level = statusCode >= 500 ? 'error' : statusCode >= 400 ? 'info' : successLevel;
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        { requestId, req: { method, url }, res: { statusCode }, responseTime: Date.now() - startedAt },
        res.writableEnded ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
  return [handler];
}
