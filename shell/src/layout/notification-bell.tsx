// The bell in the signed-in header: a link to /notifications with the unread count. The count
// is read again on every navigation (the API is never polled: docs/notifications.md), and once
// per browser session the browser's time zone is stored for the recap's Monday 08:00.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  browserTimeZone,
  useCurrentUser,
  useGetNotificationPreferencesQuery,
  useGetNotificationsInfiniteQuery,
  useUpdateNotificationPreferencesMutation,
} from '@fairway/platform';

export function unreadLabel(unread: number): string {
  if (unread === 0) return 'Notifications, none unread';
  return `Notifications, ${unread} unread`;
}

/** The unread count of the first page (the list's own query, so both show the same figure). */
export function useUnreadNotifications(): number {
  const { pathname } = useLocation();
  const { data, refetch, isUninitialized } = useGetNotificationsInfiniteQuery();
  useEffect(() => {
    if (!isUninitialized) void refetch();
    // Read again on each navigation, not on first mount (the query just ran).
  }, [pathname]);
  return data?.pages[0]?.unread ?? 0;
}

const TIME_ZONE_SYNCED = 'fairway.timeZoneSynced';

/** Stores the browser's zone once per session when it differs from the stored one. */
export function useTimeZoneSync(): void {
  const { isDemo } = useCurrentUser();
  const synced = typeof sessionStorage !== 'undefined' && sessionStorage.getItem(TIME_ZONE_SYNCED) === '1';
  const { data } = useGetNotificationPreferencesQuery(undefined, { skip: isDemo || synced });
  const [update] = useUpdateNotificationPreferencesMutation();
  useEffect(() => {
    if (!data || synced) return;
    const zone = browserTimeZone();
    sessionStorage.setItem(TIME_ZONE_SYNCED, '1');
    if (zone && zone !== data.timeZone) void update({ timeZone: zone });
  }, [data, synced, update]);
}

const BellLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: 22px;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.secondary};
  }
`;

export const CountBadge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.destructive};
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

export function countText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

export function NotificationBell({ unread }: { unread: number }) {
  const { pathname } = useLocation();
  return (
    <BellLink
      to="/notifications"
      aria-label={unreadLabel(unread)}
      aria-current={pathname === '/notifications' ? 'page' : undefined}
      data-testid="notification-bell"
    >
      <span aria-hidden="true">🔔</span>
      {unread > 0 ? (
        <CountBadge aria-hidden="true" data-testid="notification-count">
          {countText(unread)}
        </CountBadge>
      ) : null}
    </BellLink>
  );
}
