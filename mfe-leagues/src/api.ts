// The leagues remote's calls (spec section 7), injected into the one platform api. Endpoints
// that the rounds remote also declares (getMyLeagues, getLeague, getLeagueCourses, getMember,
// getMemberRounds, leaveLeague) use the identical name, URL and tags (platform contract).
import { api } from '@fairway/platform';
import type {
  Course,
  CreateLeagueInput,
  LeaderboardEntry,
  League,
  Member,
  MessageResponse,
  Round,
} from '@fairway/contracts';

/** Joining, leaving, creating or deleting a league changes lists, standings, members and calendars;
 * leaving or deleting also removes rounds and recomputes the user's statistics. */
const MEMBERSHIP_TAGS = ['League', 'Leaderboard', 'Member', 'Availability', 'Round', 'User'] as const;

export const leaguesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeagues: build.query<League[], void>({
      query: () => '/api/leagues',
      providesTags: ['League'],
    }),
    getMyLeagues: build.query<League[], void>({
      query: () => '/api/leagues/my',
      providesTags: ['League'],
    }),
    getAvailableLeagues: build.query<League[], void>({
      query: () => '/api/leagues/available',
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
    getLeagueRounds: build.query<Round[], string>({
      query: (id) => `/api/leagues/${id}/rounds`,
      providesTags: ['Round'],
    }),
    getLeaderboard: build.query<LeaderboardEntry[], string>({
      query: (id) => `/api/leagues/${id}/leaderboard`,
      providesTags: ['Leaderboard'],
    }),
    getLeagueMembers: build.query<Member[], string>({
      query: (id) => `/api/leagues/${id}/members`,
      providesTags: ['Member'],
    }),
    getMember: build.query<Member, { leagueId: string; memberId: string }>({
      query: ({ leagueId, memberId }) => `/api/leagues/${leagueId}/members/${memberId}`,
      providesTags: ['Member'],
    }),
    getMemberRounds: build.query<Round[], { leagueId: string; memberId: string }>({
      query: ({ leagueId, memberId }) => `/api/leagues/${leagueId}/members/${memberId}/rounds`,
      providesTags: ['Round'],
    }),
    createLeague: build.mutation<League, CreateLeagueInput>({
      query: (body) => ({ url: '/api/leagues', method: 'POST', body }),
      invalidatesTags: [...MEMBERSHIP_TAGS],
    }),
    deleteLeague: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/leagues/${id}`, method: 'DELETE' }),
      invalidatesTags: [...MEMBERSHIP_TAGS],
    }),
    joinLeague: build.mutation<League, string>({
      query: (id) => ({ url: `/api/leagues/${id}/join`, method: 'POST' }),
      invalidatesTags: [...MEMBERSHIP_TAGS],
    }),
    leaveLeague: build.mutation<MessageResponse, { leagueId: string; userId: string }>({
      query: ({ leagueId, userId }) => ({ url: `/api/leagues/${leagueId}/members/${userId}`, method: 'DELETE' }),
      invalidatesTags: [...MEMBERSHIP_TAGS],
    }),
  }),
});

export const {
  useGetLeaguesQuery,
  useGetMyLeaguesQuery,
  useGetAvailableLeaguesQuery,
  useGetLeagueQuery,
  useGetLeagueCoursesQuery,
  useGetLeagueRoundsQuery,
  useGetLeaderboardQuery,
  useGetLeagueMembersQuery,
  useGetMemberQuery,
  useGetMemberRoundsQuery,
  useCreateLeagueMutation,
  useDeleteLeagueMutation,
  useJoinLeagueMutation,
  useLeaveLeagueMutation,
} = leaguesApi;
