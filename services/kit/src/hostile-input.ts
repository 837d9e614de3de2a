// Input no client should send, refused as a client mistake (400) before it reaches a route or
// the database: SQLite ends an inline-escaped string literal at a NUL byte, so `/api/leagues/%00`
// was a 500, and a malformed percent-escape cannot be decoded at all.
import express, { type RequestHandler } from 'express';
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

/** Deepest JSON nesting accepted: no form sends more than a few levels, and re-serialising a
 * 10,000-deep value (the gateway forwards the bodies it parses) overflows the stack, a 500. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'Request body is nested too deeply';

/** Why a parsed JSON body is refused (a NUL byte in any string or key, nesting beyond
 * MAX_JSON_DEPTH), or null. Iterative: a 100 kB body can nest 50,000 levels, too deep for recursion. */
function hostileBodyProblem(value: unknown): string | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\0')) return NUL_IN_BODY_MESSAGE;
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\0')) return NUL_IN_BODY_MESSAGE;
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** 400 for a JSON body with a NUL byte anywhere in it or nested too deeply. Mount after the JSON parser. */
export const rejectHostileBody: RequestHandler = (req, _res, next) => {
  const problem = req.body === undefined ? null : hostileBodyProblem(req.body);
  next(problem ? new ApiError(400, problem) : undefined);
};

/** The JSON body parser of every route that reads JSON itself (the gateway's own auth routes):
 * Express's, then the hostile-body check. */
export function jsonBody(limit: string): RequestHandler[] {
  return [express.json({ limit }), rejectHostileBody];
}
