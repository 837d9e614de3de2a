import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';

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
  const status = e.status ?? e.statusCode;
  if (e.expose && status && status >= 400 && status < 500) return new ApiError(status, (error as Error).message);
  return null;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const apiError = toApiError(error);
    if (apiError) {
      res.status(apiError.status).json(apiError.errors ? { message: apiError.message, errors: apiError.errors } : { message: apiError.message });
      return;
    }
    logger.error({ err: error, requestId: req.requestId, method: req.method, path: req.path }, 'unhandled error');
    res.status(500).json({ message: 'Internal server error' });
  };
}
