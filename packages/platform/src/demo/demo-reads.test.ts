// The platform's own reads (the current user and the cross-remote reads) in the demo tour; each
// remote checks its own reads the same way in its src/api.test.ts.
import { currentUserApi } from '../api/current-user';
import { notificationApi } from '../api/notification-endpoints';
import { sharedApi } from '../api/shared-endpoints';
import { readsTheDemoCannotAnswer } from '../testing';

it('the demo world answers the current user', async () => {
  expect(await readsTheDemoCannotAnswer(currentUserApi.endpoints, () => ({ getCurrentUser: undefined }))).toEqual([]);
});

it('the demo world answers every cross-remote read', async () => {
  expect(
    await readsTheDemoCannotAnswer(sharedApi.endpoints, ({ leagueId, userId }) => ({
      getMyLeagues: undefined,
      getAvailableLeagues: undefined,
      getLeague: leagueId,
      getLeagueCourses: leagueId,
      getLeagueMembers: leagueId,
      getMember: { leagueId, memberId: userId },
      getMemberRounds: { leagueId, memberId: userId },
    })),
  ).toEqual([]);
});

it('the demo world answers the notifications and their preferences', async () => {
  expect(
    await readsTheDemoCannotAnswer(notificationApi.endpoints, () => ({
      getNotifications: undefined,
      getNotificationPreferences: undefined,
    })),
  ).toEqual([]);
});
