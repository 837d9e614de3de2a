import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { ForgotPasswordPage } from './forgot-password-page';

const render = () =>
  renderWithProviders(
    <>
      <ForgotPasswordPage />
      <Toaster />
    </>,
    { route: '/forgot-password' },
  );

it('needs a valid email before asking', async () => {
  const { writes } = mockApi({});
  render();
  expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(writes()).toHaveLength(0);
});

it("sends the link, shows 'Check your email', and Try again returns to the form", async () => {
  const { writes } = mockApi({
    'POST /api/auth/forgot-password': { body: { message: 'If an account with that email exists, a password reset link has been sent.' } },
  });
  render();
  await userEvent.type(screen.getByLabelText('Email'), 'morgan@example.test');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  expect(await screen.findByText('Reset link sent')).toBeInTheDocument(); // the toast's code loads on demand
  expect(writes()).toEqual([{ method: 'POST', url: '/api/auth/forgot-password', body: { email: 'morgan@example.test' } }]);
  expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
});

it("shows 'Request failed' with the server's message or the fallback", async () => {
  let answer: { status: number; body?: unknown } = {
    status: 429,
    body: { message: 'Too many attempts. Please wait 15 minutes and try again.' },
  };
  mockApi({ 'POST /api/auth/forgot-password': () => answer });
  render();
  await userEvent.type(screen.getByLabelText('Email'), 'morgan@example.test');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Request failed')).toBeInTheDocument();
  expect(screen.getByText('Too many attempts. Please wait 15 minutes and try again.')).toBeInTheDocument();
  answer = { status: 503 };
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Failed to send reset email. Please try again.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
});
