// Notifications (docs/notifications.md): the shell's bell and list page and the Profile page's
// Notifications section read and change them through these, declared once on the shared api.
import type { NotificationList, NotificationPreferences } from '@fairway/contracts';
import { api } from './api';

export const notificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, one page per `before` cursor; the first page also carries the unread count. */
    getNotifications: build.infiniteQuery<NotificationList, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor,
      },
      query: ({ pageParam }) => `/api/notifications${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
      providesTags: ['Notification'],
    }),
    markNotificationsRead: build.mutation<{ marked: number; unread: number }, { ids?: string[] }>({
      query: (body) => ({ url: '/api/notifications/read', method: 'POST', body }),
      invalidatesTags: ['Notification'],
    }),
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => '/api/notifications/preferences',
      providesTags: ['NotificationPreferences'],
    }),
    updateNotificationPreferences: build.mutation<NotificationPreferences, Partial<NotificationPreferences>>({
      query: (body) => ({ url: '/api/notifications/preferences', method: 'PUT', body }),
      // Shown at once (a radio or checkbox follows the tap), undone if the server refuses.
      async onQueryStarted(change, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationApi.util.updateQueryData('getNotificationPreferences', undefined, (draft) => {
            Object.assign(draft, change);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(notificationApi.util.upsertQueryData('getNotificationPreferences', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useGetNotificationsInfiniteQuery,
  useMarkNotificationsReadMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} = notificationApi;

/** The zone the browser runs in (IANA name), or null when it cannot tell. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
