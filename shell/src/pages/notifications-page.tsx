// /notifications: the signed-in person's notifications, newest first, in pages; each links to
// its league or round (opening one marks it read), with "Mark as read" per item and for all.
// In the demo tour the list is the simulated one (no network call) and marking changes nothing.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NotificationItem } from '@fairway/contracts';
import { errorText, useGetNotificationsInfiniteQuery, useMarkNotificationsReadMutation } from '@fairway/platform';
import { Button, Card, CardContent, EmptyState, PageHeader, Skeleton } from '@fairway/ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: none;
  }
  a {
    flex: 1;
    min-height: 44px;
    display: flex;
    flex-direction: column;
    justify-content: center;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
    overflow-wrap: anywhere;
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Dot = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Spacer = styled.span`
  flex: none;
  width: 10px;
`;

const Tall = styled(Button)`
  min-height: 44px;
`;

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

export function ago(iso: string, now = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) >= 7 * 86_400)
    return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

function NotificationRow({ item, onRead, busy }: { item: NotificationItem; onRead: (id: string) => void; busy: boolean }) {
  return (
    <Item $unread={!item.read} data-testid="notification">
      {item.read ? <Spacer /> : <Dot aria-label="Unread" role="img" />}
      <Link to={item.link} onClick={() => (item.read ? undefined : onRead(item.id))}>
        <span>{item.text}</span>
        <time dateTime={item.createdAt}>{ago(item.createdAt)}</time>
      </Link>
      {item.read ? null : (
        <Tall $variant="ghost" $size="sm" onClick={() => onRead(item.id)} disabled={busy} aria-label={`Mark as read: ${item.text}`}>
          Mark as read
        </Tall>
      )}
    </Item>
  );
}

export function NotificationsPage() {
  const { data, error, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage } = useGetNotificationsInfiniteQuery();
  const [markRead, { isLoading: marking }] = useMarkNotificationsReadMutation();
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const unread = data?.pages[0]?.unread ?? 0;

  return (
    <>
      <PageHeader
        title="Notifications"
        description={unread > 0 ? `${unread} unread` : 'You are all caught up'}
        actions={
          <Tall $variant="outline" onClick={() => void markRead({})} disabled={marking || unread === 0}>
            Mark all as read
          </Tall>
        }
      />
      <Card>
        <CardContent>
          {isLoading ? (
            <>
              <Skeleton $height="2.5rem" />
              <Skeleton $height="2.5rem" style={{ marginTop: 12 }} />
            </>
          ) : error ? (
            <EmptyState title="Notifications could not be loaded" description={errorText(error, 'Please try again.')} />
          ) : items.length === 0 ? (
            <EmptyState
              title="No notifications yet"
              description="Rounds logged in your leagues, partners naming you and changes in the standings show up here."
            />
          ) : (
            <List aria-label="Notifications">
              {items.map((item) => (
                <NotificationRow key={item.id} item={item} busy={marking} onRead={(id) => void markRead({ ids: [id] })} />
              ))}
            </List>
          )}
          {hasNextPage ? (
            <Tall $variant="outline" $block onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} style={{ marginTop: 12 }}>
              {isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Tall>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
