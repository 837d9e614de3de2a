import type { ErrorRequestHandler, NextFunction, Request, Response } from 'express';

// Rejects what no file or route can be before any middleware looks at it: a path that does not
// decode (GET /%E0%A4%A), NUL bytes, and ".." segments (raw or percent-encoded). 400, never a throw.
function requestGuard(req: Request, res: Response, next: NextFunction): void {
  const rawPath = (req.url ?? '/').split('?')[0];
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    res.status(400).type('text/plain').send('Bad request: malformed URL');
    return;
  }
  if (pathname.includes('\0') || pathname.split(/[\\/]/).includes('..')) {
    res.status(400).type('text/plain').send('Bad request');
    return;
  }
  next();
}

/**
 * The last middleware: a failing request gets an answer (its 4xx, or 500) and the server goes on
 * with the next one.
 */
function errorAnswer(log: (line: string) => void): ErrorRequestHandler {
  // Express recognises an error handler by its four parameters.
  return (error, req, res, _next) => {
    const status = Number(error.status || error.statusCode) || 500;
    if (status >= 500) log(`${req.method} ${req.originalUrl}: ${error.stack || error.message}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .status(status)
      .type('text/plain')
      .send(status >= 500 ? 'Internal server error' : 'Bad request');
  };
}

export { requestGuard, errorAnswer };
