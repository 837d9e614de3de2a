import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { Route, Routes } from 'react-router-dom';
import { me } from '../testing/fixtures';
import { CreateLeagueDialog } from './create-league-dialog';

function setup(answer: { status?: number; body?: unknown } = { status: 201, body: { id: 'new-league', name: 'Dawn Patrol' } }) {
  const server = mockApi({ 'GET /api/auth/user': { body: me }, 'POST /api/leagues': answer });
  const onClose = jest.fn();
  renderWithProviders(
    <>
      <Routes>
        <Route path="/leagues" element={<CreateLeagueDialog open onClose={onClose} />} />
        <Route path="/leagues/:id" element={<p>League page</p>} />
      </Routes>
      <Toaster />
    </>,
    { route: '/leagues' },
  );
  const dialog = screen.getByRole('dialog', { name: 'Create New League' });
  return { server, onClose, dialog, user: userEvent.setup() };
}

const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Create League' });

it('shows the spec messages on submit and sends nothing', async () => {
  const { server, dialog, user } = setup();
  await user.click(submit(dialog));
  expect(await within(dialog).findByText('League name is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Course name is required')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Maximum Players'));
  await user.type(within(dialog).getByLabelText('Maximum Players'), '1');
  expect(await within(dialog).findByText('At least 2 players required')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Rounds'));
  await user.type(within(dialog).getByLabelText('Rounds'), '11');
  expect(await within(dialog).findByText('Maximum 10 rounds per course')).toBeInTheDocument();
  expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
});

it('offers only casual; weekly and seasonal are shown as not currently available', () => {
  const { dialog } = setup();
  expect(within(dialog).getByRole('option', { name: 'Casual' })).toBeEnabled();
  expect(within(dialog).getByRole('option', { name: 'Weekly (not currently available)' })).toBeDisabled();
  expect(within(dialog).getByRole('option', { name: 'Seasonal (not currently available)' })).toBeDisabled();
});

it('switches privacy: invite hides Maximum Players and starts one invitee row; public restores 10 and clears invitees', async () => {
  const { dialog, user } = setup();
  expect(within(dialog).getByLabelText('Maximum Players')).toHaveValue(10);
  await user.selectOptions(within(dialog).getByLabelText('Privacy'), 'invite');
  expect(within(dialog).queryByLabelText('Maximum Players')).not.toBeInTheDocument();
  expect(within(dialog).getByLabelText('Invitee 1 name')).toHaveValue('');
  expect(within(dialog).queryByRole('button', { name: /Remove invitee/ })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Add Invitee' }));
  expect(within(dialog).getAllByRole('button', { name: /Remove invitee/ })).toHaveLength(2);
  await user.click(within(dialog).getByRole('button', { name: 'Remove invitee 2' }));
  expect(within(dialog).queryByRole('button', { name: /Remove invitee/ })).not.toBeInTheDocument();

  await user.selectOptions(within(dialog).getByLabelText('Privacy'), 'public');
  expect(within(dialog).getByLabelText('Maximum Players')).toHaveValue(10);
  expect(within(dialog).queryByLabelText('Invitee 1 name')).not.toBeInTheDocument();
});

it('removes a course row only while more than one remains', async () => {
  const { dialog, user } = setup();
  expect(within(dialog).queryByRole('button', { name: /Remove course/ })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Add Course' }));
  await user.click(within(dialog).getByRole('button', { name: 'Remove course 1' }));
  expect(within(dialog).getAllByLabelText(/Course \d name/)).toHaveLength(1);
  expect(within(dialog).queryByRole('button', { name: /Remove course/ })).not.toBeInTheDocument();
});

it("sends the league, says 'League Created!', closes and opens the league after 500 ms", async () => {
  const { server, dialog, user, onClose } = setup();
  await user.type(within(dialog).getByLabelText('League Name'), 'Dawn Patrol');
  await user.type(within(dialog).getByLabelText('Course 1 name'), 'Pebble Creek');
  await user.click(within(dialog).getByRole('button', { name: 'Add Course' }));
  await user.type(within(dialog).getByLabelText('Course 2 name'), 'Oak Hills');
  await user.click(submit(dialog));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const post = server.calls.find((call) => call.method === 'POST');
  expect(post?.url).toBe('/api/leagues');
  expect(post?.body).toEqual({
    name: 'Dawn Patrol',
    description: null,
    type: 'casual',
    privacy: 'public',
    maxPlayers: 10,
    endDate: null,
    courses: [
      { name: 'Pebble Creek', rounds: 1 },
      { name: 'Oak Hills', rounds: 1 },
    ],
    invitedMembers: [],
  });
  expect(await screen.findByText('League Created!')).toBeInTheDocument();
  expect(await screen.findByText('League page')).toBeInTheDocument();
});

it("keeps the dialog open and shows 'Creation Failed' when the server refuses", async () => {
  const { dialog, user, onClose } = setup({ status: 500 });
  await user.type(within(dialog).getByLabelText('League Name'), 'Dawn Patrol');
  await user.type(within(dialog).getByLabelText('Course 1 name'), 'Pebble Creek');
  await user.click(submit(dialog));
  expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
  expect(screen.getByText('There was an error creating your league. Please try again.')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.queryByText('League page')).not.toBeInTheDocument();
});

it('disables submit in demo mode (the demo user cannot save real data)', () => {
  window.localStorage.setItem('demoMode', 'true');
  const { dialog } = setup();
  expect(within(dialog).getByRole('button', { name: 'Create League' })).toBeDisabled();
  expect(within(dialog).getByText(/Demo mode is a read-only tour/)).toBeInTheDocument();
});
