// Hostile input against the leagues service, on MariaDB and on the embedded SQLite: malformed
// percent-escapes and NUL bytes in the path, ids of every wrong shape, NUL bytes, deep nesting,
// wrong types and huge values in bodies. None may answer >= 500 (nor crash the process).
import { createTestLeague, createTestUser, describeServiceOnEachDatabase } from '@fairway/kit/testing';
import { routes } from '.';

jest.setTimeout(120_000);

const BAD_IDS = [
  '%00',
  'abc%00def',
  '%ZZ',
  '%',
  '%E0%A4%A',
  "'%20OR%201=1--",
  '..%2F..%2Fetc',
  'x'.repeat(5000),
  '%F0%9F%8F%8C',
  '-1',
  '0',
  '1e308',
  'null',
  '%C0%AF',
  '%FF%FE',
];

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const BAD_BODIES: string[] = [
  '{"name":"a\\u0000b","maxMembers":5,"courses":[{"name":"C","rounds":2}]}',
  '{"name":["x"],"maxMembers":"5"}',
  `{"name":"${'n'.repeat(90_000)}"}`,
  deep(20_000),
  `{"a":${deep(10_000)}}`,
  '{"name":"Ok","maxMembers":1e308,"courses":[{"name":"C","rounds":-1}]}',
  '{"name":"Ok","maxMembers":5,"courses":{"0":{"name":"C"}}}',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
  'null',
  '"just a string"',
  '{"name": "unterminated',
];

describeServiceOnEachDatabase({ name: 'leagues-hostile', routes }, (t) => {
  let userId: string;

  beforeAll(async () => {
    const user = await createTestUser(t.db);
    await createTestLeague(t.db, user);
    userId = user.id;
  });

  const call = (method: string, path: string, body?: string) => t.fetchAs(userId, method, path, body).then((res) => res.status);

  it('answers a NUL byte or a malformed escape in the path with 400', async () => {
    for (const path of ['/api/leagues/%00', '/api/leagues/%ZZ', '/api/leagues/abc%00/members']) expect(await call('GET', path)).toBe(400);
  });

  it('never answers >= 500 to a malformed id on any route', async () => {
    const statuses: Array<[string, number]> = [];
    for (const id of BAD_IDS) {
      for (const [method, path] of [
        ['GET', `/api/leagues/${id}`],
        ['DELETE', `/api/leagues/${id}`],
        ['POST', `/api/leagues/${id}/join`],
        ['GET', `/api/leagues/${id}/leaderboard`],
        ['GET', `/api/leagues/${id}/members/${id}`],
        ['DELETE', `/api/leagues/${id}/members/${id}`],
      ] as const) {
        statuses.push([`${method} ${path.slice(0, 60)}`, await call(method, path)]);
      }
    }
    expect(statuses.filter(([, status]) => status >= 500)).toEqual([]);
  });

  it('never answers >= 500 to a hostile body, and writes nothing from it', async () => {
    const before = await t.db.models.League.count();
    const statuses: Array<[string, number]> = [];
    for (const body of BAD_BODIES) statuses.push([body.slice(0, 40), await call('POST', '/api/leagues', body)]);
    expect(statuses.filter(([, status]) => status >= 500)).toEqual([]);
    expect(statuses.filter(([, status]) => status < 400)).toEqual([]);
    expect(await t.db.models.League.count()).toBe(before);
  });
});
