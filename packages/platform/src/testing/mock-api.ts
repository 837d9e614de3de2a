// A short way to declare MSW handlers for a test: answers by "METHOD /path[?query]".
import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiServer, recordRequests } from './api-server';

export interface ApiAnswer {
  status?: number;
  body?: unknown;
}
type Answer = ApiAnswer | ((body: unknown) => ApiAnswer | Promise<ApiAnswer>);

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

function handlerFor(route: string, answer: Answer): HttpHandler {
  const [method, target] = route.split(' ') as [keyof typeof METHODS, string];
  const [path, query = ''] = target.split('?');
  return METHODS[method](path, async ({ request }) => {
    // The query is part of the route: '/api/x' does not answer '/api/x?page=2'.
    if (new URL(request.url).search !== (query ? `?${query}` : '')) return undefined;
    const text = await request.text();
    const { status = 200, body } = typeof answer === 'function' ? await answer(text ? JSON.parse(text) : undefined) : answer;
    return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
  });
}

/** Answers these routes (other /api paths: 404) and records the requests:
 * `const { writes } = mockApi({ 'GET /api/auth/user': { body: me }, 'POST /api/rounds': { status: 201, body: round } })`. */
export function mockApi(routes: Record<string, Answer>) {
  apiServer.use(...Object.entries(routes).map(([route, answer]) => handlerFor(route, answer)));
  return recordRequests();
}
