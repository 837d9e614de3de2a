import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

export const TAG_TYPES = [
  'User',
  'League',
  'Round',
  'Leaderboard',
  'Member',
  'Availability',
  'Notification',
  'NotificationPreferences',
] as const;

/**
 * The one RTK Query api of the product (a shared singleton). Remotes add endpoints with
 * `api.injectEndpoints` in their own `src/api.ts`; tags invalidate across remotes because the
 * cache is shared. No retry (baseQuery is not wrapped in `retry`), no refetch
 * on focus or reconnect, no polling.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
