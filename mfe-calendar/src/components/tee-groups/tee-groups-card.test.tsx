// "Suggest groups" on the league calendar (organizers) and the week's groups (members), over the
// calendar's handlers: cards per group, "Move to...", the waitlist, Send, then Accept; the day
// view lists the day's groups in their slot.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { renderWithProviders } from '@fairway/platform/testing';
import { anEntry, LEAGUE_ID, seedWith, WEEK } from '../../testing/fixtures';
import { day, serve } from '../../testing/calendar-screen';
import { LeagueCalendar } from '../league-calendar';

const SATURDAY = '2026-03-07';

function start(isAdmin: boolean) {
  const seed = seedWith([
    anEntry('u-ana', SATURDAY, 'morning'),
    anEntry('u-ben', SATURDAY, 'morning'),
    anEntry('u-cleo', SATURDAY, 'morning'),
    anEntry('u-dev', SATURDAY, 'morning'),
    anEntry('dev-me', SATURDAY, 'morning'),
  ]);
  const server = serve({ ...seed, league: { ...seed.league, isAdmin } });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <LeagueCalendar leagueId={LEAGUE_ID} initialWeek={WEEK} />
      <Toaster />
    </>,
  );
  return { user, server };
}

it('organizers suggest groups, move a golfer to the waitlist, send, and members accept', async () => {
  const { user, server } = start(true);
  await user.click(await screen.findByRole('button', { name: 'Suggest groups' }));
  const first = await screen.findByRole('listitem', { name: 'Group 1' });
  expect(within(first).getByRole('heading', { name: 'Group 1: Sat, Mar 7, Morning (9 AM-12 PM)' })).toBeInTheDocument();
  expect(within(first).getByText('3 new pairings')).toBeInTheDocument();
  expect(within(first).getByText('Handicaps 0')).toBeInTheDocument();
  const second = screen.getByRole('listitem', { name: 'Group 2' });
  expect(within(second).getByText('1 new pairing')).toBeInTheDocument();
  expect(within(screen.getByLabelText('Waitlist')).getByText('Nobody is waiting.')).toBeInTheDocument();

  // Move the last golfer of group 1 (not the signed-in one, listed first) to the waitlist.
  const movers = within(first).getAllByRole('combobox');
  expect(movers[0]).toHaveAccessibleName('Move Morgan Lee to...');
  const mover = movers[movers.length - 1];
  const moved = mover.getAttribute('aria-label')!.replace(/^Move (.*) to\.\.\.$/, '$1');
  await user.selectOptions(mover, 'Waitlist');
  expect(within(screen.getByLabelText('Waitlist')).getByText(moved)).toBeInTheDocument();
  expect(within(screen.getByRole('listitem', { name: 'Group 1' })).getByText('1 new pairing')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Tee groups sent')).toBeInTheDocument();
  const put = server.writes().find((call) => call.method === 'PUT')!;
  expect(put.url).toBe(`/api/leagues/${LEAGUE_ID}/tee-groups?week=${WEEK}`);
  const sent = (put.body as { groups: Array<{ members: string[] }> }).groups;
  expect(sent.map((g) => g.members.length)).toEqual([2, 2]);

  const confirmed = await screen.findByRole('list', { name: 'Confirmed tee groups' });
  expect(within(confirmed).queryByText(moved)).not.toBeInTheDocument();
  await user.click(within(confirmed).getByRole('button', { name: 'Accept' }));
  expect(await within(confirmed).findByText('Accepted')).toBeInTheDocument();
});

it('plain members see the week without "Suggest groups"', async () => {
  start(false);
  expect(await screen.findByText('No tee groups this week yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Suggest groups' })).not.toBeInTheDocument();
});

it("the day view lists the day's confirmed groups in their slot, without who can't make it", async () => {
  const { user } = start(true);
  await user.click(await screen.findByRole('button', { name: 'Suggest groups' }));
  await screen.findByRole('listitem', { name: 'Group 2' });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const confirmed = await screen.findByRole('list', { name: 'Confirmed tee groups' });
  const groups = within(confirmed).getAllByRole('listitem', { name: 'Sat, Mar 7, Morning (9 AM-12 PM)' });
  expect(groups).toHaveLength(2);
  const names = groups.map((group) =>
    within(group)
      .getAllByRole('listitem')
      .map((row) => row.firstChild!.textContent),
  );
  expect(names.flat()).toContain('Morgan Lee');
  await user.click(within(confirmed).getByRole('button', { name: "Can't make it" }));
  expect(await within(confirmed).findByText("Can't make it", { selector: 'span' })).toBeInTheDocument();

  await user.click(within(day('Saturday, Mar 7, 2026')).getByRole('button', { name: 'Sat Mar 7' }));
  const view = await screen.findByRole('dialog', { name: 'Saturday, Mar 7, 2026' });
  const morning = within(view).getByRole('listitem', { name: 'Morning 9 AM-12 PM' });
  const without = (list: (string | null)[]) => list.filter((name) => name !== 'Morgan Lee').join(', ');
  expect(within(morning).getByText(`Tee group 1: ${without(names[0])}`)).toBeInTheDocument();
  expect(within(morning).getByText(`Tee group 2: ${without(names[1])}`)).toBeInTheDocument();
  expect(within(view).getByRole('listitem', { name: 'Evening 4-7 PM' })).not.toHaveTextContent('Tee group');
});
