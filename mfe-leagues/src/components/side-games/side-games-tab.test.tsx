import { currentWeekStart, skinsGame, type SkinsWeek } from '@fairway/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { aLeague, me } from '../../testing/fixtures';
import { SideGamesTab } from './side-games-tab';

const settings = { mode: 'net' as const, allowance: 100, carryover: true, buyIn: 5, currency: '$' };
const holes = [1, 2, 3].map((hole) => ({ hole, par: 4, strokeIndex: hole }));
// Nina's one stroke (stroke index 1) turns her 4 into a net 3 on the first hole.
const game = skinsGame(
  holes,
  [
    { userId: 'n', holeScores: [4, 4, 3], playingHandicap: 1, strokeIndex: [1, 2, 3] },
    { userId: 's', holeScores: [4, 4, 4], playingHandicap: 0, strokeIndex: [1, 2, 3] },
  ],
  settings,
);
const week: SkinsWeek = {
  week: currentWeekStart(),
  final: false,
  settings,
  games: [
    {
      course: 'Oak',
      entrants: [
        { userId: 'n', name: 'Nina Park', playingHandicap: 1 },
        { userId: 's', name: 'Sam Lee', playingHandicap: 0 },
      ],
      ...game,
    },
  ],
};

it('shows the provisional week: why each hole went its way, payouts, pot and remainder; organizers record a result', async () => {
  const contest = { week: week.week, kind: 'closest-to-the-pin', hole: 7, winner: 'n', distance: 4.5, unit: 'ft', prize: null };
  const { writes } = mockApi({
    'GET /api/auth/user': { body: me },
    [`GET /api/leagues/l1/skins?week=${week.week}`]: { body: week },
    [`GET /api/leagues/l1/contests?week=${week.week}`]: { body: [] },
    'GET /api/leagues/l1/members': {
      body: [
        {
          id: 'm1',
          userId: 'n',
          leagueId: 'l1',
          isAdmin: false,
          joinedAt: '',
          roundCount: 1,
          user: { id: 'n', firstName: 'Nina', lastName: 'Park', handicap: '1.0', profileImageUrl: null },
        },
      ],
    },
    'POST /api/leagues/l1/contests': { status: 201, body: { id: 'c1', ...contest, course: null, winnerName: 'Nina Park', createdAt: '' } },
  });
  renderWithProviders(<SideGamesTab league={aLeague({ id: 'l1', isAdmin: true, isMember: true, skins: settings })} />);
  expect(await screen.findByText('Provisional')).toBeInTheDocument();
  const holesList = screen.getByRole('list', { name: 'Holes at Oak' });
  expect(within(holesList).getByText('Nina 4 (net 3) beats 4s')).toBeInTheDocument();
  expect(within(holesList).getByText(/Tied at 4 net \(Nina, Sam\): skin carries/)).toBeInTheDocument();
  expect(within(holesList).getByText('Nina 3 beats 4s; 1 skin carried')).toBeInTheDocument();
  const payouts = screen.getByRole('list', { name: 'Skins payouts at Oak' });
  expect(within(payouts).getByText('Nina Park: 3 skins')).toBeInTheDocument();
  expect(within(payouts).getByText('$9.99')).toBeInTheDocument();
  expect(screen.getByText('Pot $10.00 (2 x $5.00) · $3.33 a skin (3 won) · remainder $0.01')).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Record a contest result' });
  await userEvent.type(within(form).getByLabelText('Hole'), '7');
  await userEvent.selectOptions(within(form).getByLabelText('Winner'), 'n');
  await userEvent.type(within(form).getByLabelText('Distance'), '4.5');
  await userEvent.click(within(form).getByRole('button', { name: 'Record Result' }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(writes().map((call) => [call.url, call.body])).toEqual([['/api/leagues/l1/contests', contest]]);
});
