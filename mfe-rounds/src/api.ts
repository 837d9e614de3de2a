// The rounds remote's calls (spec section 7), injected into the one platform api. The league
// and member reads it shares with the leagues remote are declared with the identical name, URL
// and tags (platform contract): whichever remote injects first wins and both are equivalent.
import { api } from '@fairway/platform';
import type { Course, League, Member, MessageResponse, Round, RoundData, RoundEditData } from '@fairway/contracts';

/** A round write changes lists, leaderboards, league figures, member counts and the user's stats. */
const ROUND_WRITE_TAGS = ['Round', 'Leaderboard', 'League', 'Member', 'User'] as const;

export const roundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentRounds: build.query<Round[], void>({
      query: () => '/api/rounds/recent',
      providesTags: ['Round'],
    }),
    createRound: build.mutation<Round, RoundData>({
      query: (body) => ({ url: '/api/rounds', method: 'POST', body }),
      invalidatesTags: [...ROUND_WRITE_TAGS],
    }),
    updateRound: build.mutation<Round, { id: string } & RoundEditData>({
      query: ({ id, ...body }) => ({ url: `/api/rounds/${id}`, method: 'PUT', body }),
      invalidatesTags: [...ROUND_WRITE_TAGS],
    }),
    deleteRound: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/rounds/${id}`, method: 'DELETE' }),
      invalidatesTags: [...ROUND_WRITE_TAGS],
    }),

    // Reads owned by the leagues remote (same definitions).
    getMyLeagues: build.query<League[], void>({
      query: () => '/api/leagues/my',
      providesTags: ['League'],
    }),
    getLeague: build.query<League, string>({
      query: (id) => `/api/leagues/${id}`,
      providesTags: ['League'],
    }),
    getLeagueCourses: build.query<Course[], string>({
      query: (id) => `/api/leagues/${id}/courses`,
      providesTags: ['League'],
    }),
    getMember: build.query<Member, { leagueId: string; memberId: string }>({
      query: ({ leagueId, memberId }) => `/api/leagues/${leagueId}/members/${memberId}`,
      providesTags: ['Member'],
    }),
    getMemberRounds: build.query<Round[], { leagueId: string; memberId: string }>({
      query: ({ leagueId, memberId }) => `/api/leagues/${leagueId}/members/${memberId}/rounds`,
      providesTags: ['Round'],
    }),
    // Owned by the auth remote (same definition): the profile page's Logout button.
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
      invalidatesTags: ['User'],
    }),
    leaveLeague: build.mutation<MessageResponse, { leagueId: string; userId: string }>({
      query: ({ leagueId, userId }) => ({ url: `/api/leagues/${leagueId}/members/${userId}`, method: 'DELETE' }),
      invalidatesTags: ['League', 'Leaderboard', 'Member', 'Availability', 'Round', 'User'],
    }),
  }),
});

export const {
  useGetRecentRoundsQuery,
  useCreateRoundMutation,
  useUpdateRoundMutation,
  useDeleteRoundMutation,
  useGetMyLeaguesQuery,
  useGetLeagueQuery,
  useGetLeagueCoursesQuery,
  useGetMemberQuery,
  useGetMemberRoundsQuery,
  useLeaveLeagueMutation,
  useLogoutMutation,
} = roundsApi;
