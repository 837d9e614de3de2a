import '../testing/polyfills';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@fairway/platform/testing';
import { aLeague, aRound, me } from '../testing/fixtures';
import { mockFetch } from '../testing/mock-fetch';
import { ProfilePage } from './profile-page';

it('shows identity, statistics, the first 10 rounds, 5 leagues and the achievements', async () => {
  const rounds = Array.from({ length: 12 }, (_, i) => aRound(`r${i}`, `Course ${i}`, 70 + i));
  const leagues = Array.from({ length: 6 }, (_, i) => aLeague({ id: `l-${i}`, name: `League ${i}` }));
  mockFetch({
    'GET /api/auth/user': { body: { ...me, totalRounds: 12, bestRound: 70 } },
    'GET /api/rounds/recent': { body: rounds },
    'GET /api/leagues/my': { body: leagues },
  });
  renderWithProviders(<ProfilePage />, { route: '/profile' });
  expect(await screen.findByRole('heading', { name: 'Morgan Reed' })).toBeInTheDocument();
  expect(screen.getByText('MR')).toBeInTheDocument();
  expect(screen.getByText('morgan@example.test')).toBeInTheDocument();
  expect(screen.getByText(/^Member since/)).toBeInTheDocument();
  for (const name of ['Edit Profile', 'Change Password', 'Logout']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');

  const recent = await screen.findByRole('list', { name: 'Recent rounds' });
  expect(within(recent).getAllByRole('listitem')).toHaveLength(10);
  const summary = await screen.findByRole('list', { name: 'League summary' });
  expect(within(summary).getAllByRole('listitem')).toHaveLength(5);

  const badges = screen.getByRole('list', { name: 'Achievements' });
  // 12 rounds, best 70, 6 leagues: all three earned
  expect(within(badges).getAllByText('Earned')).toHaveLength(3);
  expect(within(badges).getByText('Consistent Player')).toBeInTheDocument();
  expect(within(badges).getByText('Under 80 Club')).toBeInTheDocument();
  expect(within(badges).getByText('Social Golfer')).toBeInTheDocument();
  expect(screen.getByText('Honor System')).toBeInTheDocument();
});
