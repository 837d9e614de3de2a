import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { me } from '../testing/fixtures';
import { LoginPage } from './login-page';

function renderLogin() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<p>Dashboard here</p>} />
      </Routes>
      <Toaster />
    </>,
    { route: '/login' },
  );
}

it('shows the spec messages only after a submit, then follows every change', async () => {
  const { writes } = mockApi({});
  renderLogin();
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Email'), 'morgan@');
  expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(screen.getByLabelText('Email'), 'example.test');
  expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  expect(writes()).toHaveLength(0);
});

it('signs in, says welcome back and goes to /', async () => {
  let release: () => void = () => {};
  const { writes } = mockApi({
    'POST /api/auth/login': () => new Promise((resolve) => (release = () => resolve({ body: me }))),
  });
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'morgan@example.test');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  release();
  expect(await screen.findByText('Dashboard here')).toBeInTheDocument();
  expect(screen.getByText('Welcome back!')).toBeInTheDocument();
  expect(screen.getByText('You have successfully logged in.')).toBeInTheDocument();
  expect(writes()).toEqual([{ method: 'POST', url: '/api/auth/login', body: { email: 'morgan@example.test', password: 'secret-pass' } }]);
});

it("shows 'Login Failed' with the server's message, without the session-lost redirect", async () => {
  mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'morgan@example.test');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Login Failed')).toBeInTheDocument();
  expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
});

it('falls back to the spec text when the server gives no message', async () => {
  mockApi({ 'POST /api/auth/login': { status: 500 } });
  renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), 'morgan@example.test');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Please check your email and password.')).toBeInTheDocument();
});

it('shows and hides the password with a labelled button, and links to reset and sign-up', async () => {
  mockApi({});
  renderLogin();
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
  expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
});
