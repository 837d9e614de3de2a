import { REQUEST_ID_HEADER, signIdentity } from './identity';

export interface ServiceFetchOptions {
  /** The target service's name, part of the signature (auth, leagues, rounds, calendar). */
  service: string;
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  userId?: string | null;
  requestId?: string;
  secret?: string;
  timeoutMs?: number;
}

/** A call from the gateway (or a service) to a service, signed like proxied requests.
 * Network failures reject; HTTP errors resolve with the Response. */
export function serviceFetch(baseUrl: string, path: string, options: ServiceFetchOptions): Promise<Response> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const url = new URL(path, baseUrl);
  const headers: Record<string, string> = {
    ...signIdentity(options.userId ?? null, { method, path: url.pathname + url.search, service: options.service, body }, options.secret),
    accept: 'application/json',
  };
  if (options.requestId) headers[REQUEST_ID_HEADER] = options.requestId;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(url, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
}
