// The leagues remote's own calls, injected into the one platform api. The league
// and member reads other remotes show too (my and available leagues, a league, its courses, a member and their
// rounds) and leaving a league are declared once in @fairway/platform (shared-endpoints.ts).
import { api, MEMBERSHIP_TAGS, type ApiError } from '@fairway/platform';
import { allLeaguePages, roundPageSearch } from '@fairway/contracts';
import type {
  Course,
  CreateLeagueInput,
  FormatOptions,
  LeaderboardEntry,
  League,
  LeagueEvent,
  LeagueRoundPage,
  Member,
  MessageResponse,
  NextSeasonNotice,
  PendingInvitation,
  Contest,
  ContestInput,
  SkinsSettingsInput,
  SkinsWeek,
  WindowTable,
} from '@fairway/contracts';

/** queryFn's baseQuery as allLeaguePages calls it. */
type PageQuery = (url: string) => Promise<{ data?: unknown; error?: ApiError; meta?: unknown }>;

export interface LeagueEdit {
  name?: string;
  description?: string | null;
  endDate?: string | null;
  maxPlayers?: number;
  format?: string;
  formatOptions?: Partial<FormatOptions>;
  /** the whole list; a course with rounds stays (docs/leagues.md, "Organizers") */
  courses?: CreateLeagueInput['courses'];
  /** weekly skins; null turns them off */
  skins?: SkinsSettingsInput | null;
}

export const leaguesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeagues: build.query<League[], void>({
      // The page searches and filters the whole list: every page, each request bounded.
      queryFn: (_arg, _api, _extra, baseQuery) => allLeaguePages<League, ApiError>('/api/leagues', baseQuery as PageQuery),
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
    /** One week's table (any day of it): the league's rounds played that week, by its format. */
    getWeekLeaderboard: build.query<LeaderboardEntry[], { id: string; week: string }>({
      query: ({ id, week }) => `/api/leagues/${id}/leaderboard?week=${week}`,
      providesTags: ['Leaderboard'],
    }),
    /** A points league's play windows with their tables, newest first (the standings engine's). */
    getWindowTables: build.query<WindowTable[], string>({
      query: (id) => `/api/leagues/${id}/windows`,
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
    /** `token`: the emailed invitation that lets its holder join an invite-only league. */
    joinLeague: build.mutation<League, { id: string; token?: string }>({
      query: ({ id, token }) => ({ url: `/api/leagues/${id}/join`, method: 'POST', body: token ? { token } : {} }),
      invalidatesTags: [...MEMBERSHIP_TAGS],
    }),
    /** The league an invitation token opens (POST: the token stays out of URLs and logs). */
    getInvitedLeague: build.query<League, { id: string; token: string }>({
      query: ({ id, token }) => ({ url: `/api/leagues/${id}/invitation`, method: 'POST', body: { token } }),
      providesTags: ['League'],
    }),
    /** A course's tee figures (docs/rounds.md, "Courses and ratings"). */
    editCourseRatings: build.mutation<Course, { leagueId: string; courseId: string; body: Record<string, unknown> }>({
      query: ({ leagueId, courseId, body }) => ({ url: `/api/leagues/${leagueId}/courses/${courseId}`, method: 'PATCH', body }),
      invalidatesTags: ['League', 'Leaderboard', 'Round'],
    }),
    /** Organizers' tools (docs/leagues.md, "Organizers"). */
    editLeague: build.mutation<League, { id: string; body: LeagueEdit }>({
      query: ({ id, body }) => ({ url: `/api/leagues/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['League', 'Leaderboard'],
    }),
    setOrganizer: build.mutation<Member, { leagueId: string; memberId: string; isAdmin: boolean }>({
      query: ({ leagueId, memberId, isAdmin }) => ({
        url: `/api/leagues/${leagueId}/members/${memberId}/admin`,
        method: 'PUT',
        body: { isAdmin },
      }),
      invalidatesTags: ['League', 'Member'],
    }),
    removeMember: build.mutation<MessageResponse, { leagueId: string; memberId: string }>({
      query: ({ leagueId, memberId }) => ({ url: `/api/leagues/${leagueId}/members/${memberId}`, method: 'DELETE' }),
      invalidatesTags: [...MEMBERSHIP_TAGS],
    }),
    getLeagueEvents: build.query<LeagueEvent[], string>({
      query: (id) => `/api/leagues/${id}/events`,
      providesTags: ['League'],
    }),
    getInvitations: build.query<PendingInvitation[], string>({
      query: (id) => `/api/leagues/${id}/invitations`,
      providesTags: ['League'],
    }),
    inviteMembers: build.mutation<{ invited: number }, { id: string; invitedMembers: Array<{ name: string; email: string }> }>({
      query: ({ id, invitedMembers }) => ({ url: `/api/leagues/${id}/invitations`, method: 'POST', body: { invitedMembers } }),
      invalidatesTags: ['League'],
    }),
    resendInvitation: build.mutation<PendingInvitation, { id: string; inviteId: string }>({
      query: ({ id, inviteId }) => ({ url: `/api/leagues/${id}/invitations/${inviteId}/resend`, method: 'POST' }),
      invalidatesTags: ['League'],
    }),
    revokeInvitation: build.mutation<MessageResponse, { id: string; inviteId: string }>({
      query: ({ id, inviteId }) => ({ url: `/api/leagues/${id}/invitations/${inviteId}`, method: 'DELETE' }),
      invalidatesTags: ['League'],
    }),
    startNextSeason: build.mutation<League, string>({
      query: (id) => ({ url: `/api/leagues/${id}/next-season`, method: 'POST' }),
      invalidatesTags: [...MEMBERSHIP_TAGS],
    }),
    /** The week's skins (docs/side-games.md): a round logged anywhere changes them. */
    getSkins: build.query<SkinsWeek, { id: string; week: string }>({
      query: ({ id, week }) => `/api/leagues/${id}/skins?week=${week}`,
      providesTags: ['League', 'Round'],
    }),
    getContests: build.query<Contest[], { id: string; week: string }>({
      query: ({ id, week }) => `/api/leagues/${id}/contests?week=${week}`,
      providesTags: ['League'],
    }),
    recordContest: build.mutation<Contest, { id: string; body: ContestInput }>({
      query: ({ id, body }) => ({ url: `/api/leagues/${id}/contests`, method: 'POST', body }),
      invalidatesTags: ['League'],
    }),
    deleteContest: build.mutation<MessageResponse, { id: string; contestId: string }>({
      query: ({ id, contestId }) => ({ url: `/api/leagues/${id}/contests/${contestId}`, method: 'DELETE' }),
      invalidatesTags: ['League'],
    }),
    getNextSeasons: build.query<NextSeasonNotice[], void>({
      query: () => '/api/leagues/next-seasons',
      providesTags: ['League'],
    }),
  }),
});

export const {
  useEditLeagueMutation,
  useEditCourseRatingsMutation,
  useSetOrganizerMutation,
  useRemoveMemberMutation,
  useGetLeagueEventsQuery,
  useGetInvitationsQuery,
  useInviteMembersMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useStartNextSeasonMutation,
  useGetNextSeasonsQuery,
  useGetSkinsQuery,
  useGetContestsQuery,
  useRecordContestMutation,
  useDeleteContestMutation,
  useGetLeaguesQuery,
  useGetLeagueRoundsInfiniteQuery,
  useGetInvitedLeagueQuery,
  useGetLeaderboardQuery,
  useGetWeekLeaderboardQuery,
  useGetWindowTablesQuery,
  useCreateLeagueMutation,
  useDeleteLeagueMutation,
  useJoinLeagueMutation,
} = leaguesApi;

/**
 * The Available Leagues read, as @fairway/platform declares it (shared-endpoints.ts), injected by
 * this remote too: platforms of earlier releases (dfd48a8) do not declare it, and this remote must
 * run on their shells (docs/compatibility.md, the skew window). Same name, query and tags, so on a
 * platform that has it the override changes nothing and the shell's prefetch is the same cache entry.
 */
const availableLeaguesApi = api.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    getAvailableLeagues: build.query<League[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) => allLeaguePages<League, ApiError>('/api/leagues/available', baseQuery as PageQuery),
      providesTags: ['League'],
    }),
  }),
});

export const { useGetAvailableLeaguesQuery } = availableLeaguesApi;
