import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { me } from '../testing/fixtures';
import { RegisterPage } from './register-page';

function InvitationShown() {
  const { pathname, hash } = useLocation();
  return <p>{`Invitation at ${pathname}${hash}`}</p>;
}

function renderRegister() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/" element={<p>Dashboard here</p>} />
        <Route path="/leagues/:id" element={<InvitationShown />} />
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
  expect(await screen.findByText('Welcome to Fairway Leagues!')).toBeInTheDocument();
  expect(screen.getByText('Your account has been created successfully.')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: "What's your handicap?" })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
  expect(await screen.findByText('Dashboard here')).toBeInTheDocument();
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

it("asks for a handicap with the spec's presets and saves the chosen one on the profile", async () => {
  const { writes } = mockApi({
    'POST /api/auth/register': { status: 201, body: me },
    'PATCH /api/auth/profile': { body: { ...me, handicap: '28.00' } },
  });
  renderRegister();
  await fill({ 'First Name': 'Morgan', 'Last Name': 'Reed', Email: 'morgan@example.test', Password: 'secret-pass' });
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  const presets = await screen.findAllByRole('radio');
  expect(presets.map((radio) => radio.closest('label')?.textContent)).toEqual([
    'Beginner (36)',
    'Casual Golfer (28)',
    'Experienced Golfer (15)',
    'Low Handicap (5)',
    'I have an official handicap',
  ]);
  await userEvent.click(screen.getByRole('radio', { name: 'Casual Golfer (28)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save handicap' }));
  expect(await screen.findByText('Dashboard here')).toBeInTheDocument();
  expect(writes().at(-1)).toEqual({
    method: 'PATCH',
    url: '/api/auth/profile',
    body: { firstName: me.firstName, lastName: me.lastName, email: me.email, handicap: 28 },
  });
});

it('refuses an official handicap the profile does not accept, and sends nothing', async () => {
  const { writes } = mockApi({ 'POST /api/auth/register': { status: 201, body: me } });
  renderRegister();
  await fill({ 'First Name': 'Morgan', 'Last Name': 'Reed', Email: 'morgan@example.test', Password: 'secret-pass' });
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  await userEvent.click(await screen.findByRole('radio', { name: 'I have an official handicap' }));
  await userEvent.type(screen.getByLabelText('Official handicap'), '60');
  await userEvent.click(screen.getByRole('button', { name: 'Save handicap' }));
  expect(await screen.findByText('Handicap must be at most 54')).toBeInTheDocument();
  expect(writes()).toHaveLength(1);
});

it('saves a plus handicap typed as +2.1, or with the Plus toggle, as -2.1', async () => {
  const { writes } = mockApi({
    'POST /api/auth/register': { status: 201, body: me },
    'PATCH /api/auth/profile': { body: { ...me, handicap: '-2.10' } },
  });
  renderRegister();
  await fill({ 'First Name': 'Morgan', 'Last Name': 'Reed', Email: 'morgan@example.test', Password: 'secret-pass' });
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  await userEvent.click(await screen.findByRole('radio', { name: 'I have an official handicap' }));
  const box = screen.getByLabelText('Official handicap');
  expect(screen.getByText(/A plus handicap, e.g. \+2.1/)).toBeInTheDocument();
  await userEvent.type(box, '2.1');
  const plus = screen.getByRole('button', { name: 'Plus handicap' });
  expect(plus).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(plus);
  expect(box).toHaveValue('+2.1');
  expect(plus).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Save handicap' }));
  expect(await screen.findByText('Your handicap is +2.1. You can change it on your profile.')).toBeInTheDocument();
  expect(writes().at(-1)).toEqual({
    method: 'PATCH',
    url: '/api/auth/profile',
    body: { firstName: me.firstName, lastName: me.lastName, email: me.email, handicap: -2.1 },
  });
});

it('after an invitation link opened signed out, lands on the invitation', async () => {
  window.sessionStorage.setItem('fairway.pendingInvitation', JSON.stringify({ leagueId: 'l-42', token: 'tok_1' }));
  mockApi({ 'POST /api/auth/register': { status: 201, body: me } });
  renderRegister();
  expect(screen.getByRole('status')).toHaveTextContent('You have been invited to join a league.');
  await fill({ 'First Name': 'Morgan', 'Last Name': 'Reed', Email: 'morgan@example.test', Password: 'secret-pass' });
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
  expect(await screen.findByText('Invitation at /leagues/l-42#invitation=tok_1')).toBeInTheDocument();
  expect(window.sessionStorage.getItem('fairway.pendingInvitation')).toBeNull();
});
