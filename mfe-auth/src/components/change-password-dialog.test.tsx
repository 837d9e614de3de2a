import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { loadPage } from '../navigation';
import { me } from '../testing/fixtures';
import { ChangePasswordDialog } from './change-password-dialog';

jest.mock('../navigation', () => ({ loadPage: jest.fn() }));
const loadPageMock = loadPage as jest.MockedFunction<typeof loadPage>;
beforeEach(() => loadPageMock.mockReset());

function render() {
  const onClose = jest.fn();
  const result = renderWithProviders(
    <>
      <ChangePasswordDialog open onClose={onClose} />
      <Toaster />
    </>,
    { route: '/profile' },
  );
  return { onClose, ...result };
}

async function fill(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText('Current Password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New Password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

it('shows the change-password messages and sends nothing', async () => {
  const { writes } = mockApi({ 'GET /api/auth/user': { body: me } });
  render();
  await fill('', '', '');
  expect(await screen.findByText('Current password is required')).toBeInTheDocument();
  expect(screen.getByText('New password must be at least 6 characters')).toBeInTheDocument();
  expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
  await fill('old-pass', 'new-pass', 'other-pass');
  expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  expect(writes()).toHaveLength(0);
});

it('on success clears the cache, and after 2 s logs out (even if that fails) and loads /', async () => {
  let answeredAt = 0;
  const { writes } = mockApi({
    'GET /api/auth/user': { body: me },
    'POST /api/auth/change-password': () => {
      answeredAt = Date.now();
      return { body: { message: 'Password changed successfully' } };
    },
    'POST /api/auth/logout': { status: 500 },
  });
  const { onClose, store } = render();
  let loadedAt = 0;
  let writesBeforeLoad: string[] = [];
  loadPageMock.mockImplementation(() => {
    loadedAt = Date.now();
    writesBeforeLoad = writes().map((c) => c.url);
  });
  await fill('old-pass', 'new-pass', 'new-pass');
  expect(await screen.findByText('Password changed')).toBeInTheDocument();
  expect(writes()).toEqual([
    {
      method: 'POST',
      url: '/api/auth/change-password',
      body: { currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' },
    },
  ]);
  expect(screen.queryByText('Password change failed')).not.toBeInTheDocument();
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(loadPageMock).not.toHaveBeenCalled();
  // Only the current user survives the reset (kept so the member gate does not redirect).
  expect(Object.keys(store.getState().api.queries)).toEqual(['getCurrentUser(undefined)']);
  await waitFor(() => expect(loadPageMock).toHaveBeenCalledWith('/'));
  expect(writesBeforeLoad).toEqual(['/api/auth/change-password', '/api/auth/logout']);
  // The redirect waits 2 s after the server accepted the change (timers never fire early; allow
  // Node's 1 ms rounding). How much later it comes is the machine's business, not the dialog's.
  expect(loadedAt - answeredAt).toBeGreaterThanOrEqual(1995);
});

it("shows 'Password change failed' with the server's message and does not log out", async () => {
  const { writes } = mockApi({
    'GET /api/auth/user': { body: me },
    'POST /api/auth/change-password': { status: 400, body: { message: 'Current password is incorrect' } },
  });
  const { onClose } = render();
  await fill('wrong-pass', 'new-pass', 'new-pass');
  expect(await screen.findByText('Password change failed')).toBeInTheDocument();
  expect(screen.getByText('Current password is incorrect')).toBeInTheDocument();
  expect(writes().map((c) => c.url)).toEqual(['/api/auth/change-password']);
  expect(onClose).not.toHaveBeenCalled();
  expect(loadPageMock).not.toHaveBeenCalled();
});

it('cannot change the password in the read-only demo tour', async () => {
  window.localStorage.setItem('demoMode', 'true');
  const { calls } = mockApi({});
  render();
  expect(await screen.findByText('Demo mode: register to set a password of your own.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  expect(calls).toHaveLength(0);
});
