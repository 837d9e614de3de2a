// The demo tour answers every read this remote declares (the table is typed from the endpoints:
// a new read does not compile until it is listed here).
import { readsTheDemoCannotAnswer } from '@fairway/platform/testing';
import { leaguesApi } from './api';

it('the demo world answers every read of the leagues remote', async () => {
  expect(
    await readsTheDemoCannotAnswer(leaguesApi.endpoints, ({ leagueId }) => ({
      getLeagues: undefined,
      getLeagueRounds: leagueId,
      getLeaderboard: leagueId,
      getWeekLeaderboard: { id: leagueId, week: '2026-03-02' },
      getWindowTables: leagueId,
      getInvitedLeague: { id: leagueId, token: 'demo-invitation' },
      getLeagueEvents: leagueId,
      getInvitations: leagueId,
      getNextSeasons: undefined,
      getSkins: { id: leagueId, week: '2026-03-02' },
      getContests: { id: leagueId, week: '2026-03-02' },
    })),
  ).toEqual([]);
});
