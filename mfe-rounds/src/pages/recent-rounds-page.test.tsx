import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { aLeague, aRound, me } from '../testing/fixtures';
import { RecentRoundsPage } from './recent-rounds-page';

const rounds = [aRound('r1', 'Pebble Creek', 80, { notes: 'Windy' }), aRound('r2', 'Oak Hills', 90), aRound('r3', 'Pebble Creek', 85)];

function render() {
  return renderWithProviders(
    <>
      <Toaster />
      <RecentRoundsPage />
    </>,
    { route: '/recent-rounds' },
  );
}

it('lists every round with league badge and score, filters by course', async () => {
  mockApi({ 'GET /api/auth/user': { body: me }, 'GET /api/rounds/recent': { body: rounds } });
  const user = userEvent.setup();
  render();
  expect(screen.getByRole('heading', { name: 'Recent Rounds' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
  expect(await screen.findAllByTestId('round-item')).toHaveLength(3);
  expect(screen.getByLabelText('Round count')).toHaveTextContent('3');
  expect(screen.getByText('Windy')).toBeInTheDocument();
  const filter = screen.getByLabelText('Filter by Course');
  expect(
    within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All Courses', 'Oak Hills', 'Pebble Creek']);
  await user.selectOptions(filter, 'Oak Hills');
  expect(screen.getAllByTestId('round-item')).toHaveLength(1);
  expect(screen.getByLabelText('Round count')).toHaveTextContent('1');
});

it('shows the empty state with Log Your First Round', async () => {
  mockApi({ 'GET /api/auth/user': { body: me }, 'GET /api/rounds/recent': { body: [] } });
  render();
  expect(await screen.findByText('No rounds recorded yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log Your First Round' })).toHaveAttribute('href', '/');
});

it("deletes after the 'Delete Golf Round' confirmation and toasts 'Round Deleted'", async () => {
  const server = mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/rounds/recent': { body: rounds },
    'DELETE /api/rounds/r2': { body: { message: 'Round deleted' } },
  });
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'Delete round at Oak Hills' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Golf Round' });
  expect(within(dialog).getByText('Oak Hills')).toBeInTheDocument();
  expect(within(dialog).getByText('Sunday Swingers')).toBeInTheDocument();
  expect(within(dialog).getByText('90')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete Round' }));
  expect(await screen.findByText('Round Deleted')).toBeInTheDocument();
  expect(server.calls.some((call) => call.method === 'DELETE' && call.url === '/api/rounds/r2')).toBe(true);
  // the list is fetched again (tag invalidation)
  expect(server.calls.filter((call) => call.url === '/api/rounds/recent').length).toBeGreaterThanOrEqual(2);
});

it('says so when deleting fails', async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/rounds/recent': { body: rounds },
    'DELETE /api/rounds/r1': { status: 500, body: { message: 'Internal server error' } },
  });
  const user = userEvent.setup();
  render();
  const [first] = await screen.findAllByRole('button', { name: 'Delete round at Pebble Creek' });
  await user.click(first);
  await user.click(within(screen.getByRole('dialog', { name: 'Delete Golf Round' })).getByRole('button', { name: 'Delete Round' }));
  expect(await screen.findByText('Failed to delete round. Please try again.')).toBeInTheDocument();
});

it("shows 'No rounds at {course}' once the filtered course has no rounds left", async () => {
  let current = rounds;
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/rounds/recent': () => ({ body: current }),
    'DELETE /api/rounds/r2': () => {
      current = rounds.filter((round) => round.id !== 'r2');
      return { body: { message: 'Round deleted' } };
    },
  });
  const user = userEvent.setup();
  render();
  await screen.findAllByTestId('round-item');
  await user.selectOptions(screen.getByLabelText('Filter by Course'), 'Oak Hills');
  await user.click(screen.getByRole('button', { name: 'Delete round at Oak Hills' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Delete Golf Round' })).getByRole('button', { name: 'Delete Round' }));
  expect(await screen.findByText('No rounds at Oak Hills')).toBeInTheDocument();
  expect(screen.getByLabelText('Filter by Course')).toHaveValue('Oak Hills');
  expect(screen.getByRole('link', { name: 'Log Your First Round' })).toHaveAttribute('href', '/');
});

it('shows the card of a round entered hole by hole', async () => {
  const holePars = [4, 4, 3, 5, 4, 4, 3, 5, 4];
  const holeScores = [5, 4, 3, 6, 4, 5, 3, 5, 4];
  const nine = aRound('r9', 'Short Nine', 39, { holes: 9, par: 36, holePars, holeScores });
  mockApi({ 'GET /api/auth/user': { body: me }, 'GET /api/rounds/recent': { body: [nine] } });
  render();
  expect(await screen.findByLabelText('Hole by hole')).toHaveTextContent('Hole by hole: 1: 5 (par 4), 2: 4 (par 4), 3: 3 (par 3)');
});

it('a hole-by-hole round shows the figures it was scored with: strokes, points and net double bogey', async () => {
  const holePars = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
  const holeScores = [10, ...holePars.slice(1)];
  const card = aRound('r7', 'Oak Hills', 78, {
    leagueId: 'l-1',
    date: '2026-11-14',
    holes: 18,
    par: 72,
    rating: 71.2,
    slope: 125,
    holePars,
    strokeIndex: holePars.map((_, hole) => hole + 1),
    holeScores,
  });
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/rounds/recent': { body: [card] },
    'GET /api/leagues/my': { body: [aLeague({ id: 'l-1', format: 'stableford' })] },
    'GET /api/rounds/handicap-index?before=2026-11-14': { body: { index: 8.2, indexText: '8.2', rounds: [] } },
  });
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByText('Strokes, points and net double bogey'));
  const figures = await screen.findByRole('region', { name: 'How this round was scored' });
  // 8.2 x 125 / 113 - 0.8 = 8.27 -> 8; x 95% = 7.86 -> 8
  expect(figures).toHaveTextContent('Index 8.2 on Nov 14 -> course handicap 8 -> 95% = 8 strokes');
  // hole 1 (par 4, SI 1, one stroke): 10 counts as 4 + 2 + 1 = 7
  expect(within(figures).getByRole('list', { name: 'Net double bogey adjustments' })).toHaveTextContent('Hole 1: 10 counts as 7');
  expect(figures).toHaveTextContent('Adjusted gross 75 (from 78)');
  // 8 holes with a stroke at par: 3 each (hole 1: 0), 10 without: 2 each -> 21 + 20
  expect(figures).toHaveTextContent('41 Stableford points');
});
