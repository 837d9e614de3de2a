import type { Express } from 'express';
import request, { type Test } from 'supertest';
import { REQUEST_ID_HEADER, signIdentity, type SignedRequest } from '../identity';

export interface SignOptions {
  secret?: string;
  now?: number;
  requestId?: string;
}

/** Headers the gateway would add to one request for `userId` (null = anonymous caller), for
 * requests made straight to a service with fetch in tests. */
export function signedHeaders(userId: string | null, target: SignedRequest, options: SignOptions = {}): Record<string, string> {
  const headers: Record<string, string> = { ...signIdentity(userId, target, options.secret, options.now) };
  if (options.requestId) headers[REQUEST_ID_HEADER] = options.requestId;
  return headers;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type SignedAgent = Record<Method, (path: string) => Test>;

/** The bytes superagent will send for `.send(data)`: JSON for objects, strings and buffers as they are. */
function sentBody(data: unknown): string | Buffer | undefined {
  if (data === undefined) return undefined;
  if (typeof data === 'string' || Buffer.isBuffer(data)) return data;
  return JSON.stringify(data);
}

/**
 * supertest against a service app, as the gateway would call it for `userId`: the signature
 * (method, path, body, this service, time) is added when the request is sent, after `.send()`.
 * `signedRequest(app, user.id).post('/api/rounds').send(body).expect(201)`.
 */
export function signedRequest(app: Express, userId: string | null, options: SignOptions = {}): SignedAgent {
  const service = String(app.locals.serviceName);
  const make =
    (method: Method) =>
    (path: string): Test => {
      const test = request(app)[method](path);
      const end = test.end;
      test.end = function signedEnd(this: Test & { _data?: unknown; qs?: object; _query?: string[] }, callback) {
        if (Object.keys(this.qs ?? {}).length > 0 || (this._query ?? []).length > 0) {
          throw new Error('signedRequest: put the query string in the path, it is part of the signature');
        }
        const url = new URL(this.url);
        this.set(signedHeaders(userId, { method, path: url.pathname + url.search, service, body: sentBody(this._data) }, options));
        return end.call(this, callback);
      };
      return test;
    };
  return { get: make('get'), post: make('post'), put: make('put'), patch: make('patch'), delete: make('delete') };
}
