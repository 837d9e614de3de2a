// 30 users join a league of maxMembers 5 at the same moment, over real HTTP, on MariaDB and on
// the embedded SQLite: exactly 5 members and 25 clean 409s (a transaction holding the league's
// row lock on MariaDB, the write lock taken at BEGIN on SQLite). Latency under the burst is measured
// by bench/reliability/sqlite-burst.ts, not asserted here.
import type { User } from '@fairway/data';
import { createTestLeague, createTestUser, describeServiceOnEachDatabase } from '@fairway/kit/testing';
import { routes } from '.';

jest.setTimeout(120_000);

describeServiceOnEachDatabase({ name: 'leagues-join-test', routes }, (t) => {
  async function joinAll(leagueId: string, users: User[]) {
    return Promise.all(
      users.map(async (user) => {
        const res = await t.fetchAs(user.id, 'POST', `/api/leagues/${leagueId}/join`);
        return { status: res.status, body: (await res.json()) as { message?: string } };
      }),
    );
  }

  it('30 parallel joins on a league of 5 with only its creator: 5 members, 25 clean 409s', async () => {
    // Creator-less league rows are impossible through the API, so the league starts with its
    // creator, who then leaves: the 30 joiners compete for all 5 places.
    const creator = await createTestUser(t.db);
    const league = await createTestLeague(t.db, creator, { name: 'Tiny', maxMembers: 5 });
    await t.db.models.LeagueMembership.destroy({ where: { leagueId: league.id } });
    await league.update({ memberCount: 0 });

    const users: User[] = [];
    for (let i = 0; i < 30; i += 1) users.push(await createTestUser(t.db));
    const results = await joinAll(league.id, users);

    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(25);
    expect(refused.every((r) => r.body.message === 'This league is full')).toBe(true);
    expect(await t.db.models.LeagueMembership.count({ where: { leagueId: league.id } })).toBe(5);
    await league.reload();
    expect(league.memberCount).toBe(5);
  });

  it('the same user joining twice in parallel becomes a member once', async () => {
    const creator = await createTestUser(t.db);
    const league = await createTestLeague(t.db, creator, { name: 'Twice', maxMembers: 10 });
    const user = await createTestUser(t.db);
    const results = await joinAll(
      league.id,
      Array.from({ length: 6 }, () => user),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === 'You are already a member of this league')).toBe(true);
    expect(await t.db.models.LeagueMembership.count({ where: { leagueId: league.id, userId: user.id } })).toBe(1);
  });
});
