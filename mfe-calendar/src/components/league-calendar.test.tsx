// The league calendar: one week of everyone's availability, the opportunities, moving between
// weeks, the day view, the .ics export and removing one's own entry (the add dialog:
// add-availability-dialog.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@fairway/platform/testing';
import { anEntry, LEAGUE_ID, seedWith, WEEK } from '../testing/fixtures';
import { day, failNext, loaded, serve, server, slotIn, start } from '../testing/calendar-screen';
import { LeagueCalendar } from './league-calendar';

it("shows 'Loading calendar...' and then one Monday-start week, loaded with one ranged request", async () => {
  start();
  expect(screen.getByText('Loading calendar...')).toBeInTheDocument();
  await loaded();
  expect(screen.getByRole('heading', { name: 'Golf Availability Calendar' })).toBeInTheDocument();
  expect(screen.getByText('Week of Mar 2, 2026')).toBeInTheDocument();
  const columns = within(screen.getByTestId('week-grid')).getAllByRole('region');
  expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual([
    'Monday, Mar 2, 2026',
    'Tuesday, Mar 3, 2026',
    'Wednesday, Mar 4, 2026',
    'Thursday, Mar 5, 2026',
    'Friday, Mar 6, 2026',
    'Saturday, Mar 7, 2026',
    'Sunday, Mar 8, 2026',
  ]);
  const reads = server.calls.filter((c) => c.method === 'GET' && c.url.includes('/calendar/availability'));
  expect(reads.map((c) => c.url)).toEqual([`/api/leagues/${LEAGUE_ID}/calendar/availability?from=2026-03-02&to=2026-03-08`]);
});

it("shows count badges, the first 2 other names with their course, '+N more', and 'You're available' only on the user's own entry", async () => {
  start();
  await loaded();
  const sunrise = slotIn('Tuesday, Mar 3, 2026', 'Sunrise 6-9 AM');
  expect(within(sunrise).getByLabelText('5 golfers available')).toHaveTextContent('5');
  expect(within(sunrise).getByText("You're available")).toBeInTheDocument();
  expect(within(sunrise).getByText('Bringing a cart')).toBeInTheDocument();
  expect(within(sunrise).getByText('Ana Torres')).toBeInTheDocument();
  expect(within(sunrise).getByText('· Pebble Creek')).toBeInTheDocument();
  expect(within(sunrise).getByText('Ben Okafor')).toBeInTheDocument();
  expect(within(sunrise).queryByText('Cleo Park')).not.toBeInTheDocument();
  expect(within(sunrise).getByText('+2 more')).toBeInTheDocument();
  expect(within(sunrise).getAllByRole('button', { name: /Remove my availability/ })).toHaveLength(1);
  // Someone else's slot has names and no remove button.
  const afternoon = slotIn('Thursday, Mar 5, 2026', 'Afternoon 12-4 PM');
  expect(within(afternoon).getByText('Ana Torres')).toBeInTheDocument();
  expect(within(afternoon).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /Remove my availability/ })).toHaveLength(1);
});

it("summarises This Week's Opportunities and the best time to play", async () => {
  start();
  await loaded();
  const card = screen.getByRole('region', { name: "This Week's Opportunities" });
  const popular = within(card).getByRole('region', { name: 'Most Popular Times' });
  expect(
    within(popular)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Sunrise 6-9 AM5 available', 'Morning 9 AM-12 PM0 available', 'Afternoon 12-4 PM1 available', 'Evening 4-7 PM2 available']);
  const active = within(card).getByRole('region', { name: 'Most Active Members' });
  expect(
    within(active)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Ana Torres3 slots', 'Ben Okafor2 slots', 'Cleo Park1 slot']);
  const best = screen.getByTestId('best-time');
  expect(best).toHaveTextContent('Best time to play: Tue Mar 3, Sunrise (6-9 AM) - 5 golfers available');
  // At the top of the calendar, above the week's days, not under the opportunities.
  expect(card).not.toContainElement(best);
  const monday = screen.getByRole('region', { name: 'Monday, Mar 2, 2026' });
  expect(best.compareDocumentPosition(monday) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('counts only the days from today on as opportunities', async () => {
  start(undefined, '2026-03-04');
  await loaded();
  const popular = screen.getByRole('region', { name: 'Most Popular Times' });
  expect(
    within(popular)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Sunrise 6-9 AM0 available', 'Morning 9 AM-12 PM0 available', 'Afternoon 12-4 PM1 available', 'Evening 4-7 PM2 available']);
  expect(screen.getByTestId('best-time')).toHaveTextContent('Best time to play: Sun Mar 8, Evening (4-7 PM) - 2 golfers available');
});

it('moves a week at a time across the month boundary, Monday first', async () => {
  const user = start();
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Previous week' }));
  expect(await screen.findByText('Week of Feb 23, 2026')).toBeInTheDocument();
  await screen.findByRole('region', { name: 'Monday, Feb 23, 2026' });
  const columns = within(screen.getByTestId('week-grid')).getAllByRole('region');
  expect(columns[0]).toHaveAccessibleName('Monday, Feb 23, 2026');
  expect(columns[6]).toHaveAccessibleName('Sunday, Mar 1, 2026');
  expect(within(slotIn('Sunday, Mar 1, 2026', 'Morning 9 AM-12 PM')).getByText('Cleo Park')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  expect(await screen.findByText('Week of Mar 9, 2026')).toBeInTheDocument();
  expect(server.calls.some((c) => c.url.endsWith('from=2026-02-23&to=2026-03-01'))).toBe(true);
  expect(server.calls.some((c) => c.url.endsWith('from=2026-03-09&to=2026-03-15'))).toBe(true);
});

it("removes the user's own entry with 'Availability Removed', and says 'Failed to remove availability' when that fails", async () => {
  const user = start();
  await loaded();
  failNext('delete', `/api/leagues/${LEAGUE_ID}/calendar/availability/mine-1`, 500);
  await user.click(screen.getByRole('button', { name: /Remove my availability/ }));
  expect(await screen.findByText('Failed to remove availability')).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(server.entries().some((e) => e.id === 'mine-1')).toBe(true);

  await user.click(screen.getByRole('button', { name: /Remove my availability/ }));
  expect(await screen.findByText('Availability Removed')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText("You're available")).not.toBeInTheDocument());
  expect(server.entries().some((e) => e.id === 'mine-1')).toBe(false);
});

it('opens the day view from a date, with everyone in each slot and a way to add availability', async () => {
  const user = start();
  await loaded();
  await user.click(within(day('Tuesday, Mar 3, 2026')).getByRole('button', { name: 'Tue Mar 3' }));
  const view = await screen.findByRole('dialog', { name: 'Tuesday, Mar 3, 2026' });
  const sunrise = within(view).getByRole('listitem', { name: 'Sunrise 6-9 AM' });
  for (const name of ['Ana Torres', 'Ben Okafor', 'Cleo Park', 'Dev Shah']) expect(within(sunrise).getByText(name)).toBeInTheDocument();
  expect(within(sunrise).getByText('5 golfers')).toBeInTheDocument();
  expect(within(sunrise).getByText("You're available")).toBeInTheDocument();
  expect(within(view).getByRole('listitem', { name: 'Evening 4-7 PM' })).toHaveTextContent('No one yet.');
  await user.click(within(view).getByRole('button', { name: 'Add Availability' }));
  expect(await screen.findByRole('dialog', { name: 'Add Your Weekly Availability' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Tuesday, Mar 3, 2026' })).not.toBeInTheDocument();
});

it("downloads the user's own slots of the shown week as .ics", async () => {
  const user = start();
  await loaded();
  const blobs: Blob[] = [];
  const create = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:calendar';
  });
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
  const clicks: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Download .ics' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Download .ics' }));
  expect(clicks).toEqual(['fairway-availability-2026-03-02.ics']);
  const text = await blobs[0].text();
  expect(blobs[0].type).toBe('text/calendar;charset=utf-8');
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  expect(text).toContain('DTSTART:20260303T060000');
  expect(text).toContain('DESCRIPTION:Bringing a cart');
  expect(text).toContain('(Sunday Swingers)');
  click.mockRestore();
});

it('disables the export in a week without own slots', async () => {
  start([anEntry('u-ana', '2026-03-03', 'morning')]);
  await loaded();
  expect(screen.getByRole('button', { name: 'Download .ics' })).toBeDisabled();
});

it('tells a visitor who is not a member that the calendar is for members', async () => {
  serve({ ...seedWith([]), league: { ...seedWith([]).league, isMember: false } });
  renderWithProviders(<LeagueCalendar leagueId={LEAGUE_ID} initialWeek={WEEK} />);
  expect(await screen.findByText('Members only')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Availability' })).toBeDisabled();
});
