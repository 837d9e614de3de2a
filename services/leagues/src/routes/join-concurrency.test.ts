// 30 users join a league of maxMembers 5 at the same moment, over real HTTP, on MariaDB and on
// the embedded SQLite: exactly 5 members and 25 clean 409s (a transaction holding the league's
// row lock on MariaDB, the write lock taken at BEGIN on SQLite). Latency under the burst is measured
// by bench/reliability/sqlite-burst.ts, not asserted here.
import type { User } from '@fairway/data';
import { createServiceApp, type RunningServer } from '@fairway/kit';
import {
  createTestDatabase,
  createTestLeague,
  createTestUser,
  signedHeaders,
  startTestServer,
  TEST_DIALECTS,
  type TestDatabase,
} from '@fairway/kit/testing';
import { routes } from '.';

jest.setTimeout(120_000);

describe.each(TEST_DIALECTS)('on %s', (dialect) => {
  let db: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    server = await startTestServer(createServiceApp({ name: 'leagues-join-test', db, routes: routes(db) }));
  });

  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  async function joinAll(leagueId: string, users: User[]) {
    return Promise.all(
      users.map(async (user) => {
        const res = await fetch(`${server.url}/api/leagues/${leagueId}/join`, {
          method: 'POST',
          headers: signedHeaders(user.id, { method: 'POST', path: `/api/leagues/${leagueId}/join`, service: 'leagues-join-test' }),
        });
        return { status: res.status, body: (await res.json()) as { message?: string } };
      }),
    );
  }

  it('30 parallel joins on a league of 5 with only its creator: 5 members, 25 clean 409s', async () => {
    // Creator-less league rows are impossible through the API, so the league starts with its
    // creator, who then leaves: the 30 joiners compete for all 5 places.
    const creator = await createTestUser(db);
    const league = await createTestLeague(db, creator, { name: 'Tiny', maxMembers: 5 });
    await db.models.LeagueMembership.destroy({ where: { leagueId: league.id } });
    await league.update({ memberCount: 0 });

    const users: User[] = [];
    for (let i = 0; i < 30; i += 1) users.push(await createTestUser(db));
    const results = await joinAll(league.id, users);

    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(25);
    expect(refused.every((r) => r.body.message === 'This league is full')).toBe(true);
    expect(await db.models.LeagueMembership.count({ where: { leagueId: league.id } })).toBe(5);
    await league.reload();
    expect(league.memberCount).toBe(5);
  });

  it('the same user joining twice in parallel becomes a member once', async () => {
    const creator = await createTestUser(db);
    const league = await createTestLeague(db, creator, { name: 'Twice', maxMembers: 10 });
    const user = await createTestUser(db);
    const results = await joinAll(
      league.id,
      Array.from({ length: 6 }, () => user),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === 'You are already a member of this league')).toBe(true);
    expect(await db.models.LeagueMembership.count({ where: { leagueId: league.id, userId: user.id } })).toBe(1);
  });
});
