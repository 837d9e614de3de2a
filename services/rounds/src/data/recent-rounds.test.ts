// The written-out recent-rounds statement answers exactly what the shared round-list query with
// its signals answers (the leagues service's lists), on both databases.
import { findRoundsWithLeagueAndUser, withRoundSignals } from '@fairway/data';
import { createTestLeague, createTestUser, describeOnEachDatabase } from '@fairway/kit/testing';
import { findRecentRounds } from './recent-rounds';

describeOnEachDatabase((t) => {
  it('lists the caller’s rounds like the league lists: joins, partners in order, personal bests', async () => {
    const golfer = await createTestUser(t.db, { firstName: 'Grace' });
    const partners = [await createTestUser(t.db, { firstName: 'Pia' }), await createTestUser(t.db, { firstName: 'Paul' })];
    const elsewhere = await createTestUser(t.db);
    const leagues = [await createTestLeague(t.db, golfer, { name: 'Pines' }), await createTestLeague(t.db, golfer, { name: 'Oaks' })];
    const loggedAt = Date.UTC(2026, 0, 1);
    const scores = [95, 94, 96, 95, 93, 80, 97, 70];
    const rounds: Array<{ id: string }> = [];
    for (const [i, score] of scores.entries()) {
      rounds.push(
        await t.db.models.Round.create({
          userId: golfer.id,
          leagueId: leagues[i % 2].id,
          course: 'Pebble Creek',
          score,
          // two rounds share a day and a logging time: the id decides their order
          date: `2026-01-${String(10 + Math.min(i, 6)).padStart(2, '0')}`,
          createdAt: new Date(loggedAt + Math.min(i, 6) * 60_000),
          notes: i % 3 === 0 ? `note ${i}` : null,
        }),
      );
    }
    await t.db.models.Round.create({
      userId: elsewhere.id,
      leagueId: leagues[0].id,
      course: 'Pebble Creek',
      score: 60,
      date: '2026-01-12',
    });
    await t.db.models.RoundPartner.create({ roundId: rounds[7].id, userId: partners[1].id, createdAt: new Date(loggedAt + 1) });
    await t.db.models.RoundPartner.create({
      roundId: rounds[7].id,
      userId: partners[0].id,
      createdAt: new Date(loggedAt + 2),
      confirmedAt: new Date(),
    });
    await t.db.models.RoundPartner.create({ roundId: rounds[2].id, userId: partners[0].id, createdAt: new Date(loggedAt + 3) });

    const recent = await findRecentRounds(t.db, golfer.id);
    const listed = await withRoundSignals(t.db.models, await findRoundsWithLeagueAndUser(t.db.models, { userId: golfer.id }));
    expect(JSON.stringify(recent)).toBe(JSON.stringify(listed));
    expect(recent).toHaveLength(scores.length);
    expect(recent.filter((round) => round.personalBest).map((round) => round.score)).toEqual([70, 80]);
    expect(recent.find((round) => round.id === rounds[7].id)?.playedWith).toEqual([
      { userId: partners[1].id, firstName: 'Paul', lastName: partners[1].lastName, confirmed: false },
      { userId: partners[0].id, firstName: 'Pia', lastName: partners[0].lastName, confirmed: true },
    ]);
  });

  it('answers an empty list for a golfer without rounds', async () => {
    expect(await findRecentRounds(t.db, (await createTestUser(t.db)).id)).toEqual([]);
  });
});
