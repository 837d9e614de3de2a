// The calls more than one remote makes, declared once: the league and member reads
// that the leagues, rounds and calendar screens (and the shell's dashboard) show, leaving a league, logout, and the
// profile update (auth's Edit Profile and rounds' 'Use as my handicap'). They are
// injected when the platform (a shared singleton) loads, so every remote sees the same
// definitions and tags; each remote's own src/api.ts declares only its domain's other calls.
import { allLeaguePages, ROUND_PAGE_MAX, roundPageSearch } from '@fairway/contracts';
import type { Course, League, Member, MessageResponse, ProfileInput, RoundPage, User } from '@fairway/contracts';
import { api } from './api';
import type { ApiError } from './api-error';

/** queryFn's baseQuery as allLeaguePages calls it. */
type PageQuery = (url: string) => Promise<{ data?: unknown; error?: ApiError; meta?: unknown }>;

/** Joining, leaving, creating or deleting a league changes lists, standings, members and
 * calendars; leaving or deleting also removes rounds and recomputes the user's statistics. */
export const MEMBERSHIP_TAGS = ['League', 'Leaderboard', 'Member', 'Availability', 'Round', 'User'] as const;

export interface MemberRef {
  leagueId: string;
  memberId: string;
}

export const sharedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyLeagues: build.query<League[], void>({
      query: () => '/api/leagues/my',
      providesTags: ['League'],
    }),
    /** The leagues remote's Available Leagues card, requested by the shell's dashboard too. */
    getAvailableLeagues: build.query<League[], void>({
      // The card filters the whole list: every page, each request bounded (league-pages.ts).
      queryFn: (_arg, _api, _extra, baseQuery) => allLeaguePages<League, ApiError>('/api/leagues/available', baseQuery as PageQuery),
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
    getLeagueMembers: build.query<Member[], string>({
      query: (id) => `/api/leagues/${id}/members`,
      providesTags: ['Member'],
    }),
    getMember: build.query<Member, MemberRef>({
      query: ({ leagueId, memberId }) => `/api/leagues/${leagueId}/members/${memberId}`,
      providesTags: ['Member'],
    }),
    /** Newest first in pages of ROUND_PAGE_MAX: a member's rounds in one league are bounded by
     * the league's course rounds, so one page normally holds them all and the member page's
     * 'Round n' numbers and total (over the loaded rounds) are exact; 'Load more' gets any rest. */
    getMemberRounds: build.infiniteQuery<RoundPage, MemberRef, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor,
      },
      query: ({ queryArg: { leagueId, memberId }, pageParam }) =>
        `/api/leagues/${leagueId}/members/${memberId}/rounds` + roundPageSearch(pageParam, ROUND_PAGE_MAX),
      providesTags: ['Round'],
    }),
    leaveLeague: build.mutation<MessageResponse, { leagueId: string; userId: string }>({
      query: ({ leagueId, userId }) => ({ url: `/api/leagues/${leagueId}/members/${userId}`, method: 'DELETE' }),
      invalidatesTags: [...MEMBERSHIP_TAGS],
    }),
    updateProfile: build.mutation<User, ProfileInput>({
      query: (body) => ({ url: '/api/auth/profile', method: 'PATCH', body }),
      // Names and handicaps also show in leaderboards and member lists.
      invalidatesTags: ['User', 'Leaderboard', 'Member'],
    }),
    logout: build.mutation<MessageResponse, void>({
      // No invalidation: callers clear the whole cache; refetching the user here
      // would let the member-route gate redirect to login before the caller's own redirect.
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
  }),
});

export const {
  useGetMyLeaguesQuery,
  useGetAvailableLeaguesQuery,
  useGetLeagueQuery,
  useGetLeagueCoursesQuery,
  useGetLeagueMembersQuery,
  useGetMemberQuery,
  useGetMemberRoundsInfiniteQuery,
  useLeaveLeagueMutation,
  useLogoutMutation,
  useUpdateProfileMutation,
} = sharedApi;
