import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { addDays, todayIso, type MyTeeGroup } from '@fairway/contracts';
import { me } from '../testing/fixtures';
import { YourTeeGroup } from './your-tee-group';

const group = (status: 'invited' | 'accepted' | 'declined'): MyTeeGroup => ({
  id: 'g1',
  leagueId: 'l1',
  leagueName: 'Saturday Club',
  week: '2030-03-04',
  date: '2030-03-09',
  slot: 'morning',
  members: [
    { userId: me.id, name: `${me.firstName} ${me.lastName}`, status },
    { userId: 'u2', name: 'Ben Bay', status: 'accepted' },
    { userId: 'u3', name: 'Cat Cole', status: 'declined' },
  ],
});

const MINE = `GET /api/tee-groups/mine?from=${todayIso()}&to=${addDays(todayIso(), 13)}`;

it('shows the group with the others and answers Accept', async () => {
  const calls = mockApi({
    'GET /api/auth/user': { body: me },
    [MINE]: { body: [group('invited')] },
    'POST /api/leagues/l1/tee-groups/g1/respond': { body: group('accepted') },
  });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <YourTeeGroup />
      <Toaster />
    </>,
  );
  const card = await screen.findByRole('region', { name: 'Your group' });
  expect(within(card).getByRole('heading', { name: 'Sat, Mar 9, Morning (9 AM-12 PM)' })).toBeInTheDocument();
  expect(within(card).getByText(/with Ben Bay$/)).toBeInTheDocument();
  expect(within(card).getByText('Waiting for your answer')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByText('See you on the tee')).toBeInTheDocument();
  expect(calls.writes()).toEqual([{ method: 'POST', url: '/api/leagues/l1/tee-groups/g1/respond', body: { accept: true } }]);
});

it('shows nothing without a group', async () => {
  let answered!: () => void;
  const asked = new Promise<void>((resolve) => (answered = resolve));
  mockApi({
    'GET /api/auth/user': { body: me },
    [MINE]: () => {
      answered();
      return { body: [] };
    },
  });
  const { store } = renderWithProviders(<YourTeeGroup />);
  await asked;
  await waitFor(() => expect(Object.values(store.getState().api.queries).every((q) => q?.status === 'fulfilled')).toBe(true));
  expect(screen.queryByRole('region', { name: 'Your group' })).not.toBeInTheDocument();
});
