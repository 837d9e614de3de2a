import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { setRemoteLoader } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { aLeague, anEntry, aRound, aRoundPage, me } from '../testing/fixtures';
import { invitationTokenOf, LeagueDashboardPage } from './league-dashboard-page';

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/leagues/:id" element={<LeagueDashboardPage />} />
      <Route path="/" element={<p>Dashboard home</p>} />
    </Routes>,
    { route: path },
  );
}

const entries = [
  anEntry('u-other', 'Olive', 1, { totalToPar: -2, roundCount: 3 }),
  anEntry(me.id, 'Morgan', 2, { totalToPar: 4, roundCount: 1 }),
];

it('shows the header, standings and info; Delete is disabled for a member who is not the creator', async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { body: aLeague({ isMember: true, userPosition: 2 }) },
    'GET /api/leagues/l-1/leaderboard': { body: entries },
    'GET /api/leagues/l-1/rounds': { body: aRoundPage([aRound('r1', 'Pebble Creek', 80, { notes: 'Windy' })]) },
  });
  renderAt('/leagues/l-1');
  expect(await screen.findByRole('heading', { name: 'Sunday Swingers' })).toBeInTheDocument();
  expect(screen.getByText('Casual League')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  const standings = await screen.findByRole('list', { name: 'Standings' });
  expect(within(standings).getByRole('link', { name: 'Olive Golfer' })).toHaveAttribute('href', '/leagues/l-1/members/u-other');
  expect(within(standings).getByText(/3 of 3 rounds completed/)).toBeInTheDocument();
  expect(within(standings).getByText('-2')).toBeInTheDocument();
  expect(within(standings).getByText('+4')).toBeInTheDocument();
  // Total rounds 'X of members*N': 1 round of 2 members * 3 required.
  expect(screen.getByText('1 of 6')).toBeInTheDocument();
  expect(screen.getByText('Public', { selector: 'dd' })).toBeInTheDocument();
  expect(screen.queryByText('League Complete!')).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Leaderboard' })).toHaveAttribute('aria-selected', 'true');
});

it("a Stableford league's standings show each member's points, never their to par", async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { body: aLeague({ isMember: true, userPosition: 2, format: 'stableford' }) },
    'GET /api/leagues/l-1/leaderboard': {
      body: [
        anEntry('u-other', 'Olive', 1, { format: 'stableford', formatValue: 36, totalToPar: 5, roundCount: 3 }),
        anEntry(me.id, 'Morgan', 2, { format: 'stableford', formatValue: 31, totalToPar: -2, roundCount: 1 }),
      ],
    },
    'GET /api/leagues/l-1/rounds': { body: aRoundPage([]) },
  });
  renderAt('/leagues/l-1');
  const standings = await screen.findByRole('list', { name: 'Standings' });
  const rows = within(standings).getAllByRole('listitem');
  expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['36 pts', '31 pts']);
  expect(within(standings).queryByText('+5')).not.toBeInTheDocument();
  const format = screen.getByRole('region', { name: 'Standings Format' });
  expect(within(format).getByText('Stableford')).toBeInTheDocument();
  expect(within(format).queryByRole('heading', { name: /window/ })).not.toBeInTheDocument();
});

it("a points league shows the current window's table open and every past window's, collapsed until opened", async () => {
  const user = userEvent.setup();
  const row = (userId: string, firstName: string, position: number, netToPar: number, points: number) => ({
    userId,
    user: { firstName, lastName: 'Golfer' },
    position,
    netToPar,
    points,
  });
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': {
      body: aLeague({ isMember: true, format: 'points', currentWindow: { start: '2026-06-15', end: '2026-06-21' } }),
    },
    'GET /api/leagues/l-1/leaderboard': {
      body: [
        anEntry('u-other', 'Olive', 1, { format: 'points', formatValue: 20, roundCount: 2 }),
        anEntry(me.id, 'Morgan', 2, { format: 'points', formatValue: 9, roundCount: 1 }),
      ],
    },
    'GET /api/leagues/l-1/windows': {
      body: [
        { start: '2026-06-15', end: '2026-06-21', current: true, rows: [row('u-other', 'Olive', 1, -3, 11)] },
        { start: '2026-06-08', end: '2026-06-14', current: false, rows: [] },
        {
          start: '2026-06-01',
          end: '2026-06-07',
          current: false,
          rows: [row('u-other', 'Olive', 1, -4, 11), row(me.id, 'Morgan', 2, -1, 9)],
        },
      ],
    },
    'GET /api/leagues/l-1/rounds': { body: aRoundPage([]) },
  });
  renderAt('/leagues/l-1');
  const format = await screen.findByRole('region', { name: 'Standings Format' });
  expect(await within(format).findByRole('heading', { name: 'This window: Jun 15 - Jun 21' })).toBeInTheDocument();
  expect(within(format).getByRole('list', { name: 'Window Jun 15 - Jun 21 standings' })).toHaveTextContent(
    '#1 Olive Golfer-3 net · 11 pts',
  );
  const past = within(format).getByRole('region', { name: 'Past windows' });
  expect(within(past).getByText('Jun 8 - Jun 14').closest('summary')).toHaveTextContent('No rounds');
  const first = within(past).getByText('Jun 1 - Jun 7').closest('summary')!;
  expect(first).toHaveTextContent('1st: Olive');
  const table = within(past).getByRole('list', { name: 'Window Jun 1 - Jun 7 standings' });
  expect(table).not.toBeVisible();
  await user.click(first);
  expect(table).toBeVisible();
  expect(
    within(table)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['#1 Olive Golfer-4 net · 11 pts', '#2 Morgan Golfer-1 net · 9 pts']);
});

it('lets the creator delete after confirming, then goes to /', async () => {
  const server = mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { body: aLeague({ createdBy: me.id, isMember: true }) },
    'GET /api/leagues/l-1/leaderboard': { body: entries },
    'GET /api/leagues/l-1/rounds': { body: aRoundPage([]) },
    'DELETE /api/leagues/l-1': { body: { message: 'League deleted' } },
  });
  const user = userEvent.setup();
  renderAt('/leagues/l-1');
  const remove = await screen.findByRole('button', { name: 'Delete' });
  await screen.findByText('Olive Golfer');
  expect(remove).toBeEnabled();
  // The rounds are a request of their own: they may answer after the leaderboard.
  expect(await screen.findByText('No rounds submitted yet')).toBeInTheDocument();
  await user.click(remove);
  await user.click(within(screen.getByRole('dialog', { name: 'Delete League' })).getByRole('button', { name: 'Delete League' }));
  expect(await screen.findByText('Dashboard home')).toBeInTheDocument();
  expect(server.calls.some((call) => call.method === 'DELETE' && call.url === '/api/leagues/l-1')).toBe(true);
});

it("shows the gold banner with the end-date reason and '(Expired)'", async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { body: aLeague({ endDate: '2020-01-31', isComplete: true }) },
    'GET /api/leagues/l-1/leaderboard': { body: entries },
    'GET /api/leagues/l-1/rounds': { body: aRoundPage([]) },
  });
  renderAt('/leagues/l-1');
  expect(await screen.findByText('League Complete!')).toBeInTheDocument();
  expect(screen.getByText('End date has been reached')).toBeInTheDocument();
  expect(screen.getByText(/Ends: Jan 31, 2020 \(Expired\)/)).toBeInTheDocument();
});

it('shows the rounds reason when every member has the required rounds', async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { body: aLeague({ isComplete: true }) },
    'GET /api/leagues/l-1/leaderboard': { body: [anEntry('a', 'Ann', 1, { roundCount: 3 }), anEntry('b', 'Ben', 2, { roundCount: 4 })] },
    'GET /api/leagues/l-1/rounds': { body: aRoundPage([]) },
  });
  renderAt('/leagues/l-1');
  expect(await screen.findByText('All members have finished their rounds')).toBeInTheDocument();
  expect(screen.queryByText('End date has been reached')).not.toBeInTheDocument();
});

it('shows League Statistics in the Activity tab', async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { body: aLeague() },
    'GET /api/leagues/l-1/leaderboard': { body: entries },
    'GET /api/leagues/l-1/rounds': {
      body: aRoundPage([
        aRound('r1', 'Oak Hills', 90, { notes: 'Rain delay' }),
        aRound('r2', 'Pebble Creek', 81),
        aRound('r3', 'Pebble Creek', 84),
      ]),
    },
  });
  const user = userEvent.setup();
  renderAt('/leagues/l-1');
  await user.click(await screen.findByRole('tab', { name: 'Activity' }));
  expect(screen.getByText('All Recent Rounds')).toBeInTheDocument();
  expect(screen.getByText('Rain delay')).toBeInTheDocument();
  expect(screen.getByText('85.0')).toBeInTheDocument();
  expect(screen.getByText('81', { selector: 'dd' })).toBeInTheDocument();
  expect(screen.getAllByText('Pebble Creek').length).toBeGreaterThan(0);
});

it("pages the Activity tab's rounds with 'Load more'; the figures cover the whole league", async () => {
  const newest = [aRound('r3', 'Oak Hills', 90, { notes: 'Page one' })];
  const older = [aRound('r2', 'Pebble Creek', 81, { notes: 'Page two' })];
  const statistics = { totalRounds: 40, bestScore: 70, averageScore: '88.2', mostPopularCourse: 'Pebble Creek' };
  const server = mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { body: aLeague() },
    'GET /api/leagues/l-1/leaderboard': { body: entries },
    'GET /api/leagues/l-1/rounds': { body: aRoundPage(newest, { nextCursor: 'c-1', total: 40, statistics }) },
    'GET /api/leagues/l-1/rounds?before=c-1': { body: aRoundPage(older, { total: 40, statistics }) },
  });
  const user = userEvent.setup();
  renderAt('/leagues/l-1');
  expect(await screen.findByText('40 of 6')).toBeInTheDocument();
  await user.click(await screen.findByRole('tab', { name: 'Activity' }));
  expect(screen.getByText('Page one')).toBeInTheDocument();
  expect(screen.getByText('88.2')).toBeInTheDocument();
  expect(screen.getByText('70', { selector: 'dd' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Page two')).toBeInTheDocument();
  expect(screen.getByText('Page one')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(server.calls.filter((call) => call.url.startsWith('/api/leagues/l-1/rounds')).map((call) => call.url)).toEqual([
    '/api/leagues/l-1/rounds',
    '/api/leagues/l-1/rounds?before=c-1',
  ]);
});

it('answers a 404 with the League Not Found state', async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/hidden': { status: 404, body: { message: 'League not found' } },
  });
  renderAt('/leagues/hidden');
  expect(await screen.findByRole('heading', { name: 'League Not Found' })).toBeInTheDocument();
  expect(screen.getByText("The league you're looking for doesn't exist or you don't have access to it.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Leagues' })).toHaveAttribute('href', '/leagues');
});

it('mounts calendar/LeagueCalendar in the Calendar tab, contained when the remote fails', async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { body: aLeague() },
    'GET /api/leagues/l-1/leaderboard': { body: entries },
    'GET /api/leagues/l-1/rounds': { body: aRoundPage([]) },
  });
  const requested: string[][] = [];
  setRemoteLoader(async (remote, module) => {
    requested.push([remote, module]);
    throw new Error('remote down');
  });
  const user = userEvent.setup();
  renderAt('/leagues/l-1');
  await user.click(await screen.findByRole('tab', { name: 'Calendar' }));
  expect(await screen.findByText('Calendar is temporarily unavailable')).toBeInTheDocument();
  expect(requested[0]).toEqual(['calendar', 'LeagueCalendar']);
  // The rest of the dashboard keeps working.
  await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
  expect(screen.getByRole('list', { name: 'Standings' })).toBeInTheDocument();
  setRemoteLoader(null);
});

it('passes the league id to the calendar remote', async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { body: aLeague() },
    'GET /api/leagues/l-1/leaderboard': { body: entries },
    'GET /api/leagues/l-1/rounds': { body: aRoundPage([]) },
  });
  setRemoteLoader(async () => ({ default: ({ leagueId }: { leagueId: string }) => <p>Calendar of {leagueId}</p> }));
  const user = userEvent.setup();
  renderAt('/leagues/l-1');
  await user.click(await screen.findByRole('tab', { name: 'Calendar' }));
  expect(await screen.findByText('Calendar of l-1')).toBeInTheDocument();
  setRemoteLoader(null);
});

it('Log Score opens rounds/LogRoundDialog with this league chosen; an ended league offers none', async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { body: aLeague({ isMember: true }) },
    'GET /api/leagues/l-1/leaderboard': { body: entries },
    'GET /api/leagues/l-1/rounds': { body: aRoundPage([]) },
  });
  const opened: unknown[] = [];
  setRemoteLoader(async (remote, module) => ({
    default: (props: { leagueId: string; redirectTo: string; onClose: () => void }) => {
      opened.push([remote, module, props.leagueId, props.redirectTo]);
      return (
        <div role="dialog" aria-label="Log Your Round">
          <button onClick={props.onClose}>Close</button>
        </div>
      );
    },
  }));
  const user = userEvent.setup();
  const { unmount } = renderAt('/leagues/l-1');
  await user.click(await screen.findByRole('button', { name: 'Log Score' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log Your Round' });
  expect(opened[0]).toEqual(['rounds', 'LogRoundDialog', 'l-1', '/leagues/l-1']);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  setRemoteLoader(null);
  unmount();

  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { body: aLeague({ isMember: true, endDate: '2020-01-31' }) },
    'GET /api/leagues/l-1/leaderboard': { body: entries },
    'GET /api/leagues/l-1/rounds': { body: aRoundPage([]) },
  });
  renderAt('/leagues/l-1');
  expect(await screen.findByText(/Ends: Jan 31, 2020/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Log Score' })).not.toBeInTheDocument();
});

it('opens an invite-only league through the invitation token in the link, joins with it and drops it from the address', async () => {
  const token = 'T'.repeat(43);
  let joined = false;
  const server = mockApi({
    'GET /api/auth/user': { body: me },
    // Not visible to the invitee before joining; visible after.
    'GET /api/leagues/l-1': () =>
      joined ? { body: aLeague({ isMember: true, privacy: 'invite' }) } : { status: 404, body: { message: 'League not found' } },
    'POST /api/leagues/l-1/invitation': (body) =>
      (body as { token?: string }).token === token
        ? { body: aLeague({ isMember: false, privacy: 'invite' }) }
        : { status: 404, body: { message: 'League not found' } },
    'POST /api/leagues/l-1/join': () => {
      joined = true;
      return { body: aLeague({ isMember: true, privacy: 'invite' }) };
    },
    'GET /api/leagues/l-1/leaderboard': { body: entries },
    'GET /api/leagues/l-1/rounds': { body: aRoundPage([]) },
  });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route
        path="/leagues/:id"
        element={
          <>
            <LeagueDashboardPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: `/leagues/l-1#invitation=${token}` },
  );
  expect(await screen.findByText("You're invited")).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Sunday Swingers' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Join Sunday Swingers' }));
  expect(server.calls.find((call) => call.method === 'POST' && call.url === '/api/leagues/l-1/join')?.body).toEqual({ token });
  expect(await screen.findByRole('list', { name: 'Standings' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/leagues\/l-1$/));
});

it('shows League Not Found for an invitation token the server refuses', async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { status: 404, body: { message: 'League not found' } },
    'POST /api/leagues/l-1/invitation': { status: 404, body: { message: 'League not found' } },
  });
  renderAt(`/leagues/l-1#invitation=${'S'.repeat(43)}`);
  expect(await screen.findByRole('heading', { name: 'League Not Found' })).toBeInTheDocument();
});

it('says a revoked invitation link was withdrawn and whom to ask', async () => {
  const message = "This invitation was withdrawn. Ask Olive Other, the league's organizer, for a new one.";
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { status: 404, body: { message: 'League not found' } },
    'POST /api/leagues/l-1/invitation': { status: 410, body: { message } },
  });
  renderAt(`/leagues/l-1#invitation=${'S'.repeat(43)}`);
  expect(await screen.findByRole('heading', { name: 'Invitation Withdrawn' })).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.queryByText(/doesn't exist/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Leagues' })).toHaveAttribute('href', '/leagues');
});

it('reads the token from the link fragment only', () => {
  expect(invitationTokenOf('#invitation=abc')).toBe('abc');
  expect(invitationTokenOf('')).toBeUndefined();
  expect(invitationTokenOf('#other=1')).toBeUndefined();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.hash}</p>;
}

it('offers Join to a visitor who is not a member yet (e.g. from a search)', async () => {
  const server = mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1': { body: aLeague({ isMember: false, privacy: 'invite' }) },
    'GET /api/leagues/l-1/leaderboard': { body: entries },
    'GET /api/leagues/l-1/rounds': { body: aRoundPage([]) },
    'POST /api/leagues/l-1/join': { body: aLeague({ isMember: true }) },
  });
  const user = userEvent.setup();
  renderAt('/leagues/l-1');
  await user.click(await screen.findByRole('button', { name: 'Join Sunday Swingers' }));
  expect(server.calls.some((call) => call.method === 'POST' && call.url === '/api/leagues/l-1/join')).toBe(true);
});
