import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { aLeague, me } from '../testing/fixtures';
import { LeaguesPage } from './leagues-page';

const joined = aLeague({ id: 'l-joined', name: 'Morning Club', creatorName: 'Morgan Me', isMember: true });
const open = aLeague({ id: 'l-open', name: 'Twilight Nine', creatorName: 'Olive Other' });
const full = aLeague({ id: 'l-full', name: 'Packed House', creatorName: 'Pat Full', memberCount: 4, maxMembers: 4 });
const myLeagues = Array.from({ length: 7 }, (_, i) => aLeague({ id: `m-${i}`, name: `Mine ${i}`, isMember: true }));

it('filters Open (default) / All / Joined, searches name or creator, counts, and joins', async () => {
  const server = mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues?limit=100': { body: [joined, open, full] },
    'GET /api/leagues/my': { body: myLeagues },
    'POST /api/leagues/l-open/join': { body: { ...open, isMember: true } },
  });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <LeaguesPage />
      <Toaster />
    </>,
    { route: '/leagues' },
  );

  expect(await screen.findByRole('article', { name: 'Twilight Nine' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Morning Club' })).not.toBeInTheDocument();
  expect(screen.getByText('2 leagues')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Packed House' })).getByText('Full')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'All Leagues' }));
  expect(screen.getByText('3 leagues')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Search leagues' }), 'OLIVE');
  expect(screen.getByText('1 league')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Twilight Nine' })).toBeInTheDocument();

  await user.clear(screen.getByRole('searchbox', { name: 'Search leagues' }));
  await user.click(screen.getByRole('button', { name: 'Joined' }));
  expect(within(screen.getByRole('article', { name: 'Morning Club' })).getByText('Member')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Open Leagues' }));
  await user.click(screen.getByRole('button', { name: 'Join Twilight Nine' }));
  expect(server.calls.some((call) => call.method === 'POST' && call.url === '/api/leagues/l-open/join')).toBe(true);
  expect(await screen.findByText('Joined League')).toBeInTheDocument();

  // My Leagues side card: first 5 and '+N more leagues'.
  expect(await screen.findByText('Mine 4')).toBeInTheDocument();
  expect(screen.queryByText('Mine 5')).not.toBeInTheDocument();
  expect(screen.getByText('+2 more leagues')).toBeInTheDocument();
});

it('says so when nothing matches', async () => {
  mockApi({ 'GET /api/auth/user': { body: me }, 'GET /api/leagues?limit=100': { body: [open] }, 'GET /api/leagues/my': { body: [] } });
  const user = userEvent.setup();
  renderWithProviders(<LeaguesPage />, { route: '/leagues' });
  await screen.findByRole('article', { name: 'Twilight Nine' });
  await user.type(screen.getByRole('searchbox', { name: 'Search leagues' }), 'nobody');
  expect(screen.getByText('No leagues found')).toBeInTheDocument();
});

it("shows 'Error' with the server's message when a join is refused", async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues?limit=100': { body: [open] },
    'GET /api/leagues/my': { body: [] },
    'POST /api/leagues/l-open/join': { status: 409, body: { message: 'This league is full' } },
  });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <LeaguesPage />
      <Toaster />
    </>,
    { route: '/leagues' },
  );
  await user.click(await screen.findByRole('button', { name: 'Join Twilight Nine' }));
  expect(await screen.findByText('Error')).toBeInTheDocument();
  expect(screen.getByText('This league is full')).toBeInTheDocument();
});
