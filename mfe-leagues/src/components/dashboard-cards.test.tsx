import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { aLeague, me } from '../testing/fixtures';
import { AvailableLeaguesCard } from './available-leagues-card';
import { MyLeaguesCard } from './my-leagues-card';

it('My Leagues card: privacy, members of max, status, end date, position, rounds, average and handicap', async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/my': {
      body: [
        aLeague({
          id: 'a',
          name: 'Alpha',
          isMember: true,
          privacy: 'invite',
          memberCount: 3,
          maxMembers: 12,
          endDate: '2030-06-30',
          userPosition: 2,
          userRounds: 4,
          userAvgScore: '86.25',
        }),
        aLeague({ id: 'b', name: 'Beta', isMember: true, isComplete: true, maxMembers: 0 }),
        aLeague({ id: 'c', name: 'Gamma', isMember: true, isActive: false }),
      ],
    },
  });
  renderWithProviders(<MyLeaguesCard />);
  const alpha = (await screen.findByRole('link', { name: 'Alpha' })).closest('li')!;
  expect(within(alpha).getByText('Private')).toBeInTheDocument();
  expect(within(alpha).getByText('Active')).toBeInTheDocument();
  expect(within(alpha).getByText(/3\/12 members · Ends Jun 30, 2030/)).toBeInTheDocument();
  expect(within(alpha).getByText('#2')).toBeInTheDocument();
  expect(within(alpha).getByText('4')).toBeInTheDocument();
  expect(within(alpha).getByText('86.3')).toBeInTheDocument();
  expect(await within(alpha).findByText('12.4')).toBeInTheDocument();
  const beta = screen.getByRole('link', { name: 'Beta' }).closest('li')!;
  expect(within(beta).getByText('Complete')).toBeInTheDocument();
  expect(within(beta).getByText(/2\/10 members · No end date/)).toBeInTheDocument();
  const gamma = screen.getByRole('link', { name: 'Gamma' }).closest('li')!;
  expect(within(gamma).getByText('Inactive')).toBeInTheDocument();
});

it('My Leagues card: empty state links to the Leagues page', async () => {
  mockApi({ 'GET /api/auth/user': { body: me }, 'GET /api/leagues/my': { body: [] } });
  renderWithProviders(<MyLeaguesCard />);
  expect(await screen.findByText('No leagues yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Leagues' })).toHaveAttribute('href', '/leagues');
});

it('Available Leagues card: Open by default, All and Joined, Join button or Member badge', async () => {
  const server = mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/available?limit=100': {
      body: [aLeague({ id: 'j', name: 'Joined One', isMember: true }), aLeague({ id: 'o', name: 'Open One' })],
    },
    'POST /api/leagues/o/join': { body: aLeague({ id: 'o', name: 'Open One', isMember: true }) },
  });
  const user = userEvent.setup();
  renderWithProviders(<AvailableLeaguesCard />);
  expect(await screen.findByRole('link', { name: 'Open One' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Joined One' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'All Leagues' }));
  expect(screen.getByRole('link', { name: 'Joined One' }).closest('li')!).toHaveTextContent('Member');
  await user.click(screen.getByRole('button', { name: 'Joined' }));
  expect(screen.queryByRole('link', { name: 'Open One' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open Leagues' }));
  await user.click(screen.getByRole('button', { name: 'Join Open One' }));
  expect(server.calls.some((call) => call.method === 'POST' && call.url === '/api/leagues/o/join')).toBe(true);
});

it('Available Leagues card: five at a time, Show more adds five, and a link to every league', async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/available?limit=100': {
      body: Array.from({ length: 12 }, (_, i) => aLeague({ id: `l${i}`, name: `League ${i + 1}` })),
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<AvailableLeaguesCard />);
  const list = await screen.findByRole('list', { name: 'Available leagues' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  expect(screen.getByText('Showing 5 of 12 leagues')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse all leagues' })).toHaveAttribute('href', '/leagues');
  await user.click(screen.getByRole('button', { name: 'Show more' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  await user.click(screen.getByRole('button', { name: 'Show more' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(12);
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
});
