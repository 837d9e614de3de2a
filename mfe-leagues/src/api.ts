// The leagues remote's own calls (spec section 7), injected into the one platform api. The league
// and member reads other remotes show too (my leagues, a league, its courses, a member and their
// rounds) and leaving a league are declared once in @fairway/platform (shared-endpoints.ts).
import { api, MEMBERSHIP_TAGS } from '@fairway/platform';
import { roundPageSearch } from '@fairway/contracts';
import type { CreateLeagueInput, LeaderboardEntry, League, LeagueRoundPage, MessageResponse } from '@fairway/contracts';

export const leaguesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeagues: build.query<League[], void>({
      query: () => '/api/leagues',
      providesTags: ['League'],
    }),
    getAvailableLeagues: build.query<League[], void>({
      query: () => '/api/leagues/available',
      providesTags: ['League'],
    }),
    /** Newest first in pages (ROUND_PAGE_SIZE); each page carries the league's totals. */
    getLeagueRounds: build.infiniteQuery<LeagueRoundPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor,
      },
      query: ({ queryArg: id, pageParam }) => `/api/leagues/${id}/rounds` + roundPageSearch(pageParam),
      providesTags: ['Round'],
    }),
    getLeaderboard: build.query<LeaderboardEntry[], string>({
      query: (id) => `/api/leagues/${id}/leaderboard`,
      providesTags: ['Leaderboard'],
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
  }),
});

export const {
  useGetLeaguesQuery,
  useGetAvailableLeaguesQuery,
  useGetLeagueRoundsInfiniteQuery,
  useGetLeaderboardQuery,
  useCreateLeagueMutation,
  useDeleteLeagueMutation,
  useJoinLeagueMutation,
} = leaguesApi;
