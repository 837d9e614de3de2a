import type { OutgoingHttpHeader } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { WriteTracker } from './write-tracker';
import { isSafeMethod } from '../safe-methods';

/** The answer headers a cached answer is replayed with (the gateway sets its own around them);
 * a league list's page names the next one in x-next-cursor and link. */
const REPLAYED = ['content-type', 'etag', 'vary', 'last-modified', 'content-language', 'x-next-cursor', 'link'] as const;

/** Bytes of answers kept, over all sessions; the least recently used go first. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Larger answers are not kept (a page of rounds is ~10 KB). */
const MAX_ANSWER_BYTES = 256 * 1024;

interface CachedAnswer {
  generation: number;
  headers: [string, OutgoingHttpHeader][];
  body: Buffer;
}

declare global {
  namespace Express {
    interface Locals {
      /** Set by the service proxy for a write: settles when the service has answered (or failed), which
       * for a client that left early is later than its connection closing. */
      upstreamSettled?: Promise<void>;
    }
  }
}

export interface ReadCacheOptions {
  /** The session cookie's name: answers are kept per session (its signed value is the key). */
  cookieName: string;
  /** Which GET paths are cached (those answered per signed-in user). */
  isCacheable: (path: string) => boolean;
  writes: WriteTracker;
  /** Longest an answer is kept; 0 turns the cache off. */
  ttlMs: number;
}

function sessionCookie(req: Request, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

function wantsRevalidation(req: Request): boolean {
  const header = req.headers['cache-control'];
  return header !== undefined && /no-cache|no-store|max-age=0/.test(header);
}

/** Collects what the answer writes, up to `limit` bytes (null past it). */
function captureBody(res: Response, limit: number): () => Buffer | null {
  const chunks: Buffer[] = [];
  let size = 0;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (size > limit || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size <= limit) chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response['write'];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response['end'];
  return () => (size <= limit ? Buffer.concat(chunks) : null);
}

/**
 * The gateway's cache of signed-in reads: a session reading the same path again gets the answer
 * it got last time, without a session lookup or a call to a service, while no write has started
 * or ended since (on any replica: see write-tracker.ts) and for at most `ttlMs` (answers that
 * change with time alone, such as upcoming events, are at most that old). Kept per session (the
 * signed cookie value is the key, so a session only ever sees answers made for it; signing out
 * or a password change is a write, which ends every kept answer). A request saying
 * `Cache-Control: no-cache` is answered afresh (and refreshes the kept answer).
 *
 * Also tracks every write passing through: announced before it is forwarded, and its end once
 * the service has answered.
 */
export function readCache(options: ReadCacheOptions): RequestHandler {
  const answers = new LRUCache<string, CachedAnswer>({
    maxSize: MAX_BYTES,
    sizeCalculation: (answer, key) => answer.body.length + key.length + 200,
  });
  const { writes } = options;

  const trackWrite: RequestHandler = (_req, res, next) => {
    writes.begin().then((end) => {
      // The proxy's promise never rejects; without one (a gateway-owned route) the write ended here.
      res.once('close', () => void Promise.resolve(res.locals.upstreamSettled).then(end));
      next();
    }, next);
  };

  return (req, res, next) => {
    if (!isSafeMethod(req.method)) return trackWrite(req, res, next);
    const generation = writes.generation();
    if (generation === null || options.ttlMs === 0 || req.method !== 'GET' || !options.isCacheable(req.path)) return next();
    const cookie = sessionCookie(req, options.cookieName);
    if (cookie === null) return next();
    const key = `${cookie}\n${req.originalUrl}`;

    const kept = wantsRevalidation(req) ? undefined : answers.get(key);
    if (kept && kept.generation === generation) {
      for (const [name, value] of kept.headers) res.setHeader(name, value);
      res.setHeader('x-cache', 'hit');
      // req.fresh compares If-None-Match with the ETag just set.
      if (req.fresh) res.status(304).end();
      else res.status(200).end(kept.body);
      return;
    }

    res.setHeader('x-cache', 'miss');
    const body = captureBody(res, MAX_ANSWER_BYTES);
    res.once('finish', () => {
      const captured = body();
      // Not kept: another answer than a full 200, a signed-out caller, or a write that started,
      // ended or is still running while this answer was being made (it may predate the write).
      if (res.statusCode !== 200 || !req.user || captured === null || res.getHeader('set-cookie') !== undefined) return;
      if (writes.generation() !== generation || writes.writing()) return;
      const headers: [string, OutgoingHttpHeader][] = [];
      for (const name of REPLAYED) {
        const value = res.getHeader(name);
        if (value !== undefined) headers.push([name, value]);
      }
      const expires = req.session?.cookie?.expires;
      const ttl = Math.min(options.ttlMs, expires ? new Date(expires).getTime() - Date.now() : options.ttlMs);
      if (ttl > 0) answers.set(key, { generation, headers, body: captured }, { ttl });
    });
    next();
  };
}
