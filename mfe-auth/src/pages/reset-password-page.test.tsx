import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { ResetPasswordPage } from './reset-password-page';

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
  const { calls } = mockApi({});
  render('/reset-password');
  expect(await screen.findByText('Forgot form here')).toBeInTheDocument();
  expect(screen.getByText('Invalid reset link')).toBeInTheDocument();
  expect(screen.getByText('No reset token found in the URL.')).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

it('checks the new password and its confirmation with the spec messages', async () => {
  const { writes } = mockApi({});
  render('/reset-password?token=abc');
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('New Password'), 'brand-new');
  await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-neu');
  expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  expect(writes()).toHaveLength(0);
});

it('sends the token from the URL and shows the success screen', async () => {
  const { writes } = mockApi({ 'POST /api/auth/reset-password': { body: { message: 'Password reset successful' } } });
  render('/reset-password?token=tok_123-x');
  await userEvent.type(screen.getByLabelText('New Password'), 'brand-new');
  await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new');
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByRole('heading', { name: 'Password reset successful' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue to login' })).toHaveAttribute('href', '/login');
  expect(writes()).toEqual([
    {
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token: 'tok_123-x', newPassword: 'brand-new', confirmPassword: 'brand-new' },
    },
  ]);
});

it("shows 'Reset failed' with the server's message and stays on the form", async () => {
  mockApi({
    'POST /api/auth/reset-password': { status: 400, body: { message: 'Failed to reset password. The link may be expired or invalid.' } },
  });
  render('/reset-password?token=used');
  await userEvent.type(screen.getByLabelText('New Password'), 'brand-new');
  await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new');
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByText('Reset failed')).toBeInTheDocument();
  expect(screen.getByText('Failed to reset password. The link may be expired or invalid.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
});
