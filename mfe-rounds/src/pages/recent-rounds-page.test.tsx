import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { aRound, me } from '../testing/fixtures';
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
