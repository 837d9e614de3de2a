import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { setRemoteLoader, Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { aLeague, aRound, me } from '../testing/fixtures';
import { ProfilePage } from './profile-page';

it('shows identity, statistics, the first 10 rounds, 5 leagues and the achievements', async () => {
  const rounds = Array.from({ length: 12 }, (_, i) => aRound(`r${i}`, `Course ${i}`, 70 + i));
  const leagues = Array.from({ length: 6 }, (_, i) => aLeague({ id: `l-${i}`, name: `League ${i}` }));
  mockApi({
    'GET /api/auth/user': { body: { ...me, totalRounds: 12, bestRound: 70 } },
    'GET /api/rounds/recent': { body: rounds },
    'GET /api/leagues/my': { body: leagues },
  });
  renderWithProviders(<ProfilePage />, { route: '/profile' });
  expect(await screen.findByRole('heading', { name: 'Morgan Reed' })).toBeInTheDocument();
  expect(screen.getByText('MR')).toBeInTheDocument();
  expect(screen.getByText('morgan@example.test')).toBeInTheDocument();
  expect(screen.getByText(/^Member since/)).toBeInTheDocument();
  for (const name of ['Edit Profile', 'Change Password', 'Logout']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');

  const recent = await screen.findByRole('list', { name: 'Recent rounds' });
  expect(within(recent).getAllByRole('listitem')).toHaveLength(10);
  const summary = await screen.findByRole('list', { name: 'League summary' });
  expect(within(summary).getAllByRole('listitem')).toHaveLength(5);

  const badges = screen.getByRole('list', { name: 'Achievements' });
  // 12 rounds, best 70, 6 leagues: all three earned
  expect(within(badges).getAllByText('Earned')).toHaveLength(3);
  expect(within(badges).getByText('Consistent Player')).toBeInTheDocument();
  expect(within(badges).getByText('Under 80 Club')).toBeInTheDocument();
  expect(within(badges).getByText('Social Golfer')).toBeInTheDocument();
  expect(screen.getByText('Honor System')).toBeInTheDocument();
});

it("mounts auth's Edit Profile and Change Password dialogs through federation", async () => {
  const seen: string[] = [];
  setRemoteLoader(async (remote, module) => {
    seen.push(`${remote}/${module}`);
    return {
      default: ({ onClose }: { onClose: () => void }) => (
        <div role="dialog" aria-label={module}>
          <button onClick={onClose}>Close it</button>
        </div>
      ),
    };
  });
  mockApi({ 'GET /api/auth/user': { body: me }, 'GET /api/rounds/recent': { body: [] }, 'GET /api/leagues/my': { body: [] } });
  const user = userEvent.setup();
  try {
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'EditProfileDialog' });
    await user.click(within(dialog).getByRole('button', { name: 'Close it' }));
    expect(screen.queryByRole('dialog', { name: 'EditProfileDialog' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('dialog', { name: 'ChangePasswordDialog' })).toBeInTheDocument();
    expect(seen).toEqual(['auth/EditProfileDialog', 'auth/ChangePasswordDialog']);
    expect(screen.getByText('No rounds recorded yet')).toBeInTheDocument();
  } finally {
    setRemoteLoader(null);
  }
});

it("logs out: POST /api/auth/logout, 'Logged out successfully', then /", async () => {
  const server = mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/rounds/recent': { body: [] },
    'GET /api/leagues/my': { body: [] },
    'POST /api/auth/logout': { body: { message: 'Logged out' } },
  });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Toaster />
      <Routes>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
    </>,
    { route: '/profile' },
  );
  await user.click(await screen.findByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  expect(await screen.findByText('Home')).toBeInTheDocument();
  expect(server.calls.some((call) => call.method === 'POST' && call.url === '/api/auth/logout')).toBe(true);
});

it('Notifications: shows the stored settings and saves each change at once', async () => {
  let stored = { email: 'weekly', timeZone: 'UTC', mutedLeagues: [] as string[] };
  const server = mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/rounds/recent': { body: [] },
    'GET /api/leagues/my': { body: [aLeague({ id: 'l-1', name: 'Dawn Patrol' })] },
    'GET /api/notifications/preferences': () => ({ body: stored }),
    'PUT /api/notifications/preferences': (body) => {
      stored = { ...stored, ...(body as object) };
      return { body: stored };
    },
  });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Toaster />
      <ProfilePage />
    </>,
    { route: '/profile' },
  );
  const section = await screen.findByRole('region', { name: 'Notifications' });
  expect(await within(section).findByRole('radio', { name: 'The weekly recap only' })).toBeChecked();
  await user.click(within(section).getByRole('radio', { name: 'A daily digest' }));
  expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
  await user.click(await within(section).findByRole('checkbox', { name: 'Dawn Patrol' }));
  await waitFor(() => expect(server.writes().map((call) => call.body)).toEqual([{ email: 'daily' }, { mutedLeagues: ['l-1'] }]));
  expect(await within(section).findByRole('checkbox', { name: 'Dawn Patrol' })).toBeChecked();
  expect(within(section).getByRole('radio', { name: 'A daily digest' })).toBeChecked();
});
