import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIso } from '@fairway/contracts';
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

it("single league view: ranked list with You badge, stats, Top 3 This Week from this week's table", async () => {
  // This week Dee leads and only two members have played: the card lists those two, not the season's top 3.
  const thisWeek = [
    anEntry('u4', 'Dee', 1, { roundCount: 1, formatValue: -2, totalToPar: -2 }),
    anEntry('u1', 'Ann', 2, { roundCount: 1, formatValue: 1, totalToPar: 1 }),
    anEntry(me.id, 'Morgan', 3, { roundCount: 0, formatValue: null, totalToPar: null }),
  ];
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/my': { body: [a, b] },
    'GET /api/leagues/l-a/leaderboard': { body: board },
    [`GET /api/leagues/l-a/leaderboard?week=${todayIso()}`]: { body: thisWeek },
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
  const week = await screen.findByRole('list', { name: 'Top 3 This Week' });
  expect(
    within(week)
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual([expect.stringMatching(/Dee Golfer-2$/), expect.stringMatching(/Ann Golfer\+1$/)]);
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

describe("a Stableford league: the format's figure as the leaderboard answers it", () => {
  const stableford = aLeague({ id: 'l-s', name: 'Points Club', isMember: true, memberCount: 4, userPosition: 2, format: 'stableford' });
  const points = (userId: string, name: string, position: number, formatValue: number | null, totalToPar: number | null) =>
    anEntry(userId, name, position, { format: 'stableford', formatValue, totalToPar, roundCount: formatValue === null ? 0 : 2 });
  // Ranked by points (most first); to par would order them otherwise.
  const table = [
    points('u1', 'Ann', 1, 36, 9),
    points(me.id, 'Morgan', 2, 31, -4),
    points('u3', 'Cal', 2, 31, 2),
    points('u4', 'Dee', 4, null, null),
  ];
  const routes = {
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/my': { body: [stableford] },
    'GET /api/leagues/l-s/leaderboard': { body: table },
    [`GET /api/leagues/l-s/leaderboard?week=${todayIso()}`]: { body: table },
  };

  it('All Leagues card: the top 3 with their points and shared places', async () => {
    mockApi(routes);
    renderWithProviders(<LeaderboardsPage />, { route: '/leaderboards' });
    const top = await screen.findByRole('list', { name: 'Top players in Points Club' });
    const rows = within(top).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Ann Golfer36 pts$/),
      expect.stringMatching(/Morgan Golfer31 pts$/),
      expect.stringMatching(/Cal Golfer31 pts$/),
    ]);
    expect(within(rows[2]).getByRole('img', { name: '2nd place' })).toBeInTheDocument();
    expect(screen.queryByText('+9')).not.toBeInTheDocument();
  });

  it('single league: the format label, every figure in points in the answer order, N/A without a counting round', async () => {
    mockApi(routes);
    const user = userEvent.setup();
    renderWithProviders(<LeaderboardsPage />, { route: '/leaderboards' });
    await user.selectOptions(await screen.findByLabelText('League'), 'l-s');
    expect(screen.getByText('Stableford', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/net Stableford points from hole-by-hole cards/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Leaderboard' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Ann Golfer',
      'Morgan Golfer',
      'Cal Golfer',
      'Dee Golfer',
    ]);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['36 pts', '31 pts', '31 pts', 'N/A']);
    expect(within(list).queryByText('-4')).not.toBeInTheDocument();
  });
});

it('a net-average league shows each net average to one decimal', async () => {
  const net = aLeague({ id: 'l-n', name: 'Net Club', isMember: true, memberCount: 2, format: 'net-average' });
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/my': { body: [net] },
    'GET /api/leagues/l-n/leaderboard': {
      body: [
        anEntry('u1', 'Ann', 1, { format: 'net-average', formatValue: -1.5, totalToPar: 4 }),
        anEntry(me.id, 'Morgan', 2, { format: 'net-average', formatValue: 2, totalToPar: -3 }),
      ],
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<LeaderboardsPage />, { route: '/leaderboards' });
  await user.selectOptions(await screen.findByLabelText('League'), 'l-n');
  const rows = within(await screen.findByRole('list', { name: 'Leaderboard' })).getAllByRole('listitem');
  expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['-1.5 avg', '+2.0 avg']);
});
