// The calendar in the demo tour: it reads the demo world's availability, saves
// through the demo adapter, and never touches the network.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentWeekStart, weekDays, type League, formatDayTitle } from '@fairway/contracts';
import { Toaster } from '@fairway/platform';
import { renderWithProviders } from '@fairway/platform/testing';
// The demo world's league ids are only known to the adapter; ask it like the leagues remote would.
import { handleDemoRequest } from '../../../packages/platform/src/demo/adapter';
import { LeagueCalendar } from './league-calendar';

it('shows the demo league calendar and saves without a network call', async () => {
  window.localStorage.setItem('demoMode', 'true');
  const network = jest.fn(() => Promise.reject(new Error('no network in demo mode')));
  (globalThis as { fetch?: unknown }).fetch = network;
  const mine = await handleDemoRequest({ url: '/api/leagues/my' });
  const league = (mine as { data: League[] }).data[0];

  const user = userEvent.setup();
  renderWithProviders(
    <>
      <LeagueCalendar leagueId={league.id} />
      <Toaster />
    </>,
  );
  const monday = weekDays(currentWeekStart())[0];
  expect(await screen.findByRole('region', { name: formatDayTitle(monday) }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: "This Week's Opportunities" })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add Availability' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Your Weekly Availability' });
  await within(dialog).findByRole('table', { name: 'Availability grid' }, { timeout: 5000 });
  const free = within(dialog).getAllByRole('button', { name: /^Add / })[0];
  await user.click(free);
  await user.click(within(dialog).getByRole('button', { name: 'Done (1)' }));
  expect(await screen.findByText('Availability Added', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(network).not.toHaveBeenCalled();
});
