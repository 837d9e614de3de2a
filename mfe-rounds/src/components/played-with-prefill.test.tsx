// "Played with" filled from the golfer's confirmed tee group of the day (docs/tee-groups.md), in
// Log Your Round: the others of the group who did not decline, once per league and day chosen;
// an unticked box stays unticked, coming back to a league fills it again, and while another day
// loads the previous day's group is never used.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIso, type MyTeeGroup } from '@fairway/contracts';
import { api } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { aLeague, aMember, courses, me } from '../testing/fixtures';
import { LogRoundDialog } from './log-round-dialog';

const today = todayIso();
const yesterday = addDays(today, -1);

const golfer = (userId: string, firstName: string, leagueId = 'l-1') =>
  aMember({
    id: `m-${userId}-${leagueId}`,
    userId,
    leagueId,
    user: { id: userId, firstName, lastName: 'Test', handicap: '10.0', profileImageUrl: null },
  });

const group = (date: string, members: Array<[string, 'invited' | 'accepted' | 'declined']>): MyTeeGroup => ({
  id: `g-${date}`,
  leagueId: 'l-1',
  leagueName: 'Sunday Swingers',
  week: date,
  date,
  slot: 'morning',
  members: members.map(([userId, status]) => ({ userId, name: userId, status })),
});

const leagueMembers = [
  golfer(me.id, 'Morgan'),
  golfer('u-ann', 'Ann'),
  golfer('u-ben', 'Ben'),
  golfer('u-cy', 'Cy'),
  golfer('u-dee', 'Dee'),
];

function start(yesterdayAnswer = 300, membersReady: Promise<unknown> = Promise.resolve()) {
  mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/my': { body: [aLeague(), aLeague({ id: 'l-2', name: 'Weekday Hackers' })] },
    'GET /api/rounds/recent': { body: [] },
    'GET /api/leagues/l-1/courses': { body: courses },
    'GET /api/leagues/l-2/courses': { body: courses },
    'GET /api/leagues/l-1/members': async () => {
      await membersReady;
      return { body: leagueMembers };
    },
    'GET /api/leagues/l-2/members': { body: [golfer(me.id, 'Morgan', 'l-2'), golfer('u-xan', 'Xan', 'l-2')] },
    [`GET /api/tee-groups/mine?from=${today}&to=${today}`]: {
      body: [
        group(today, [
          ['u-ann', 'accepted'],
          [me.id, 'accepted'],
          ['u-ben', 'invited'],
          ['u-cy', 'declined'],
        ]),
      ],
    },
    // Yesterday's answer comes late: the screen must wait for it, not reuse today's.
    [`GET /api/tee-groups/mine?from=${yesterday}&to=${yesterday}`]: async () => {
      await new Promise((resolve) => setTimeout(resolve, yesterdayAnswer));
      return {
        body: [
          group(yesterday, [
            [me.id, 'accepted'],
            ['u-dee', 'invited'],
          ]),
        ],
      };
    },
  });
  const user = userEvent.setup();
  const { store } = renderWithProviders(<LogRoundDialog open onClose={jest.fn()} />);
  return { user, store };
}

const box = (name: string) => within(screen.getByRole('group', { name: 'Played with (optional)' })).getByRole('checkbox', { name });
const ticked = () =>
  within(screen.getByRole('group', { name: 'Played with (optional)' }))
    .getAllByRole('checkbox')
    .filter((input) => (input as HTMLInputElement).checked)
    .map((input) => input.closest('label')!.textContent);

it("fills the others of the day's group who did not decline, and leaves an unticked box alone", async () => {
  const { user } = start();
  await user.selectOptions(await screen.findByLabelText('League'), 'l-1');
  await waitFor(() => expect(ticked()).toEqual(['Ann Test', 'Ben Test']));
  await user.click(box('Ann Test'));
  await user.selectOptions(screen.getByLabelText('Course'), courses[0].name);
  expect(ticked()).toEqual(['Ben Test']);
  await user.click(box('Ben Test'));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(ticked()).toEqual([]);
});

it('fills again when the golfer comes back to the league, and choosing the same league keeps the list', async () => {
  const { user } = start();
  const league = await screen.findByLabelText('League');
  await user.selectOptions(league, 'l-1');
  await waitFor(() => expect(ticked()).toEqual(['Ann Test', 'Ben Test']));
  await user.selectOptions(screen.getByLabelText('Course'), courses[0].name);
  // A change event naming the league already chosen (what some pickers send) changes nothing.
  fireEvent.change(league, { target: { value: 'l-1' } });
  expect(ticked()).toEqual(['Ann Test', 'Ben Test']);
  expect(screen.getByLabelText('Course')).toHaveValue(courses[0].name);

  await user.selectOptions(league, 'l-2');
  await screen.findByRole('checkbox', { name: 'Xan Test' });
  expect(ticked()).toEqual([]);
  await user.selectOptions(league, 'l-1');
  await waitFor(() => expect(ticked()).toEqual(['Ann Test', 'Ben Test']));
});

it("waits for the new day's group instead of reusing the previous day's", async () => {
  const { user } = start();
  await user.selectOptions(await screen.findByLabelText('League'), 'l-1');
  await waitFor(() => expect(ticked()).toEqual(['Ann Test', 'Ben Test']));
  await user.click(box('Ann Test'));
  await user.click(box('Ben Test'));
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: yesterday } });
  await waitFor(() => expect(ticked()).toEqual(['Dee Test']));
});

it("fills from a group that answers before the league's members, whose boxes come later", async () => {
  let membersAnswer = () => {};
  const { user, store } = start(300, new Promise<void>((resolve) => (membersAnswer = resolve)));
  await user.selectOptions(await screen.findByLabelText('League'), 'l-1');
  // The day's group is in and the fill has run, with no box on the screen yet.
  await waitFor(() =>
    expect(
      Object.values(store.getState()[api.reducerPath].queries).some(
        (query) => query?.endpointName === 'getTeeGroupsOfDay' && query.status === 'fulfilled',
      ),
    ).toBe(true),
  );
  expect(screen.queryByRole('group', { name: 'Played with (optional)' })).toBeNull();
  membersAnswer();
  await screen.findByRole('checkbox', { name: 'Ann Test' });
  await waitFor(() => expect(ticked()).toEqual(['Ann Test', 'Ben Test']));
});
