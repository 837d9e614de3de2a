// The demo adapter's writes (the spec's demo messages, nothing stored), its delays and its guard
// outside demo mode.
import { DEMO_USER_ID, type League, type Round } from '@fairway/contracts';
import { createDemoAdapter } from './adapter';
import { NOW, TODAY, setup } from './adapter-test-setup';

describe('demo adapter writes', () => {
  it('answers a round submission with the demo message and the round as sent', async () => {
    const { call, get } = setup();
    const [league] = await get<League[]>('/api/leagues/my');
    const body = { leagueId: league.id, course: league.courses[0].name, date: TODAY, score: 84, notes: 'Windy' };
    const result = await call({ url: '/api/rounds', method: 'POST', body });
    expect(result).toEqual({
      data: {
        success: true,
        message: 'Demo: Score submitted successfully!',
        round: expect.objectContaining({ ...body, userId: DEMO_USER_ID, leagueName: league.name, id: expect.any(String) }),
      },
    });
  });

  it('answers the handicap index and a confirmation request naming the demo user', async () => {
    const { get } = setup();
    const index = await get<{ indexText: string | null; rounds: unknown[] }>('/api/rounds/handicap-index');
    expect(index.indexText).toMatch(/^\+?\d+\.\d$/);
    expect(index.rounds.length).toBeGreaterThanOrEqual(3);
    const requests = await get<Array<{ roundId: string; user: { firstName: string } }>>('/api/rounds/confirmations');
    expect(requests).toHaveLength(1);
    expect(requests[0].user.firstName).not.toBe('Demo');
    const mine = await get<Round[]>('/api/rounds/recent');
    expect(mine.some((round) => round.playedWith?.some((partner) => partner.confirmed))).toBe(true);
  });

  it("answers a round edit (PUT) like a submission, keeping the round's league and course", async () => {
    const { call, get } = setup();
    const [round] = await get<Round[]>('/api/rounds/recent');
    const result = await call({ url: `/api/rounds/${round.id}`, method: 'PUT', body: { date: round.date, score: 79, notes: null } });
    expect(result).toEqual({
      data: {
        success: true,
        message: 'Demo: Score submitted successfully!',
        round: { ...round, score: 79, notes: null },
      },
    });
  });

  it('answers league creation with the demo message and the league as sent', async () => {
    const { call } = setup();
    const body = {
      name: 'Weekday Warriors',
      description: '',
      type: 'casual',
      privacy: 'public',
      maxPlayers: 16,
      courses: [{ name: 'Oak Hollow', rounds: 2 }],
      invitedMembers: [],
    };
    const result = await call({ url: '/api/leagues', method: 'POST', body });
    expect(result).toEqual({
      data: {
        success: true,
        message: 'Demo: League created successfully!',
        league: expect.objectContaining({
          name: 'Weekday Warriors',
          maxMembers: 16,
          // the course as sent, the neutral course's tee figures filled in
          courses: [{ name: 'Oak Hollow', rounds: 2, holes: 18, par: 72, rating: 72, slope: 113, holePars: null, strokeIndex: null }],
          createdBy: DEMO_USER_ID,
          memberCount: 1,
        }),
      },
    });
  });

  it('answers join, availability, other writes and deletes with the spec messages', async () => {
    const { call } = setup();
    expect(await call({ url: '/api/leagues/abc/join', method: 'POST' })).toEqual({
      data: { success: true, message: 'Demo: League joined successfully!' },
    });
    const slot = { date: TODAY, timeSlot: 'morning', preferredCourse: null, notes: null };
    expect(await call({ url: '/api/leagues/abc/calendar/availability', method: 'POST', body: slot })).toEqual({
      data: { success: true, message: 'Demo: Availability updated!' },
    });
    expect(await call({ url: '/api/auth/profile', method: 'PATCH', body: { firstName: 'X' } })).toEqual({
      data: { success: true, message: 'Demo: Action completed!' },
    });
    for (const url of [
      '/api/rounds/r1',
      '/api/leagues/abc',
      '/api/leagues/abc/members/demo-user',
      '/api/leagues/abc/calendar/availability/a1',
    ]) {
      expect(await call({ url, method: 'DELETE' })).toEqual({ data: { success: true, message: 'Demo: Item deleted!' } });
    }
  });
});

describe('demo adapter delays and guard', () => {
  it('waits 200-500 ms for reads, 300-700 ms for writes and 200 ms for deletes', async () => {
    const { call, waits } = setup();
    for (let i = 0; i < 20; i += 1) await call({ url: '/api/leagues' });
    const reads = waits.splice(0);
    expect(Math.min(...reads)).toBeGreaterThanOrEqual(200);
    expect(Math.max(...reads)).toBeLessThanOrEqual(500);
    expect(new Set(reads).size).toBeGreaterThan(1);
    for (const method of ['POST', 'PUT', 'PATCH']) await call({ url: '/api/rounds', method, body: {} });
    const writes = waits.splice(0);
    expect(writes.every((ms) => ms >= 300 && ms <= 700)).toBe(true);
    await call({ url: '/api/rounds/r1', method: 'DELETE' });
    expect(waits).toEqual([200]);
  });

  it('refuses to answer outside demo mode, without waiting', async () => {
    const { call, waits } = setup(false);
    expect(await call({ url: '/api/leagues' })).toEqual({ error: { status: 400, message: 'Not in demo mode' } });
    expect(waits).toEqual([]);
  });

  it('follows the real demo flag by default', async () => {
    const adapter = createDemoAdapter({ wait: async () => {}, now: () => NOW });
    expect(await adapter({ url: '/api/leagues' })).toMatchObject({ error: { message: 'Not in demo mode' } });
    window.localStorage.setItem('demoMode', 'true');
    expect(await adapter({ url: '/api/leagues' })).toMatchObject({ data: expect.any(Array) });
  });
});
