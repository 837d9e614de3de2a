// The fake back end of the front-end tests: MSW intercepting the real fetch. Each test adds the
// handlers it needs (`apiServer.use(...)`, or a table with mockApi); anything else under /api gets
// the gateway's 404, and every request is recorded so a test can check what the screen sent.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const apiServer = setupServer(http.all('/api/*', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));

export interface ApiCall {
  method: string;
  /** Path and query, as the app asked for it ('/api/leagues/l-1/rounds?before=c-1'). */
  url: string;
  /** The JSON body sent, if any. */
  body: unknown;
}

/** Every request from now on, in the order sent; a body is filled in as soon as MSW has read it. */
export function recordRequests() {
  const calls: ApiCall[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const call: ApiCall = { method: request.method, url: url.pathname + url.search, body: undefined };
    calls.push(call);
    void request
      .clone()
      .text()
      .then((text) => {
        call.body = text ? JSON.parse(text) : undefined;
      });
  });
  /** The calls other than reads (the current-user GET every signed-in screen makes, etc.). */
  const writes = () => calls.filter((c) => c.method !== 'GET');
  return { calls, writes };
}
