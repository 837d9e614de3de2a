import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { loadPage } from '../navigation';
import { ResetPasswordPage } from './reset-password-page';

jest.mock('../navigation', () => ({ loadPage: jest.fn() }));

const render = (route: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/forgot-password" element={<p>Forgot form here</p>} />
      </Routes>
      <Toaster />
    </>,
    { route },
  );

it('without a token warns and goes to /forgot-password', async () => {
  const { writes } = mockApi({});
  render('/reset-password');
  expect(await screen.findByText('Forgot form here')).toBeInTheDocument();
  expect(screen.getByText('Invalid reset link')).toBeInTheDocument();
  expect(screen.getByText('No reset token found in the URL.')).toBeInTheDocument();
  expect(writes()).toHaveLength(0);
});

it('checks the new password and its confirmation with the spec messages', async () => {
  const { writes } = mockApi({ 'POST /api/auth/reset-password/check': { body: { valid: true } } });
  render('/reset-password?token=abc');
  expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New Password'), 'brand-new');
  await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-neu');
  expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  expect(writes()).toEqual([{ method: 'POST', url: '/api/auth/reset-password/check', body: { token: 'abc' } }]);
});

it('sends the token from the URL and shows the success screen', async () => {
  const { writes } = mockApi({
    'POST /api/auth/reset-password/check': { body: { valid: true } },
    'POST /api/auth/reset-password': { body: { message: 'Password reset successful' } },
  });
  render('/reset-password?token=tok_123-x');
  await userEvent.type(await screen.findByLabelText('New Password'), 'brand-new');
  await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new');
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByRole('heading', { name: 'Password reset successful' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue to login' })).toHaveAttribute('href', '/login');
  expect(writes()).toEqual([
    { method: 'POST', url: '/api/auth/reset-password/check', body: { token: 'tok_123-x' } },
    {
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token: 'tok_123-x', newPassword: 'brand-new', confirmPassword: 'brand-new' },
    },
  ]);
});
it("shows 'Reset failed' with the server's message and stays on the form", async () => {
  mockApi({
    'POST /api/auth/reset-password/check': { body: { valid: true } },
    'POST /api/auth/reset-password': { status: 400, body: { message: 'Failed to reset password. The link may be expired or invalid.' } },
  });
  render('/reset-password?token=used');
  await userEvent.type(await screen.findByLabelText('New Password'), 'brand-new');
  await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new');
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByText('Reset failed')).toBeInTheDocument();
  expect(screen.getByText('Failed to reset password. The link may be expired or invalid.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
});

it('refuses a used or expired link before the form is filled, with a way to ask for a new one', async () => {
  const { writes } = mockApi({
    'POST /api/auth/reset-password/check': {
      status: 400,
      body: { message: 'Failed to reset password. The link may be expired or invalid.' },
    },
  });
  render('/reset-password?token=spent');
  expect(await screen.findByRole('heading', { name: 'This reset link cannot be used' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to reset password. The link may be expired or invalid.');
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  expect(writes()).toHaveLength(1);
});

it('opened while signed in, offers to sign out and continue with the same link', async () => {
  const { writes } = mockApi({
    'GET /api/auth/user': { body: { id: 'u-1', email: 'signed.in@example.test', firstName: 'Sam', lastName: 'In' } },
    'POST /api/auth/logout': { body: { message: 'Logged out' } },
  });
  render('/reset-password?token=abc');
  expect(await screen.findByText('You are signed in as signed.in@example.test.')).toBeInTheDocument();
  expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Keep me signed in' })).toHaveAttribute('href', '/');
  await userEvent.click(screen.getByRole('button', { name: 'Sign out and continue' }));
  await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/reset-password?token=abc'));
  // Nothing was checked while signed in; the signed-out page loaded afterwards checks the link.
  expect(writes()[0]).toEqual({ method: 'POST', url: '/api/auth/logout', body: undefined });
});
