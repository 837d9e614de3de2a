// The leagues API against a throwaway MariaDB database: join/leave/delete permissions and the
// league lists (my, available).
import { addDays, todayIso, type League as LeagueDto } from '@fairway/contracts';
import { createTestLeague } from '@fairway/kit/testing';
import { alice, as, bob, carol, db, useLeaguesApi } from './leagues-test-setup';

useLeaguesApi();

describe('joining and leaving', () => {
  it('refuses a second join and a full league with 409', async () => {
    const league = await createTestLeague(db, alice, { name: 'Pair', maxMembers: 2 });
    expect((await as(alice).post(`/api/leagues/${league.id}/join`)).body).toEqual({
      message: 'You are already a member of this league',
    });
    const first = await as(bob).post(`/api/leagues/${league.id}/join`);
    expect(first.status).toBe(200);
    const again = await as(bob).post(`/api/leagues/${league.id}/join`);
    expect([again.status, again.body.message]).toEqual([409, 'You are already a member of this league']);
    const full = await as(carol).post(`/api/leagues/${league.id}/join`);
    expect([full.status, full.body.message]).toEqual([409, 'This league is full']);
    expect(await db.models.LeagueMembership.count({ where: { leagueId: league.id } })).toBe(2);
  });

  it('answers 404 for an unknown league', async () => {
    const res = await as(bob).post('/api/leagues/00000000-0000-4000-8000-000000000000/join');
    expect([res.status, res.body.message]).toEqual([404, 'League not found']);
  });

  it('lets a member leave only themselves, keeping their rounds and stats', async () => {
    const league = await createTestLeague(db, alice, { name: 'Leavers' });
    await as(bob).post(`/api/leagues/${league.id}/join`).expect(200);
    await db.models.Round.create({ userId: bob.id, leagueId: league.id, course: 'Pebble Creek', score: 90, date: todayIso() });
    await bob.update({ totalRounds: 1, bestRound: 90, averageScore: '90.00' });

    // A member who organizes nothing (organizers may remove members: organizers.test.ts).
    const other = await as(bob).delete(`/api/leagues/${league.id}/members/${alice.id}`);
    expect([other.status, other.body.message]).toEqual([403, 'You can only remove yourself from a league']);
    expect(await db.models.LeagueMembership.count({ where: { leagueId: league.id } })).toBe(2);

    const own = await as(bob).delete(`/api/leagues/${league.id}/members/${bob.id}`);
    expect(own.status).toBe(200);
    expect(await db.models.LeagueMembership.count({ where: { leagueId: league.id, userId: bob.id } })).toBe(0);
    expect(await db.models.Round.count({ where: { leagueId: league.id, userId: bob.id } })).toBe(1);
    await bob.reload();
    expect([bob.totalRounds, bob.bestRound, bob.averageScore]).toEqual([1, 90, '90.00']);
    const detail = await as(bob).get(`/api/leagues/${league.id}`);
    expect(detail.body).toMatchObject({ isMember: false, memberCount: 1, userPosition: null });

    const again = await as(bob).delete(`/api/leagues/${league.id}/members/${bob.id}`);
    expect([again.status, again.body.message]).toEqual([404, 'Member not found']);
  });
});

describe('deleting leagues', () => {
  it("refuses a non-creator's DELETE with 403 and deletes nothing", async () => {
    const league = await createTestLeague(db, alice, { name: 'Keep Me' });
    await as(bob).post(`/api/leagues/${league.id}/join`).expect(200);
    await db.models.Round.create({ userId: bob.id, leagueId: league.id, course: 'Pebble Creek', score: 88, date: todayIso() });

    const res = await as(bob).delete(`/api/leagues/${league.id}`);
    expect([res.status, res.body.message]).toEqual([403, 'Only the league creator can delete this league']);
    expect(await db.models.League.count({ where: { id: league.id } })).toBe(1);
    expect(await db.models.LeagueMembership.count({ where: { leagueId: league.id } })).toBe(2);
    expect(await db.models.LeagueCourse.count({ where: { leagueId: league.id } })).toBe(1);
    expect(await db.models.Round.count({ where: { leagueId: league.id } })).toBe(1);
  });

  it('lets the creator delete, cascading and refreshing stats', async () => {
    const league = await createTestLeague(db, alice, { name: 'Bye' });
    await as(carol).post(`/api/leagues/${league.id}/join`).expect(200);
    await db.models.Round.create({ userId: carol.id, leagueId: league.id, course: 'Pebble Creek', score: 95, date: todayIso() });
    await carol.update({ totalRounds: 1, bestRound: 95, averageScore: '95.00' });

    const res = await as(alice).delete(`/api/leagues/${league.id}`);
    expect(res.status).toBe(200);
    expect(await db.models.League.count({ where: { id: league.id } })).toBe(0);
    expect(await db.models.LeagueMembership.count({ where: { leagueId: league.id } })).toBe(0);
    expect(await db.models.Round.count({ where: { leagueId: league.id } })).toBe(0);
    await carol.reload();
    expect(carol.totalRounds).toBe(0);
    const gone = await as(alice).get(`/api/leagues/${league.id}`);
    expect(gone.status).toBe(404);
  });
});

describe('lists', () => {
  it('my = joined leagues; available = active, not ended, with isMember; search data carries creatorName', async () => {
    const mine = await createTestLeague(db, bob, { name: 'Bob Open' });
    const ended = await createTestLeague(db, bob, { name: 'Bob Ended', endDate: addDays(todayIso(), -1) });
    const my = await as(bob).get('/api/leagues/my');
    const myIds = my.body.map((l: LeagueDto) => l.id);
    expect(myIds).toEqual(expect.arrayContaining([mine.id, ended.id]));
    expect(my.body.every((l: LeagueDto) => l.isMember)).toBe(true);

    const available = await as(alice).get('/api/leagues/available');
    const availableIds = available.body.map((l: LeagueDto) => l.id);
    expect(availableIds).toContain(mine.id);
    expect(availableIds).not.toContain(ended.id);

    const all = await as(alice).get('/api/leagues');
    const endedDto = all.body.find((l: LeagueDto) => l.id === ended.id);
    expect(endedDto).toMatchObject({ creatorName: 'Bob Birdie', isComplete: true, isMember: false });
  });
});
