import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { isRetryableLockError } from '@fairway/data/transaction';
import { drainRequest } from './drain-request';

export type FieldErrors = Record<string, string>;

/** An operational error: a client mistake or a refused action, answered as
 * `{ message, errors? }` with `status`. Anything else reaching the handler is a bug. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new ApiError(400, message, errors);
export const unauthorized = (message = 'Unauthorized') => new ApiError(401, message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (message = 'Too many requests, please try again later.') => new ApiError(429, message);

/** A dependency (database, session store) cannot be reached: 503, the client may retry. */
export const unavailable = (dependency: string) => new ApiError(503, `${dependency} is temporarily unavailable`);
export const DATABASE = 'The database';
export const DATABASE_BUSY = 'The database is busy. Please try again.';

// Sequelize's connection errors (refused, timed out, pool acquire timeout, host not found...) and
// the driver codes of a connection lost or a lock not granted in time: the database is down or
// overloaded, not the request wrong. SQLITE_BUSY arrives only after the busy timeout.
const DATABASE_DOWN_CODES = new Set([
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_LOCK_WAIT_TIMEOUT',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = (error ?? {}) as { name?: string; parent?: { code?: string; message?: string } };
  if (typeof e.name !== 'string' || !e.name.startsWith('Sequelize')) return false;
  if (/^Sequelize(Connection|HostNot|AccessDenied|InvalidConnection)/.test(e.name)) return true;
  const code = e.parent?.code;
  if (code && DATABASE_DOWN_CODES.has(code)) return true;
  // mysql2 reuses a connection the server closed: no code, only this message.
  return /connection is in closed state/i.test(e.parent?.message ?? '');
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(notFound(`Cannot ${req.method} ${req.path}`));
};

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  name?: string;
}

/** Maps errors raised by Express's body parser and Sequelize constraints to client errors,
 * so a client mistake never becomes a 500. */
function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  const e = (error ?? {}) as HttpLikeError;
  if (e.type === 'entity.parse.failed') return new ApiError(400, 'Malformed JSON in request body');
  if (e.type === 'entity.too.large') return new ApiError(400, 'Request body is too large');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return new ApiError(415, 'Unsupported request encoding');
  if (e.name === 'SequelizeUniqueConstraintError') return new ApiError(409, 'This record already exists');
  if (isDatabaseUnavailable(error)) return unavailable(DATABASE);
  // Lock conflicts that outlasted inTransaction's retries: nothing was written, try again later.
  if (isRetryableLockError(error)) return new ApiError(503, DATABASE_BUSY);
  const status = e.status ?? e.statusCode;
  if (e.expose && status && status >= 400 && status < 500) return new ApiError(status, (error as Error).message);
  return null;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    // A refused body (too large, malformed) may still be arriving: let its answer reach the client.
    drainRequest(req);
    const apiError = toApiError(error);
    if (apiError) {
      if (apiError.status === 503)
        logger.warn({ err: error, requestId: req.requestId, method: req.method, path: req.path }, apiError.message);
      res
        .status(apiError.status)
        .json(apiError.errors ? { message: apiError.message, errors: apiError.errors } : { message: apiError.message });
      return;
    }
    logger.error({ err: error, requestId: req.requestId, method: req.method, path: req.path }, 'unhandled error');
    res.status(500).json({ message: 'Internal server error' });
  };
}
