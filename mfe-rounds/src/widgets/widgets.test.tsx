import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@fairway/platform/testing';
import { aRound, me } from '../testing/fixtures';
import { HandicapCard } from './handicap-card';
import { RecentActivityCard } from './recent-activity-card';

it("Recent Activity shows the first 5 rounds as 'You shot {score} at {course}'", async () => {
  const rounds = Array.from({ length: 7 }, (_, i) => aRound(`r${i}`, `Course ${i}`, 80 + i, { createdAt: new Date(Date.now() - 3 * 3600_000).toISOString() }));
  mockFetch({ 'GET /api/auth/user': { body: me }, 'GET /api/rounds/recent': { body: rounds } });
  renderWithProviders(<RecentActivityCard />);
  const list = await screen.findByRole('list', { name: 'Recent activity' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  expect(within(list).getByText('You shot 80 at Course 0')).toBeInTheDocument();
  expect(within(list).getAllByText('3 hours ago')).toHaveLength(5);
});

it("Your Handicap shows handicap, best, average and total rounds", async () => {
  mockFetch({ 'GET /api/auth/user': { body: me } });
  renderWithProviders(<HandicapCard />);
  expect(await screen.findByText('12.4')).toBeInTheDocument();
  expect(screen.getByText('78')).toBeInTheDocument();
  expect(screen.getByText('84.33')).toBeInTheDocument();
  expect(screen.getByText('Total Rounds').nextSibling).toHaveTextContent('3');
});
