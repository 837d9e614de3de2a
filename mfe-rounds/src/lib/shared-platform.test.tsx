// On a shell whose platform predates the round queue's hooks and notification preferences (the
// skew window, docs/compatibility.md), the remote's pages still render: waiting rounds are listed
// from the bundled queue, and the Profile page goes without its Notifications section.
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { enqueue, listQueue, removeFromQueue } from '@fairway/platform/round-queue';
import { PendingRounds } from '../components/pending-rounds';
import { ProfilePage } from '../pages/profile-page';
import { me } from '../testing/fixtures';

jest.mock('./shared-platform', () => ({ sharedPlatform: {} }));

const round = { leagueId: 'l-1', course: 'Oak Hills', date: '2026-05-01', score: 88 };

afterEach(async () => {
  for (const userId of [me.id, 'someone-else']) for (const entry of await listQueue(userId)) await removeFromQueue(entry.id);
});

it("lists this user's waiting rounds from the bundled queue, and new ones as they are queued", async () => {
  mockApi({ 'GET /api/auth/user': { body: me } });
  await enqueue({ userId: me.id, kind: 'create', round, leagueName: 'Pines' });
  await enqueue({ userId: 'someone-else', kind: 'create', round: { ...round, course: 'Elm Park' }, leagueName: 'Pines' });
  renderWithProviders(<PendingRounds />);
  expect(await screen.findByText('Oak Hills')).toBeInTheDocument();
  expect(screen.getByText('Waiting to sync')).toBeInTheDocument();
  expect(screen.queryByText('Elm Park')).not.toBeInTheDocument();

  await enqueue({ userId: me.id, kind: 'create', round: { ...round, course: 'Birch Hill', score: 90 }, leagueName: 'Pines' });
  expect(await screen.findByText('Birch Hill')).toBeInTheDocument();
});

it('shows the Profile page without the Notifications section', async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/rounds/recent': { body: [] },
    'GET /api/leagues/my': { body: [] },
  });
  renderWithProviders(<ProfilePage />, { route: '/profile' });
  expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Achievements' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
});
