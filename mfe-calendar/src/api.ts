// The calendar remote's calls (spec section 7), injected into the one platform api. getLeague and
// getLeagueCourses are the leagues remote's reads, declared here with the identical name, URL and
// tags (platform contract) because the calendar also renders standalone.
import { api } from '@fairway/platform';
import type { Availability, AvailabilityInput, Course, League, MessageResponse } from '@fairway/contracts';

export interface AvailabilityQuery {
  leagueId: string;
  /** Inclusive yyyy-MM-dd range: one week loads in one request. */
  from?: string;
  to?: string;
}

function availabilityUrl({ leagueId, from, to }: AvailabilityQuery): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return `/api/leagues/${leagueId}/calendar/availability${query ? `?${query}` : ''}`;
}

export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAvailability: build.query<Availability[], AvailabilityQuery>({
      query: availabilityUrl,
      providesTags: ['Availability'],
    }),
    addAvailability: build.mutation<Availability, { leagueId: string } & AvailabilityInput>({
      query: ({ leagueId, ...body }) => ({ url: `/api/leagues/${leagueId}/calendar/availability`, method: 'POST', body }),
      invalidatesTags: ['Availability'],
    }),
    removeAvailability: build.mutation<MessageResponse, { leagueId: string; availabilityId: string }>({
      query: ({ leagueId, availabilityId }) => ({
        url: `/api/leagues/${leagueId}/calendar/availability/${availabilityId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Availability'],
    }),
    getLeague: build.query<League, string>({
      query: (id) => `/api/leagues/${id}`,
      providesTags: ['League'],
    }),
    getLeagueCourses: build.query<Course[], string>({
      query: (id) => `/api/leagues/${id}/courses`,
      providesTags: ['League'],
    }),
  }),
});

export const {
  useGetAvailabilityQuery,
  useAddAvailabilityMutation,
  useRemoveAvailabilityMutation,
  useGetLeagueQuery,
  useGetLeagueCoursesQuery,
} = calendarApi;
