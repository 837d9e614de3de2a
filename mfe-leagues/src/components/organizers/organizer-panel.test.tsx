// The organizer panel's pending invitations: Revoke asks first, naming the person and address,
// and only the confirmed one is revoked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { aLeague, me } from '../../testing/fixtures';
import { OrganizerPanel } from './organizer-panel';

const invitation = (id: string, name: string, email: string) => ({
  id,
  name,
  email,
  createdAt: '2026-06-01T10:00:00.000Z',
  expiresAt: '2026-06-15T10:00:00.000Z',
  expired: false,
});

it('asks before revoking, names the person, and revokes only the one confirmed', async () => {
  const user = userEvent.setup();
  const server = mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1/members': { body: [] },
    'GET /api/leagues/l-1/invitations': {
      body: [invitation('i-nell', 'Nell Newman', 'nell@example.test'), invitation('i-otto', 'Otto Olsen', 'otto@example.test')],
    },
    'DELETE /api/leagues/l-1/invitations/i-otto': { body: { message: 'Invitation revoked' } },
  });
  renderWithProviders(
    <>
      <OrganizerPanel
        league={aLeague({ id: 'l-1', privacy: 'invite', isMember: true, isAdmin: true, createdBy: me.id })}
        viewerId={me.id}
      />
      <Toaster />
    </>,
  );
  const pending = await screen.findByRole('list', { name: 'Pending invitations' });

  // Cancel: nothing is sent.
  await user.click(within(pending).getByRole('button', { name: "Revoke Nell Newman's invitation" }));
  let dialog = await screen.findByRole('dialog', { name: 'Revoke Invitation' });
  expect(dialog).toHaveTextContent("Revoke Nell Newman's invitation (nell@example.test)? Their link stops working");
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

  // Confirm: only Otto's invitation is revoked.
  await user.click(within(pending).getByRole('button', { name: "Revoke Otto Olsen's invitation" }));
  dialog = await screen.findByRole('dialog', { name: 'Revoke Invitation' });
  expect(dialog).toHaveTextContent('otto@example.test');
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Invitation Revoked')).toBeInTheDocument();
  expect(screen.getByText("Otto Olsen's link no longer works.")).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(server.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/leagues/l-1/invitations/i-otto']);
});
