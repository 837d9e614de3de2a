// Hostile input against the leagues service alone (no gateway in front), on MariaDB and on the
// embedded SQLite: malformed percent-escapes and NUL bytes in the path, ids of every wrong shape
// on every route, hostile bodies (the kit's corpus). None may answer >= 500 (nor crash the
// process). api-gateway/src/hostile-input.test.ts fuzzes every service through the gateway.
import { BAD_IDS, createTestLeague, createTestUser, describeServiceOnEachDatabase, hostileBodies, listRoutes } from '@fairway/kit/testing';
import { routes } from '.';

jest.setTimeout(120_000);

describeServiceOnEachDatabase({ name: 'leagues-hostile', routes }, (t) => {
  let userId: string;

  beforeAll(async () => {
    const user = await createTestUser(t.db);
    await createTestLeague(t.db, user);
    userId = user.id;
  });

  const call = (method: string, path: string, body?: string | Buffer, contentType?: string) =>
    t.fetchAs(userId, method, path, body, contentType).then((res) => res.status);

  it('answers a NUL byte or a malformed escape in the path with 400', async () => {
    for (const path of ['/api/leagues/%00', '/api/leagues/%ZZ', '/api/leagues/abc%00/members']) expect(await call('GET', path)).toBe(400);
  });

  it('never answers >= 500 to a malformed id on any route', async () => {
    const statuses: Array<[string, number]> = [];
    const withIds = listRoutes(...routes(t.db)).filter((route) => route.path.includes(':'));
    expect(withIds.length).toBeGreaterThan(5);
    for (const id of BAD_IDS) {
      for (const { method, path: declared } of withIds) {
        const path = declared.replace(/:\w+/g, id);
        statuses.push([`${method} ${path.slice(0, 60)}`, await call(method, path)]);
      }
    }
    expect(statuses.filter(([, status]) => status >= 500)).toEqual([]);
  });

  it('never answers >= 500 to a hostile body, and writes nothing from it', async () => {
    const before = await t.db.models.League.count();
    const statuses: Array<[string, number]> = [];
    for (const { label, body, contentType } of hostileBodies(20_000))
      statuses.push([label, await call('POST', '/api/leagues', body, contentType)]);
    expect(statuses.filter(([, status]) => status >= 500)).toEqual([]);
    expect(statuses.filter(([, status]) => status < 400)).toEqual([]);
    expect(await t.db.models.League.count()).toBe(before);
  });
});
