import { Agent, request, type Dispatcher } from 'undici';
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
  /** Where the call goes: this module's keep-alive pool unless given (one-process mode: the
   * services in this process, InProcessDispatcher). */
  dispatcher?: Dispatcher;
}

/** A service's answer, read whole (internal answers are small JSON). */
export interface ServiceResponse {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** Idle connections to a service close after this long: under the services' keepAliveTimeout
 * (kit's startServer), like the gateway's proxy agent, so a socket the service is closing is
 * never reused. */
const IDLE_MS = 30_000;

/** undici's request, not the global fetch built on it: fetch's WHATWG layers cost more CPU per
 * call (docs/gateway.md, "Connections"). */
const httpDispatcher = new Agent({ keepAliveTimeout: IDLE_MS, keepAliveMaxTimeout: IDLE_MS });

/** A call from the gateway (or a service) to a service, signed like proxied requests.
 * Network failures and timeouts reject; HTTP errors resolve with the answer. */
export async function serviceFetch(baseUrl: string, path: string, options: ServiceFetchOptions): Promise<ServiceResponse> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const url = new URL(path, baseUrl);
  const headers: Record<string, string> = {
    ...signIdentity(options.userId ?? null, { method, path: url.pathname + url.search, service: options.service, body }, options.secret),
    accept: 'application/json',
  };
  if (options.requestId) headers[REQUEST_ID_HEADER] = options.requestId;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const timeout = options.timeoutMs ?? 10_000;
  const answer = await request(url, {
    method: method as 'GET',
    headers,
    body,
    dispatcher: options.dispatcher ?? httpDispatcher,
    headersTimeout: timeout,
    bodyTimeout: timeout,
  });
  // Read at once: an unread body would hold the connection.
  const text = await answer.body.text();
  return {
    status: answer.statusCode,
    headers: {
      get(name) {
        const value = answer.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}
