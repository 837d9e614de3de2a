import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { NEXT_CURSOR_HEADER } from '@fairway/contracts';
import { isDemoMode } from '../demo/demo-flag';
import type { ApiError } from './api-error';
import { NO_ANSWER_STATUS } from './network-failure';
import { announceUnavailable } from './unavailable';
import { redirectToLogin } from './unauthorized';

export type RequestArgs = string | { url: string; method?: string; body?: unknown };

/** What a successful answer says besides its body: a list page's next cursor (X-Next-Cursor). */
export interface AnswerMeta {
  nextCursor: string | null;
}

/** The endpoint whose 401 means "signed out" rather than "session lost". */
export const CURRENT_USER_ENDPOINT = 'getCurrentUser';

function normalise(args: RequestArgs): { url: string; method: string; body?: unknown } {
  if (typeof args === 'string') return { url: args, method: 'GET' };
  return { url: args.url, method: (args.method ?? 'GET').toUpperCase(), body: args.body };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

async function demoQuery(url: string, method: string, body: unknown) {
  // Its own chunk: nobody outside the tour downloads the demo world.
  const { handleDemoRequest } = await import('../demo/adapter');
  return handleDemoRequest({ url, method, body });
}

/**
 * The one baseQuery: cookies always, JSON only when there is a body,
 * non-OK -> `{ status, message: "{status}: {body text or statusText}" }`, 401 -> toast and
 * redirect to /api/login (except the current-user query: 401 there means signed out -> null),
 * 503 or no answer at all -> one 'Temporarily unavailable' toast naming what is down.
 * In demo mode the in-browser adapter answers and nothing goes over the network.
 */
export const baseQuery: BaseQueryFn<RequestArgs, unknown, ApiError, object, Partial<AnswerMeta>> = async (args, { endpoint, signal }) => {
  const { url, method, body } = normalise(args);
  if (isDemoMode()) return demoQuery(url, method, body);

  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (cause) {
    // Network failure: no HTTP status exists (isNetworkFailure in network-failure.ts reads it).
    const message = cause instanceof Error ? cause.message : String(cause);
    if (!signal.aborted) announceUnavailable(undefined);
    return { error: { status: NO_ANSWER_STATUS, message: `${NO_ANSWER_STATUS}: ${message}` } };
  }

  if (response.ok) return { data: await readBody(response), meta: { nextCursor: response.headers.get(NEXT_CURSOR_HEADER) } };

  const text = await response.text();
  const error: ApiError = {
    status: response.status,
    message: `${response.status}: ${text || response.statusText}`,
    data: parseJson(text),
  };
  // A dependency (database, Redis) or a service is down: one toast for the whole page.
  if (response.status === 503) announceUnavailable((error.data as { message?: unknown } | undefined)?.message as string | undefined);
  if (response.status === 401) {
    if (endpoint === CURRENT_USER_ENDPOINT) return { data: null };
    if (error.message.includes('Unauthorized')) redirectToLogin();
  }
  return { error };
};
