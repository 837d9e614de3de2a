import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { me } from '../testing/fixtures';
import { RegisterPage } from './register-page';

function renderRegister() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/" element={<p>Dashboard here</p>} />
      </Routes>
      <Toaster />
    </>,
    { route: '/register' },
  );
}

async function fill(values: Partial<Record<'First Name' | 'Last Name' | 'Email' | 'Password', string>>) {
  for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), value);
}

it('names every missing field with the spec messages and sends nothing', async () => {
  const { writes } = mockApi({});
  renderRegister();
  expect(screen.getByRole('heading', { name: 'Join Fairway Leagues' })).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'Minimum 6 characters');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  for (const message of [
    'First name is required',
    'Last name is required',
    'Please enter a valid email address',
    'Password must be at least 6 characters',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  await fill({ Password: '12345' });
  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  await fill({ Password: '6' });
  expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
  expect(writes()).toHaveLength(0);
});

it('creates the account, welcomes the golfer and goes to /', async () => {
  const { writes } = mockApi({ 'POST /api/auth/register': { status: 201, body: me } });
  renderRegister();
  await fill({ 'First Name': 'Morgan', 'Last Name': 'Reed', Email: 'morgan@example.test', Password: 'secret-pass' });
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('Dashboard here')).toBeInTheDocument();
  expect(screen.getByText('Welcome to Fairway Leagues!')).toBeInTheDocument();
  expect(screen.getByText('Your account has been created successfully.')).toBeInTheDocument();
  expect(writes()).toEqual([
    {
      method: 'POST',
      url: '/api/auth/register',
      body: { email: 'morgan@example.test', password: 'secret-pass', firstName: 'Morgan', lastName: 'Reed' },
    },
  ]);
});

it("shows 'Registration Failed' with the server's message, or the fallback", async () => {
  let answer = { status: 409, body: { message: 'An account with this email already exists' } as unknown };
  mockApi({ 'POST /api/auth/register': () => answer });
  renderRegister();
  await fill({ 'First Name': 'Morgan', 'Last Name': 'Reed', Email: 'morgan@example.test', Password: 'secret-pass' });
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
  expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();

  answer = { status: 502, body: undefined };
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('Please check your information and try again.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});
