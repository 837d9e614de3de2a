import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { aLeague, anEntry, me } from '../testing/fixtures';
import { LeaderboardsPage } from './leaderboards-page';

const a = aLeague({ id: 'l-a', name: 'Alpha League', isMember: true, memberCount: 4, userPosition: 2 });
const b = aLeague({ id: 'l-b', name: 'Beta League', isMember: true, memberCount: 6 });
const board = [
  anEntry('u1', 'Ann', 1),
  anEntry(me.id, 'Morgan', 2),
  anEntry('u3', '', 3, { user: { id: 'u3', firstName: '', lastName: '', handicap: '0.00', profileImageUrl: null } }),
  anEntry('u4', 'Dee', 4),
];

it('All Leagues view: position text and top 3 per league; a failed leaderboard falls back to last place', async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/my': { body: [a, b] },
    'GET /api/leagues/l-a/leaderboard': { body: board },
    'GET /api/leagues/l-b/leaderboard': { status: 500, body: { message: 'Internal server error' } },
  });
  renderWithProviders(<LeaderboardsPage />, { route: '/leaderboards' });
  const alpha = await screen.findByRole('article', { name: 'Alpha League' });
  expect(within(alpha).getByText('You are #2 of 4')).toBeInTheDocument();
  const top = await within(alpha).findByRole('list', { name: 'Top players in Alpha League' });
  expect(within(top).getAllByRole('listitem')).toHaveLength(3);
  expect(within(top).getByText('Anonymous Player')).toBeInTheDocument();
  expect(within(top).getByRole('img', { name: '1st place' })).toBeInTheDocument();
  const beta = screen.getByRole('article', { name: 'Beta League' });
  expect(await within(beta).findByText('You are #6 of 6')).toBeInTheDocument();
  expect(within(beta).getByText('No scores recorded yet in this league.')).toBeInTheDocument();
});

it('single league view: ranked list with You badge, stats, Top 3 This Week', async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/my': { body: [a, b] },
    'GET /api/leagues/l-a/leaderboard': { body: board },
    'GET /api/leagues/l-b/leaderboard': { body: [] },
  });
  const user = userEvent.setup();
  renderWithProviders(<LeaderboardsPage />, { route: '/leaderboards' });
  await user.selectOptions(await screen.findByLabelText('League'), 'l-a');
  const list = await screen.findByRole('list', { name: 'Leaderboard' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(4);
  expect(within(rows[1]).getByText('You')).toBeInTheDocument();
  expect(within(rows[3]).getByText('#4')).toBeInTheDocument();
  expect(within(rows[0]).getByText(/2 rounds · Avg 85.0 · Best 82/)).toBeInTheDocument();
  expect(screen.getByText('Top 3 This Week')).toBeInTheDocument();
  expect(screen.getByText(/Honor system/)).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('League'), 'l-b');
  expect(await screen.findByText('No scores recorded yet in this league.')).toBeInTheDocument();
  expect(screen.queryByText('Top 3 This Week')).not.toBeInTheDocument();
});

it("shows 'No Leagues Yet' with a Browse Leagues link", async () => {
  mockApi({ 'GET /api/auth/user': { body: me }, 'GET /api/leagues/my': { body: [] } });
  renderWithProviders(<LeaderboardsPage />, { route: '/leaderboards' });
  expect(await screen.findByText('No Leagues Yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Leagues' })).toHaveAttribute('href', '/leagues');
});
