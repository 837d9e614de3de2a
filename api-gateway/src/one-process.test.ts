// The back end's two deployments answer alike: the same requests through a gateway whose services
// listen on their own ports (per-service processes) and through one whose services are mounted in
// its process (InProcessDispatcher, the one-process back end) get the same statuses, bodies and
// headers that matter: sign-up, sign-in and the current user (the gateway's calls to the auth
// service), a league written and read (signed body, ETag, the read cache), bad input (400 with the
// service's message, nothing written), signed-out and unknown routes, sign-out. MariaDB and
// embedded SQLite.
import { describeOnEachDatabase } from '@fairway/kit/testing';
import { sessionCookie, startBackend, type BackendTransport } from './test-support';

interface Answer {
  status: number;
  body: unknown;
  etag: boolean;
  type: string | null;
}

/** Replaces what differs between two runs (ids, times, the run's own names) with its kind. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  if (typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value)) return '<id>';
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return '<time>';
  if (typeof value === 'string') return value.replace(/-(http|in-process)/g, '-<run>');
  return value;
}

/** The sequence, against a gateway at `url`; each answer in order. */
async function scenario(url: string, run: BackendTransport): Promise<Answer[]> {
  const answers: Answer[] = [];
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(new URL(path, url), {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const answer = {
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : null,
      etag: response.headers.has('etag'),
      type: response.headers.get('content-type'),
    };
    answers.push(answer);
    return { response, answer };
  };

  const email = `one-process-${run}@example.test`;
  const account = { email, password: 'a-long-password-1', firstName: 'One', lastName: `Process-${run}` };
  cookie = sessionCookie((await call('POST', '/api/auth/register', account)).response) ?? '';
  await call('GET', '/api/auth/user');
  const league = {
    name: `League-${run}`,
    description: 'Both deployments',
    type: 'casual',
    privacy: 'public',
    maxPlayers: 8,
    courses: [{ name: 'Pebble Creek', rounds: 2 }],
    invitedMembers: [],
  };
  const created = (await call('POST', '/api/leagues', league)).answer.body as { id: string };
  const first = await call('GET', `/api/leagues/${created.id}`, undefined, { 'cache-control': 'no-cache' });
  await call('GET', `/api/leagues/${created.id}`, undefined, { 'if-none-match': first.response.headers.get('etag') ?? '' });
  await call('POST', '/api/leagues', '{"name": ');
  await call('POST', '/api/rounds', { leagueId: created.id, course: 'Nowhere', date: '2020-01-01', score: 80 });
  await call('GET', '/api/leagues/my', undefined, { 'cache-control': 'no-cache' });
  await call('GET', '/api/leagues/no-such-route/at/all');
  await call('POST', '/api/auth/logout');
  const signedIn = cookie;
  cookie = '';
  await call('GET', '/api/leagues/my');
  cookie = sessionCookie((await call('POST', '/api/auth/login', { email, password: account.password })).response) ?? '';
  await call('POST', '/api/auth/login', { email, password: 'wrong-password-1' });
  expect(cookie).not.toBe(signedIn);
  return answers;
}

describeOnEachDatabase((t) => {
  const backends: Partial<Record<BackendTransport, Awaited<ReturnType<typeof startBackend>>>> = {};

  beforeAll(async () => {
    process.env.BCRYPT_ROUNDS = '4';
    backends.http = await startBackend(t.db, {}, 'http');
    backends['in-process'] = await startBackend(t.db, {}, 'in-process');
  });

  afterAll(async () => {
    await Promise.all(Object.values(backends).map((backend) => backend.close()));
  });

  it('answers the same over HTTP and in-process', async () => {
    const overHttp = await scenario(backends.http!.url, 'http');
    const inProcess = await scenario(backends['in-process']!.url, 'in-process');
    expect(inProcess.map((answer) => answer.status)).toEqual([201, 200, 201, 200, 200, 400, 400, 200, 404, 200, 401, 200, 401]);
    expect(shapeOf(inProcess)).toEqual(shapeOf(overHttp));
    // The 400s are the services' own messages, relayed; nothing was written by them.
    expect(inProcess[5].body).toEqual(overHttp[5].body);
    expect((inProcess[7].body as unknown[]).length).toBe(1);
  });
});
