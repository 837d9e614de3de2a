import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { aRound, me } from '../testing/fixtures';
import { HandicapCard } from './handicap-card';
import { RecentActivityCard } from './recent-activity-card';

it("Recent Activity shows the first 5 rounds as 'You shot {score} at {course}'", async () => {
  const rounds = Array.from({ length: 7 }, (_, i) =>
    aRound(`r${i}`, `Course ${i}`, 80 + i, { createdAt: new Date(Date.now() - 3 * 3600_000).toISOString() }),
  );
  mockApi({ 'GET /api/auth/user': { body: me }, 'GET /api/rounds/recent': { body: rounds } });
  renderWithProviders(<RecentActivityCard />);
  const list = await screen.findByRole('list', { name: 'Recent activity' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  expect(within(list).getByText('You shot 80 at Course 0')).toBeInTheDocument();
  expect(within(list).getAllByText('3 hours ago')).toHaveLength(5);
});

it('Your Handicap shows handicap, best, average and total rounds', async () => {
  mockApi({ 'GET /api/auth/user': { body: me } });
  renderWithProviders(<HandicapCard />);
  expect(await screen.findByText('12.4')).toBeInTheDocument();
  expect(screen.getByText('78')).toBeInTheDocument();
  expect(screen.getByText('84.33')).toBeInTheDocument();
  expect(screen.getByText('Total Rounds').nextSibling).toHaveTextContent('3');
});

describe('handicap index from your rounds (issue 18)', () => {
  const index = {
    index: 11,
    indexText: '11.0',
    countedRounds: 1,
    adjustment: -2,
    rounds: [
      {
        id: 'a',
        score: 95,
        date: '2026-03-03',
        createdAt: '2026-03-03T10:00:00.000Z',
        course: 'Oak Hills',
        leagueName: 'Sunday Swingers',
        differential: 23,
        counted: false,
      },
      {
        id: 'b',
        score: 85,
        date: '2026-03-02',
        createdAt: '2026-03-02T10:00:00.000Z',
        course: 'Pebble Creek',
        leagueName: 'Sunday Swingers',
        differential: 13,
        counted: true,
      },
      {
        id: 'c',
        score: 90,
        date: '2026-03-01',
        createdAt: '2026-03-01T10:00:00.000Z',
        course: 'Oak Hills',
        leagueName: 'Sunday Swingers',
        differential: 18,
        counted: false,
      },
    ],
  };

  it('shows the index next to the entered handicap, explains it, and saves it as the handicap', async () => {
    const calls = mockApi({
      'GET /api/auth/user': { body: me },
      'GET /api/rounds/handicap-index': { body: index },
      'PATCH /api/auth/profile': { body: { ...me, handicap: '11.00' } },
    });
    renderWithProviders(
      <>
        <HandicapCard />
        <Toaster />
      </>,
    );
    expect(await screen.findByText('Handicap index from your rounds: 11.0')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Rounds behind your handicap index' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByText('Counted')).toHaveLength(1);
    expect(within(list).getByText(/Pebble Creek/)).toHaveTextContent('differential +13');
    expect(screen.getByText(/lowest 1 differential counts, then -2/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use as my handicap' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const patch = calls.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ firstName: 'Morgan', lastName: 'Reed', email: 'morgan@example.test', handicap: 11 });
  });

  it('an index outside -10..54 is refused with the profile message and nothing is sent', async () => {
    const calls = mockApi({
      'GET /api/auth/user': { body: me },
      'GET /api/rounds/handicap-index': { body: { ...index, index: -12, indexText: '-12.0' } },
    });
    renderWithProviders(
      <>
        <HandicapCard />
        <Toaster />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Use as my handicap' }));
    expect(await screen.findByText('Handicap must be at least -10')).toBeInTheDocument();
    expect(calls.writes()).toEqual([]);
  });

  it('below 3 rounds it says when the index becomes available', async () => {
    mockApi({
      'GET /api/auth/user': { body: me },
      'GET /api/rounds/handicap-index': {
        body: { index: null, indexText: null, countedRounds: 0, adjustment: 0, rounds: index.rounds.slice(0, 2) },
      },
    });
    renderWithProviders(
      <>
        <HandicapCard />
        <Toaster />
      </>,
    );
    expect(await screen.findByText('Handicap index from your rounds: available after 3 rounds (2 logged so far)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use as my handicap' })).not.toBeInTheDocument();
  });
});
