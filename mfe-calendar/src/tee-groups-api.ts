// Tee group calls of the calendar remote (docs/tee-groups.md), on the one platform api. They use
// the Availability tag: groups are formed from availability, and a confirmation or an answer
// refreshes both.
import { api } from '@fairway/platform';
import type { TeeGroupSuggestion, TeeGroupView, TeeGroupWeek, TimeSlotId } from '@fairway/contracts';

export interface TeeGroupDraft {
  date: string;
  slot: TimeSlotId;
  members: string[];
}

export const teeGroupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeeGroups: build.query<TeeGroupWeek, { leagueId: string; week: string }>({
      query: ({ leagueId, week }) => `/api/leagues/${leagueId}/tee-groups?week=${week}`,
      providesTags: ['Availability'],
    }),
    suggestTeeGroups: build.mutation<TeeGroupSuggestion, { leagueId: string; week: string }>({
      query: ({ leagueId, week }) => ({ url: `/api/leagues/${leagueId}/tee-groups/suggest`, method: 'POST', body: { week } }),
    }),
    confirmTeeGroups: build.mutation<TeeGroupWeek, { leagueId: string; week: string; groups: TeeGroupDraft[] }>({
      query: ({ leagueId, week, groups }) => ({ url: `/api/leagues/${leagueId}/tee-groups?week=${week}`, method: 'PUT', body: { groups } }),
      invalidatesTags: ['Availability'],
    }),
    respondTeeGroup: build.mutation<TeeGroupView, { leagueId: string; groupId: string; accept: boolean }>({
      query: ({ leagueId, groupId, accept }) => ({
        url: `/api/leagues/${leagueId}/tee-groups/${groupId}/respond`,
        method: 'POST',
        body: { accept },
      }),
      invalidatesTags: ['Availability'],
    }),
  }),
});

export const { useGetTeeGroupsQuery, useSuggestTeeGroupsMutation, useConfirmTeeGroupsMutation, useRespondTeeGroupMutation } = teeGroupsApi;
