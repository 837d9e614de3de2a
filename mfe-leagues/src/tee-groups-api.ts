// The dashboard's "Your group" calls (docs/tee-groups.md). Tagged Availability like the calendar's
// tee group calls, so an answer given in either place refreshes both.
import { api } from '@fairway/platform';
import type { MyTeeGroup, TeeGroupView } from '@fairway/contracts';

export const myTeeGroupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyTeeGroups: build.query<MyTeeGroup[], { from: string; to: string }>({
      query: ({ from, to }) => `/api/tee-groups/mine?from=${from}&to=${to}`,
      providesTags: ['Availability'],
    }),
    answerTeeGroup: build.mutation<TeeGroupView, { leagueId: string; groupId: string; accept: boolean }>({
      query: ({ leagueId, groupId, accept }) => ({
        url: `/api/leagues/${leagueId}/tee-groups/${groupId}/respond`,
        method: 'POST',
        body: { accept },
      }),
      invalidatesTags: ['Availability'],
    }),
  }),
});

export const { useGetMyTeeGroupsQuery, useAnswerTeeGroupMutation } = myTeeGroupsApi;
