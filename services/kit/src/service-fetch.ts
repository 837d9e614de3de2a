import { REQUEST_ID_HEADER, signIdentity } from './identity';

export interface ServiceFetchOptions {
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
export function serviceFetch(baseUrl: string, path: string, options: ServiceFetchOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...signIdentity(options.userId ?? null, options.secret), accept: 'application/json' };
  if (options.requestId) headers[REQUEST_ID_HEADER] = options.requestId;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(new URL(path, baseUrl), {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
}
