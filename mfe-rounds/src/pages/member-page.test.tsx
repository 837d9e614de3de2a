import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { addDays, todayIso } from '@fairway/contracts';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { aLeague, aMember, aRound, me } from '../testing/fixtures';
import { MemberPage } from './member-page';

function renderAt(path: string) {
  return renderWithProviders(
    <>
      <Toaster />
      <Routes>
        <Route path="/leagues/:leagueId/members/:memberId" element={<MemberPage />} />
        <Route path="/" element={<p>Dashboard home</p>} />
      </Routes>
    </>,
    { route: path },
  );
}

// Handicap 12.40: 85 -> net 72.6, to par +0.6; 90 -> net 77.6, to par +5.6; 80 -> 67.6, -4.4 (par
// 72 unrated); 80 on a par-70 course -> -2.4; 44 on a par-35 nine -> half the handicap: 37.8, +2.8.
const rated = { holes: 18 as const, par: 70, rating: 69.5, slope: 121 };
const rounds = [
  aRound('r5', 'Short Nine', 44, {
    date: '2025-05-05',
    createdAt: '2025-05-05T12:00:00.000Z',
    holes: 9,
    par: 35,
    rating: 34.8,
    slope: 117,
    holePars: [4, 4, 3, 4, 5, 4, 3, 4, 4],
    strokeIndex: [1, 3, 5, 7, 9, 2, 4, 6, 8],
    holeScores: [5, 5, 4, 5, 6, 5, 4, 5, 5],
    points: 16,
  }),
  aRound('r4', 'Ridge', 80, { date: '2025-05-04', createdAt: '2025-05-04T12:00:00.000Z', ...rated }),
  aRound('r3', 'Pebble Creek', 80, { date: '2025-05-03', createdAt: '2025-05-03T12:00:00.000Z', notes: 'Best yet' }),
  aRound('r2', 'Oak Hills', 90, { date: '2025-05-02', createdAt: '2025-05-02T12:00:00.000Z' }),
  aRound('r1', 'Pebble Creek', 85, { date: '2025-05-01', createdAt: '2025-05-01T12:00:00.000Z' }),
];
const standing = { position: 2, format: 'stableford' as const, formatValue: 31, totalToPar: 3, roundCount: rounds.length };

function routes(overrides: Record<string, unknown> = {}) {
  return {
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { body: aLeague() },
    'GET /api/leagues/l-1/members/u-me': { body: aMember({ roundCount: rounds.length, standing }) },
    'GET /api/leagues/l-1/members/u-me/rounds?limit=100': { body: { rounds, nextCursor: null, total: rounds.length } },
    ...overrides,
  } as Parameters<typeof mockApi>[0];
}

it("shows the member's place and the format's figure from the member answer, as the leaderboard has them", async () => {
  mockApi(routes());
  renderAt('/leagues/l-1/members/u-me');
  expect(await screen.findByRole('heading', { name: 'Morgan Reed' })).toBeInTheDocument();
  expect(screen.getByText('Performance in Sunday Swingers')).toBeInTheDocument();
  expect(screen.getByText('Handicap: 12.4')).toBeInTheDocument();
  expect(screen.getByText('5 rounds played')).toBeInTheDocument();
  const place = screen.getByRole('region', { name: 'Standing' });
  expect(within(place).getByTestId('standing')).toHaveTextContent('2nd · 31 pts');
  expect(within(place).getByText('Stableford points')).toBeInTheDocument();
});

it('a total-to-par standing shows the to-par figure in its colour band', async () => {
  const total = { position: 1, format: 'total-to-par' as const, formatValue: 3, totalToPar: 3, roundCount: rounds.length };
  mockApi(routes({ 'GET /api/leagues/l-1/members/u-me': { body: aMember({ roundCount: rounds.length, standing: total }) } }));
  renderAt('/leagues/l-1/members/u-me');
  const place = await screen.findByRole('region', { name: 'Standing' });
  expect(within(place).getByTestId('standing')).toHaveTextContent('1st · +3');
  expect(within(place).getByText('+3')).toHaveAttribute('data-tone', 'yellow');
  expect(within(place).getByText('Total to par')).toBeInTheDocument();
});

it('shows each round against its own course: tee figures, Gross / Net / To Par with the spec colours, a card its points', async () => {
  mockApi(routes());
  renderAt('/leagues/l-1/members/u-me');
  const cards = await screen.findAllByTestId('member-round');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'Short Nine - Round 1',
    'Ridge - Round 1',
    'Pebble Creek - Round 2',
    'Oak Hills - Round 1',
    'Pebble Creek - Round 1',
  ]);
  const [nine, ridge, best, oak, first] = cards;
  expect(within(nine).getByTestId('tees')).toHaveTextContent('9 holes, par 35, rating 34.8, slope 117');
  expect(within(nine).getByTestId('net')).toHaveTextContent('37.8');
  expect(within(nine).getByText('+2.8')).toHaveAttribute('data-tone', 'yellow');
  // a hole-by-hole round shows its Stableford points as the answer carries them; a totals-only round none
  expect(within(nine).getByTestId('points')).toHaveTextContent('16');
  expect(within(ridge).queryByTestId('points')).not.toBeInTheDocument();
  expect(within(ridge).getByTestId('tees')).toHaveTextContent('18 holes, par 70, rating 69.5, slope 121');
  expect(within(ridge).getByTestId('net')).toHaveTextContent('67.6');
  expect(within(ridge).getByText('-2.4')).toHaveAttribute('data-tone', 'red');
  // A round without figures is on the spec's neutral course.
  expect(within(best).getByTestId('tees')).toHaveTextContent('18 holes, par 72, rating 72.0, slope 113');
  expect(within(best).getByTestId('gross')).toHaveTextContent('80');
  expect(within(best).getByTestId('net')).toHaveTextContent('67.6');
  expect(within(best).getByText('-4.4')).toHaveAttribute('data-tone', 'red');
  expect(within(best).getByText('Best yet')).toBeInTheDocument();
  expect(within(oak).getByText('+5.6')).toHaveAttribute('data-tone', 'green');
  expect(within(first).getByTestId('net')).toHaveTextContent('72.6');
  expect(within(first).getByText('+0.6')).toHaveAttribute('data-tone', 'yellow');
  // own page: Edit/Delete on each round, and Leave League
  expect(within(first).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Leave League' })).toBeInTheDocument();
});

it("another member's page has no Leave League and no Edit/Delete; N/A without handicap", async () => {
  const other = aMember({
    userId: 'u-other',
    user: { id: 'u-other', firstName: 'Olive', lastName: 'Golfer', handicap: '', profileImageUrl: null },
  });
  mockApi(
    routes({
      'GET /api/leagues/l-1/members/u-other': { body: other },
      'GET /api/leagues/l-1/members/u-other/rounds?limit=100': {
        body: { rounds: [aRound('x1', 'Oak Hills', 88, { userId: 'u-other' })], nextCursor: null, total: 1 },
      },
    }),
  );
  renderAt('/leagues/l-1/members/u-other');
  expect(await screen.findByRole('heading', { name: 'Olive Golfer' })).toBeInTheDocument();
  expect(screen.getByText('Handicap: N/A')).toBeInTheDocument();
  const card = await screen.findByTestId('member-round');
  expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(within(card).getByTestId('net')).toHaveTextContent('N/A');
  expect(screen.queryByRole('button', { name: 'Leave League' })).not.toBeInTheDocument();
  expect(screen.getAllByText('N/A').length).toBeGreaterThanOrEqual(2);
});

it("shows 'Member not found.' when the member does not exist", async () => {
  mockApi(routes({ 'GET /api/leagues/l-1/members/u-none': { status: 404, body: { message: 'Member not found' } } }));
  renderAt('/leagues/l-1/members/u-none');
  expect(await screen.findByText('Member not found.')).toBeInTheDocument();
});

it('blocks editing in an ended league with the red notice and the League Has Ended button', async () => {
  mockApi(routes({ 'GET /api/leagues/l-1': { body: aLeague({ endDate: addDays(todayIso(), -2) }) } }));
  const user = userEvent.setup();
  renderAt('/leagues/l-1/members/u-me');
  const [card] = await screen.findAllByTestId('member-round');
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Round' });
  expect(within(dialog).getByText('This league has ended. You cannot edit rounds.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'League Has Ended' })).toBeDisabled();
});

it("edits a round: PUT with date, score, notes and 'Round Updated'", async () => {
  const server = mockApi(routes({ 'PUT /api/rounds/r1': { body: aRound('r1', 'Pebble Creek', 79) } }));
  const user = userEvent.setup();
  renderAt('/leagues/l-1/members/u-me');
  const cards = await screen.findAllByTestId('member-round');
  await user.click(within(cards[4]).getByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Round' });
  const score = within(dialog).getByLabelText('Score');
  await user.clear(score);
  await user.type(score, '39');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await within(dialog).findByText('Score must be at least 40')).toBeInTheDocument();
  await user.clear(score);
  await user.type(score, '79');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Round Updated')).toBeInTheDocument();
  expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
    date: '2025-05-01',
    score: 79,
    notes: null,
    idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
  });
});

it("leaves the league after saying what goes and what stays, toasts 'Left League' and goes to /", async () => {
  const server = mockApi(routes({ 'DELETE /api/leagues/l-1/members/u-me': { body: { message: 'Left league' } } }));
  const user = userEvent.setup();
  renderAt('/leagues/l-1/members/u-me');
  await user.click(await screen.findByRole('button', { name: 'Leave League' }));
  const dialog = screen.getByRole('dialog', { name: 'Leave League' });
  expect(within(dialog).getByText(/remove you from the league/)).toBeInTheDocument();
  expect(within(dialog).getByText(/league activities and the calendar/)).toBeInTheDocument();
  const what = within(dialog).getByRole('list', { name: 'What happens when you leave' });
  expect(what).toHaveTextContent("The league's standings will no longer list you.");
  expect(what).toHaveTextContent('Your 5 rounds in this league stay in your round history, statistics and handicap index.');
  expect(what).toHaveTextContent('If you join again, your rounds in this league count in its standings again.');
  await user.click(within(dialog).getByRole('button', { name: 'Leave League' }));
  expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
  expect(screen.getByText('Left League')).toBeInTheDocument();
  expect(server.calls.some((call) => call.method === 'DELETE' && call.url === '/api/leagues/l-1/members/u-me')).toBe(true);
});

it("says 'Failed to leave league' when the call fails", async () => {
  mockApi(routes({ 'DELETE /api/leagues/l-1/members/u-me': { status: 500, body: { message: 'Internal server error' } } }));
  const user = userEvent.setup();
  renderAt('/leagues/l-1/members/u-me');
  await user.click(await screen.findByRole('button', { name: 'Leave League' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Leave League' })).getByRole('button', { name: 'Leave League' }));
  expect(await screen.findByText('Failed to leave league')).toBeInTheDocument();
});

it("shows 'Update Failed' with the server's message when an edit is refused", async () => {
  mockApi(routes({ 'PUT /api/rounds/r1': { status: 409, body: { message: 'This league has ended. You cannot edit rounds.' } } }));
  const user = userEvent.setup();
  renderAt('/leagues/l-1/members/u-me');
  const cards = await screen.findAllByTestId('member-round');
  await user.click(within(cards[4]).getByRole('button', { name: 'Edit' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Edit Round' })).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Update Failed')).toBeInTheDocument();
  expect(screen.getByText('This league has ended. You cannot edit rounds.')).toBeInTheDocument();
});
