// Rounds under concurrency, on MariaDB and on the embedded SQLite: the per-course limit holds
// when one member submits many rounds at once, and parallel writes leave the statistics exact.
import { addDays, todayIso, userStats } from '@fairway/contracts';
import type { User } from '@fairway/data';
import { createTestLeague, createTestUser, describeServiceOnEachDatabase } from '@fairway/kit/testing';
import { roundsRouter } from './rounds';

jest.setTimeout(120_000);

const yesterday = addDays(todayIso(), -1);

describeServiceOnEachDatabase({ name: 'rounds-concurrency', routes: roundsRouter }, (t) => {
  const post = (user: User, body: object) => t.fetchAs(user.id, 'POST', '/api/rounds', body).then((res) => res.status);

  async function expectStatsMatchRounds(user: User): Promise<void> {
    const rounds = await t.db.models.Round.findAll({ where: { userId: user.id }, attributes: ['score'] });
    const stored = await t.db.models.User.findByPk(user.id, { attributes: ['totalRounds', 'bestRound', 'averageScore'] });
    expect({
      totalRounds: stored!.totalRounds,
      bestRound: stored!.bestRound,
      averageScore: stored!.averageScore === null ? null : Number(stored!.averageScore).toFixed(2),
    }).toEqual(userStats(rounds.map((round) => round.score)));
  }

  it('10 parallel submissions on a 2-round course yield exactly 2 rounds', async () => {
    const owner = await createTestUser(t.db);
    const league = await createTestLeague(t.db, owner, { courses: [{ name: 'Pebble Creek', rounds: 2 }] });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(owner, { leagueId: league.id, course: 'Pebble Creek', date: yesterday, score: 80 + i })),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    expect(await t.db.models.Round.count({ where: { userId: owner.id, leagueId: league.id } })).toBe(2);
    await expectStatsMatchRounds(owner);
  });

  it('parallel writes by one user in different leagues leave the statistics exact', async () => {
    const owner = await createTestUser(t.db);
    const leagues = [
      await createTestLeague(t.db, owner, { name: 'North', courses: [{ name: 'A', rounds: 10 }] }),
      await createTestLeague(t.db, owner, { name: 'South', courses: [{ name: 'A', rounds: 10 }] }),
    ];
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(owner, { leagueId: leagues[i % 2]!.id, course: 'A', date: yesterday, score: 60 + i * 7 })),
    );
    expect(statuses).toEqual(Array(12).fill(201));
    await expectStatsMatchRounds(owner);
    expect((await t.db.models.User.findByPk(owner.id))!.totalRounds).toBe(12);
  });
});
