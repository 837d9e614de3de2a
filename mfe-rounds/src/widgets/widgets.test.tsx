import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { handicapIndex } from '@fairway/contracts';
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

/** Rounds at the neutral course on consecutive days, with the receipt the service answers. */
function indexOf(scores: number[], course = (i: number) => (i === 1 ? 'Pebble Creek' : 'Oak Hills')) {
  return handicapIndex(
    scores.map((score, i) => {
      const date = `2026-03-${String(i + 1).padStart(2, '0')}`;
      return { id: `r${i}`, score, date, createdAt: `${date}T10:00:00.000Z`, course: course(i), leagueName: 'Sunday Swingers' };
    }),
  );
}

describe('WHS-style index from your rounds', () => {
  // differentials 18, 13, 23: the lowest one minus 2 -> 11.0
  const index = indexOf([90, 85, 95]);

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
    expect(await screen.findByText('WHS-style index (not an official Handicap Index): 11.0')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Rounds behind your handicap index' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByText('Counted')).toHaveLength(1);
    expect(within(list).getByText(/Pebble Creek/)).toHaveTextContent('85 (18 holes, par 72, rating 72.0, slope 113): differential 13.0');
    expect(screen.getByText(/lowest 1 differential counts, then -2/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use as my handicap' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const patch = calls.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ firstName: 'Morgan', lastName: 'Reed', email: 'morgan@example.test', handicap: 11 });
  });

  it('an index outside -10..54 is not offered as the handicap, and the panel says why', async () => {
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
    expect(await screen.findByText(/A handicap can be from -10 to 54, so this index cannot be used as your handicap/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use as my handicap' })).not.toBeInTheDocument();
    expect(calls.writes()).toEqual([]);
  });

  it('below 3 rounds it says when the index becomes available', async () => {
    mockApi({
      'GET /api/auth/user': { body: me },
      'GET /api/rounds/handicap-index': {
        body: indexOf([90, 85]),
      },
    });
    renderWithProviders(
      <>
        <HandicapCard />
        <Toaster />
      </>,
    );
    expect(
      await screen.findByText('WHS-style index (not an official Handicap Index): available after 3 rounds (2 logged so far)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use as my handicap' })).not.toBeInTheDocument();
  });

  it('the receipt says when an exceptional score lowered the differentials', async () => {
    mockApi({ 'GET /api/auth/user': { body: me }, 'GET /api/rounds/handicap-index': { body: indexOf([90, 90, 90, 90, 90, 78]) } });
    renderWithProviders(<HandicapCard />);
    expect(await screen.findByText('WHS-style index (not an official Handicap Index): 9.0')).toBeInTheDocument();
    expect(
      screen.getByText('Your 78 at Oak Hills on Mar 6, 2026: 12.0 below your index, so your last 20 differentials were lowered by 2.0.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Rounds behind your handicap index' });
    expect(within(list).getAllByText(/lowered by 2.0 for an exceptional score/)).toHaveLength(6);
  });

  it('the receipt says when a cap held the index back', async () => {
    mockApi({
      'GET /api/auth/user': { body: me },
      'GET /api/rounds/handicap-index': { body: indexOf([...Array(20).fill(80), ...Array(20).fill(100)], () => 'Oak Hills') },
    });
    renderWithProviders(<HandicapCard />);
    expect(await screen.findByText('WHS-style index (not an official Handicap Index): 13.0')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Hard cap: the table gives 28.0, but your index may not rise more than 5.0 above your lowest index of the last 365 days (8.0), so it is 13.0.',
      ),
    ).toBeInTheDocument();
  });
});
