// Leaving a league keeps the golfer's rounds (their history, statistics and handicap index read
// every round they played, in any league); only the membership and the availability go, so the
// standings stop listing them, and a rejoin counts the same rounds again. On MariaDB and SQLite.
import { addDays, todayIso, type LeaderboardEntry, type Member } from '@fairway/contracts';
import { findScoreHistories, refreshUserStats } from '@fairway/data';
import { createTestLeague, createTestUser, describeServiceOnEachDatabase } from '@fairway/kit/testing';
import { routes } from '.';

jest.setTimeout(120_000);

describeServiceOnEachDatabase({ name: 'leagues-leave-test', routes }, (t) => {
  it('keeps the rounds and stats, drops the member from the standings, and a rejoin brings them back', async () => {
    const creator = await createTestUser(t.db);
    const golfer = await createTestUser(t.db);
    const league = await createTestLeague(t.db, creator, { name: 'Keepers' });
    expect((await t.fetchAs(golfer.id, 'POST', `/api/leagues/${league.id}/join`)).status).toBe(200);
    for (const score of [88, 92]) {
      await t.db.models.Round.create({ userId: golfer.id, leagueId: league.id, course: 'Pebble Creek', score, date: todayIso() });
    }
    await refreshUserStats(t.db.sequelize, [golfer.id]);
    await t.db.models.Availability.create({
      userId: golfer.id,
      leagueId: league.id,
      date: addDays(todayIso(), 2),
      timeSlot: 'morning',
    });

    const leave = await t.fetchAs(golfer.id, 'DELETE', `/api/leagues/${league.id}/members/${golfer.id}`);
    expect(leave.status).toBe(200);

    // The golfer's own record is untouched.
    expect(await t.db.models.Round.count({ where: { leagueId: league.id, userId: golfer.id } })).toBe(2);
    await golfer.reload();
    expect([golfer.totalRounds, golfer.bestRound, Number(golfer.averageScore)]).toEqual([2, 88, 90]);
    expect((await findScoreHistories(t.db.models, [golfer.id])).map((round) => round.score).sort()).toEqual([88, 92]);
    // The membership and the calendar entries went; the standings list members only.
    expect(await t.db.models.Availability.count({ where: { leagueId: league.id, userId: golfer.id } })).toBe(0);
    const board = (await (await t.fetchAs(creator.id, 'GET', `/api/leagues/${league.id}/leaderboard`)).json()) as LeaderboardEntry[];
    expect(board.map((entry) => entry.userId)).toEqual([creator.id]);
    const members = (await (await t.fetchAs(creator.id, 'GET', `/api/leagues/${league.id}/members`)).json()) as Member[];
    expect(members.map((member) => member.userId)).toEqual([creator.id]);
    const detail = await (await t.fetchAs(golfer.id, 'GET', `/api/leagues/${league.id}`)).json();
    expect(detail).toMatchObject({ isMember: false, memberCount: 1, userPosition: null });

    // Rejoining counts the kept rounds again.
    expect((await t.fetchAs(golfer.id, 'POST', `/api/leagues/${league.id}/join`)).status).toBe(200);
    const again = (await (await t.fetchAs(creator.id, 'GET', `/api/leagues/${league.id}/leaderboard`)).json()) as LeaderboardEntry[];
    const entry = again.find((row) => row.userId === golfer.id);
    expect(entry).toMatchObject({ roundCount: 2, bestScore: 88, avgScore: '90.00' });
    const rejoined = (await (await t.fetchAs(creator.id, 'GET', `/api/leagues/${league.id}/members`)).json()) as Member[];
    expect(rejoined.find((member) => member.userId === golfer.id)?.roundCount).toBe(2);
  });

  it('a second leave answers 404 and changes nothing', async () => {
    const creator = await createTestUser(t.db);
    const golfer = await createTestUser(t.db);
    const league = await createTestLeague(t.db, creator, { name: 'Twice Gone' });
    await t.fetchAs(golfer.id, 'POST', `/api/leagues/${league.id}/join`);
    await t.db.models.Round.create({ userId: golfer.id, leagueId: league.id, course: 'Pebble Creek', score: 95, date: todayIso() });
    expect((await t.fetchAs(golfer.id, 'DELETE', `/api/leagues/${league.id}/members/${golfer.id}`)).status).toBe(200);
    const again = await t.fetchAs(golfer.id, 'DELETE', `/api/leagues/${league.id}/members/${golfer.id}`);
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([404, 'Member not found']);
    expect(await t.db.models.Round.count({ where: { leagueId: league.id, userId: golfer.id } })).toBe(1);
    await league.reload();
    expect(league.memberCount).toBe(1);
  });
});
