// A fake `fetch` for component tests: answers by "METHOD path" and records every call, so a
// test states the server's answers and checks the requests the screen made.
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
type Handler = FakeAnswer | ((body: unknown) => FakeAnswer | Promise<FakeAnswer>);

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

export function mockFetch(routes: Record<string, Handler>) {
  const calls: FetchCall[] = [];
  const fake = jest.fn(async (input: string, init: { method?: string; body?: string } = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = String(input);
    const body = init.body ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const handler = routes[`${method} ${url}`];
    const answer: FakeAnswer =
      handler === undefined
        ? { status: 404, body: { message: 'Not found' } }
        : typeof handler === 'function'
          ? await handler(body)
          : handler;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => text,
      json: async () => JSON.parse(text),
    };
  });
  (globalThis as { fetch?: unknown }).fetch = fake;
  /** The calls other than reads (the current-user GET every signed-in screen makes, etc.). */
  const writes = () => calls.filter((c) => c.method !== 'GET');
  return { calls, writes, fake };
}
