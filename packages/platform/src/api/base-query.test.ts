import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { browserNavigation } from '../browser-navigation';
import { getToasts } from '../toast/toast-store';
import { errorText } from './api-error';
import { baseQuery, CURRENT_USER_ENDPOINT } from './base-query';
import { resetUnavailable, UNAVAILABLE_QUIET_MS } from './unavailable';

interface FakeAnswer {
  status?: number;
  statusText?: string;
  body?: string;
  contentType?: string;
  nextCursor?: string;
}

function answer({ status = 200, statusText = 'OK', body = '', contentType = 'application/json', nextCursor }: FakeAnswer) {
  const headers: Record<string, string | undefined> = { 'content-type': contentType, 'x-next-cursor': nextCursor };
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => body,
  };
}

const fetchMock = jest.fn();
const callApi = (endpoint = 'anyEndpoint') => ({ endpoint, signal: new AbortController().signal }) as unknown as BaseQueryApi;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('baseQuery', () => {
  it('sends credentials and no body or content type on a plain GET, and returns the JSON', async () => {
    fetchMock.mockResolvedValue(answer({ body: '[{"id":"l1"}]' }));
    const result = await baseQuery('/api/leagues', callApi(), {});
    expect(result).toEqual({ data: [{ id: 'l1' }], meta: { nextCursor: null } });
    fetchMock.mockResolvedValue(answer({ body: '[{"id":"l2"}]', nextCursor: '2026-01-01T00:00:00.000Z_l2' }));
    expect(await baseQuery('/api/leagues', callApi(), {})).toEqual({
      data: [{ id: 'l2' }],
      meta: { nextCursor: '2026-01-01T00:00:00.000Z_l2' },
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/leagues');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', headers: undefined, body: undefined });
  });

  it('sends JSON with its content type only when there is a body', async () => {
    fetchMock.mockResolvedValue(answer({ status: 201, body: '{"id":"r1"}' }));
    await baseQuery({ url: '/api/rounds', method: 'post', body: { score: 80 } }, callApi(), {});
    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"score":80}',
    });
  });

  it('answers null for an empty successful body', async () => {
    fetchMock.mockResolvedValue(answer({ status: 204, statusText: 'No Content' }));
    expect(await baseQuery({ url: '/api/rounds/r1', method: 'DELETE' }, callApi(), {})).toEqual({ data: null, meta: { nextCursor: null } });
  });

  it('turns a non-OK answer into "{status}: {body}" and keeps the parsed body for errorText', async () => {
    fetchMock.mockResolvedValue(answer({ status: 400, statusText: 'Bad Request', body: '{"message":"League name is required"}' }));
    const result = await baseQuery({ url: '/api/leagues', method: 'POST', body: {} }, callApi(), {});
    expect(result.error).toEqual({
      status: 400,
      message: '400: {"message":"League name is required"}',
      data: { message: 'League name is required' },
    });
    expect(errorText(result.error, 'Creation failed')).toBe('League name is required');
  });

  it('uses the status text when the error body is empty', async () => {
    fetchMock.mockResolvedValue(answer({ status: 503, statusText: 'Service Unavailable' }));
    const result = await baseQuery('/api/leagues', callApi(), {});
    expect(result.error?.message).toBe('503: Service Unavailable');
    expect(errorText(result.error, 'Failed to join league. Please try again.')).toBe('Failed to join league. Please try again.');
  });

  it("on 401 'Unauthorized' shows the toast and goes to /api/login after 500 ms", async () => {
    jest.useFakeTimers();
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer({ status: 401, statusText: 'Unauthorized', body: '{"message":"Unauthorized"}' }));
    const result = await baseQuery({ url: '/api/rounds/r1', method: 'DELETE' }, callApi('deleteRound'), {});
    expect(result.error?.message).toBe('401: {"message":"Unauthorized"}');
    expect(getToasts()).toEqual([
      expect.objectContaining({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' }),
    ]);
    jest.advanceTimersByTime(499);
    expect(go).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledWith('/api/login');
  });

  it('treats 401 on the current-user query as signed out: null, no toast, no redirect', async () => {
    jest.useFakeTimers();
    const go = jest.spyOn(browserNavigation, 'go').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer({ status: 401, statusText: 'Unauthorized', body: '{"message":"Unauthorized"}' }));
    expect(await baseQuery('/api/auth/user', callApi(CURRENT_USER_ENDPOINT), {})).toEqual({ data: null });
    jest.runAllTimers();
    expect(getToasts()).toEqual([]);
    expect(go).not.toHaveBeenCalled();
  });

  it('shows one "Temporarily unavailable" toast naming what is down for a burst of 503s, another only after a quiet period', async () => {
    jest.useFakeTimers();
    resetUnavailable();
    const down = '{"message":"The database is temporarily unavailable"}';
    fetchMock.mockResolvedValue(answer({ status: 503, statusText: 'Service Unavailable', body: down }));
    const results = await Promise.all(
      ['/api/leagues/my', '/api/rounds/recent', '/api/auth/user'].map((url) => baseQuery(url, callApi(), {})),
    );
    expect(results.map((r) => r.error?.status)).toEqual([503, 503, 503]);
    const shown = () => getToasts().filter((t) => t.open && t.title === 'Temporarily unavailable');
    expect(shown()).toEqual([
      expect.objectContaining({
        description: 'The database is temporarily unavailable. Please try again in a moment.',
        variant: 'destructive',
      }),
    ]);
    const firstId = shown()[0]!.id;
    await baseQuery('/api/leagues', callApi(), {});
    expect(shown().map((t) => t.id)).toEqual([firstId]);
    jest.setSystemTime(Date.now() + UNAVAILABLE_QUIET_MS);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await baseQuery('/api/leagues', callApi(), {})).error?.status).toBe(0);
    expect(shown()).toEqual([expect.objectContaining({ description: 'The server cannot be reached. Please try again in a moment.' })]);
    expect(shown()[0]!.id).not.toBe(firstId);
  });

  it('in demo mode answers from the demo adapter without any network call', async () => {
    window.localStorage.setItem('demoMode', 'true');
    const user = await baseQuery('/api/auth/user', callApi(CURRENT_USER_ENDPOINT), {});
    expect(user.data).toMatchObject({ id: 'demo-user', firstName: 'Demo', isDemo: true });
    const unknown = await baseQuery('/api/nowhere', callApi(), {});
    expect(unknown.error?.message).toBe('Demo API: Unknown route /api/nowhere');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
