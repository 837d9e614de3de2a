import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { me } from '../testing/fixtures';
import { EditProfileDialog } from './edit-profile-dialog';

function render(onClose = jest.fn()) {
  renderWithProviders(
    <>
      <EditProfileDialog open onClose={onClose} />
      <Toaster />
    </>,
    { route: '/profile' },
  );
  return onClose;
}

it("starts from the user's values and fills the handicap from a preset", async () => {
  mockApi({ 'GET /api/auth/user': { body: me } });
  render();
  expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  expect(await screen.findByDisplayValue('Morgan')).toBeInTheDocument();
  expect(screen.getByLabelText('Last Name')).toHaveValue('Reed');
  expect(screen.getByLabelText('Email')).toHaveValue('morgan@example.test');
  const handicap = screen.getByLabelText('Handicap');
  expect(handicap).toHaveValue('12.4');
  expect(handicap).toHaveAttribute('inputmode', 'decimal');
  const preset = screen.getByLabelText('Skill level');
  expect(preset).toHaveValue('custom');
  expect([...(preset as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    'Beginner (36)',
    'Casual Golfer (28)',
    'Experienced Golfer (15)',
    'Low Handicap (5)',
    'Custom (official handicap)',
  ]);
  await userEvent.selectOptions(preset, 'Experienced Golfer (15)');
  expect(handicap).toHaveValue('15');
  await userEvent.clear(handicap);
  await userEvent.type(handicap, '36');
  expect(preset).toHaveValue('36');
});

it('shows the profile messages and sends nothing', async () => {
  const { writes } = mockApi({ 'GET /api/auth/user': { body: me } });
  render();
  await screen.findByDisplayValue('Morgan');
  await userEvent.clear(screen.getByLabelText('First Name'));
  await userEvent.clear(screen.getByLabelText('Last Name'));
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
  await userEvent.clear(screen.getByLabelText('Handicap'));
  await userEvent.type(screen.getByLabelText('Handicap'), '60');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('First name is required')).toBeInTheDocument();
  expect(screen.getByText('Last name is required')).toBeInTheDocument();
  expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  expect(screen.getByText('Handicap must be at most 54')).toBeInTheDocument();
  expect(writes()).toHaveLength(0);
});

it("saves, says 'Profile Updated' and closes after 100 ms", async () => {
  const { writes } = mockApi({
    'GET /api/auth/user': { body: me },
    'PATCH /api/auth/profile': (body) => ({ body: { ...me, ...(body as object), handicap: '28.00' } }),
  });
  const onClose = render();
  await screen.findByDisplayValue('Morgan');
  await userEvent.clear(screen.getByLabelText('First Name'));
  await userEvent.type(screen.getByLabelText('First Name'), 'Jordan');
  await userEvent.selectOptions(screen.getByLabelText('Skill level'), 'Casual Golfer (28)');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
  expect(writes()).toEqual([
    {
      method: 'PATCH',
      url: '/api/auth/profile',
      body: { firstName: 'Jordan', lastName: 'Reed', email: 'morgan@example.test', handicap: 28 },
    },
  ]);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});

it('shows a plus handicap as +2.1 and saves one typed with a plus sign as negative', async () => {
  const { writes } = mockApi({
    'GET /api/auth/user': { body: { ...me, handicap: '-1.40' } },
    'PATCH /api/auth/profile': (body) => ({ body: { ...me, ...(body as object), handicap: '-2.10' } }),
  });
  render();
  await screen.findByDisplayValue('Morgan');
  const handicap = screen.getByLabelText('Handicap');
  expect(handicap).toHaveValue('+1.4');
  expect(screen.getByRole('button', { name: 'Plus handicap' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.clear(handicap);
  await userEvent.type(handicap, '+2.1');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
  expect(writes()[0].body).toMatchObject({ handicap: -2.1 });
});

it('a plus handicap of +5 is not the Low Handicap preset', async () => {
  mockApi({ 'GET /api/auth/user': { body: { ...me, handicap: '-5.00' } } });
  render();
  await screen.findByDisplayValue('Morgan');
  expect(screen.getByLabelText('Handicap')).toHaveValue('+5');
  expect(screen.getByLabelText('Skill level')).toHaveValue('custom');
});

it("shows 'Update Failed' with the server's message and stays open", async () => {
  mockApi({
    'GET /api/auth/user': { body: me },
    'PATCH /api/auth/profile': { status: 409, body: { message: 'An account with this email already exists' } },
  });
  const onClose = render();
  await screen.findByDisplayValue('Morgan');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Update Failed')).toBeInTheDocument();
  expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
  await act(() => new Promise((r) => setTimeout(r, 150)));
  expect(onClose).not.toHaveBeenCalled();
});

it('asks for the current password only when the email changes, and sends it', async () => {
  const { writes } = mockApi({
    'GET /api/auth/user': { body: me },
    'PATCH /api/auth/profile': (body) => ({ body: { ...me, ...(body as object) } }),
  });
  render();
  await screen.findByDisplayValue('Morgan');
  expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  const email = screen.getByLabelText('Email');
  await userEvent.clear(email);
  await userEvent.type(email, 'morgan.new@example.test');
  expect(screen.getByLabelText('Current Password')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Enter your current password to change your email')).toBeInTheDocument();
  expect(writes()).toEqual([]);
  await userEvent.type(screen.getByLabelText('Current Password'), 'my-password');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(writes()[0].body).toMatchObject({ email: 'morgan.new@example.test', currentPassword: 'my-password' });
});

it('cannot save in the read-only demo tour', async () => {
  window.localStorage.setItem('demoMode', 'true');
  const { calls } = mockApi({});
  render();
  expect(await screen.findByText('Demo mode: register to save changes to your profile.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  expect(calls).toHaveLength(0);
});
