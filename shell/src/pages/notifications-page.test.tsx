import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@fairway/platform/testing';
import { SIGNED_IN_USER, stubApi } from '../shell-test-helpers';
import { Header } from '../layout/header';
import { NotificationsPage } from './notifications-page';

const item = (id: string, text: string, read: boolean, minutesAgo: number) => ({
  id,
  kind: 'rank_changed',
  text,
  link: `/leagues/${id}`,
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  read,
});

it('lists the notifications newest first with the bell count, links each, marks one and all read', async () => {
  let items = [
    item('n1', 'You moved up to 1st in Dawn Patrol (from 2nd)', false, 5),
    item('n2', 'Sam named you', false, 30),
    item('n3', 'Old news', true, 60),
  ];
  const list = () => ({ body: { unread: items.filter((i) => !i.read).length, items, nextCursor: null } });
  const server = stubApi(SIGNED_IN_USER, {
    'GET /api/notifications': list,
    'POST /api/notifications/read': (body) => {
      const ids = (body as { ids?: string[] }).ids;
      items = items.map((i) => (!ids || ids.includes(i.id) ? { ...i, read: true } : i));
      return { body: { marked: 1, unread: items.filter((i) => !i.read).length } };
    },
  });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Header />
      <NotificationsPage />
    </>,
    { route: '/notifications' },
  );
  expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute('href', '/notifications');
  const rows = await screen.findAllByTestId('notification');
  expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
    expect.stringContaining('You moved up to 1st in Dawn Patrol'),
    expect.stringContaining('Sam named you'),
    expect.stringContaining('Old news'),
  ]);
  expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/leagues/n1');
  expect(screen.getByText('2 unread')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Mark as read: Sam named you' }));
  expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(await screen.findByRole('link', { name: 'Notifications, none unread' })).toBeInTheDocument();
  expect(screen.getByText('You are all caught up')).toBeInTheDocument();
  await waitFor(() => expect(server.writes().map((call) => call.body)).toEqual([{ ids: ['n2'] }, {}]));
});

it('shows an empty state', async () => {
  stubApi(SIGNED_IN_USER);
  renderWithProviders(<NotificationsPage />, { route: '/notifications' });
  expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
});
