// The calendar remote's own calls, injected into the one platform api. The league
// and its courses come from @fairway/platform's shared reads (declared once).
import { api } from '@fairway/platform';
import type { Availability, AvailabilityInput, MessageResponse } from '@fairway/contracts';

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

/** One key per submission: if its answer is lost, the gateway (or a balancer) may send it again to
 * a live server, and the calendar service answers the repeat with the entry the first stored.
 * randomUUID exists only in secure contexts (https, localhost). */
function submissionKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2, 14)}`;
}

export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAvailability: build.query<Availability[], AvailabilityQuery>({
      query: availabilityUrl,
      providesTags: ['Availability'],
    }),
    addAvailability: build.mutation<Availability, { leagueId: string } & AvailabilityInput>({
      query: ({ leagueId, ...body }) => ({
        url: `/api/leagues/${leagueId}/calendar/availability`,
        method: 'POST',
        body: { ...body, idempotencyKey: body.idempotencyKey ?? submissionKey() },
      }),
      invalidatesTags: ['Availability'],
    }),
    removeAvailability: build.mutation<MessageResponse, { leagueId: string; availabilityId: string }>({
      query: ({ leagueId, availabilityId }) => ({
        url: `/api/leagues/${leagueId}/calendar/availability/${availabilityId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Availability'],
    }),
  }),
});

export const { useGetAvailabilityQuery, useAddAvailabilityMutation, useRemoveAvailabilityMutation } = calendarApi;
