// Input no client should send, refused as a client mistake (400) before it reaches a route or
// the database: SQLite ends an inline-escaped string literal at a NUL byte, so `/api/leagues/%00`
// was a 500, and a malformed percent-escape cannot be decoded at all.
import type { RequestHandler } from 'express';
import { ApiError } from './errors';

export const MALFORMED_URL_MESSAGE = 'Malformed URL';
export const NUL_IN_BODY_MESSAGE = 'Text must not contain NUL characters';

/** 400 for a path that does not decode or that decodes to a NUL byte. */
export const rejectMalformedUrl: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next(new ApiError(400, MALFORMED_URL_MESSAGE));
  }
  next(path.includes('\0') ? new ApiError(400, MALFORMED_URL_MESSAGE) : undefined);
};

/** True when any string (or key) in the parsed JSON holds a NUL byte. Iterative: a 100 kB body
 * can nest 50,000 levels deep, too deep for recursion. */
function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\0')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** 400 for a JSON body with a NUL byte anywhere in it. Mount after the JSON parser. */
export const rejectNulInBody: RequestHandler = (req, _res, next) => {
  next(req.body !== undefined && containsNul(req.body) ? new ApiError(400, NUL_IN_BODY_MESSAGE) : undefined);
};
