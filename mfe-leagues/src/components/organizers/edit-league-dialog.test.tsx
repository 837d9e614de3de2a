import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { resolveFormatOptions, type League } from '@fairway/contracts';
import { aLeague, aRound, aRoundPage, me } from '../../testing/fixtures';
import { EditLeagueDialog } from './edit-league-dialog';

const HOLE_PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const league = (over: Partial<League> = {}) =>
  aLeague({ memberCount: 4, isAdmin: true, format: 'total-to-par', formatOptions: resolveFormatOptions(null), ...over });

function setup(subject: League, rounds = aRoundPage([]), answer: { status?: number; body?: unknown } = { body: subject }) {
  const server = mockApi({
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/l-1/rounds': { body: rounds },
    'PATCH /api/leagues/l-1': answer,
  });
  const onClose = jest.fn();
  renderWithProviders(
    <>
      <EditLeagueDialog league={subject} open onClose={onClose} />
      <Toaster />
    </>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit League' });
  return { server, onClose, dialog, user: userEvent.setup() };
}

const patches = (server: ReturnType<typeof mockApi>) => server.calls.filter((call) => call.method === 'PATCH');

it('edits the courses with their ratings and the format before the first round, sending what changed', async () => {
  const { server, dialog, user, onClose } = setup(league());
  expect(within(dialog).getByLabelText('Course 1 name')).toHaveValue('Pebble Creek');
  expect(within(dialog).getByLabelText('Standings Format')).toHaveValue('total-to-par');
  await user.clear(within(dialog).getAllByLabelText('Rounds')[0]);
  await user.type(within(dialog).getAllByLabelText('Rounds')[0], '4');
  await user.click(within(dialog).getByRole('button', { name: 'Add Course' }));
  await user.type(within(dialog).getByLabelText('Course 3 name'), 'Links');
  await user.selectOptions(within(dialog).getByLabelText('Standings Format'), 'stableford');
  // Stableford: every course needs hole pars and stroke index, shown open
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await within(dialog).findAllByText('A Stableford league needs the hole pars of every course')).toHaveLength(3);
  expect(patches(server)).toHaveLength(0);
  await user.selectOptions(within(dialog).getByLabelText('Standings Format'), 'net-average');
  await user.clear(within(dialog).getByLabelText('Best rounds that count'));
  await user.type(within(dialog).getByLabelText('Best rounds that count'), '3');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('League Updated')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  const body = patches(server)[0].body as Record<string, unknown>;
  expect(body).toMatchObject({ format: 'net-average', formatOptions: { bestRounds: 3 } });
  expect(body).not.toHaveProperty('name');
  expect((body.courses as Array<{ name: string; rounds: number }>).map(({ name, rounds }) => [name, rounds])).toEqual([
    ['Pebble Creek', 4],
    ['Oak Hills', 1],
    ['Links', 1],
  ]);
});

it('locks the format once a round is logged and sends none', async () => {
  const { server, dialog, user } = setup(league(), aRoundPage([aRound('r1', 'Oak Hills', 88)]));
  expect(await within(dialog).findByText('The format cannot change once a round is logged.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Standings Format')).toBeDisabled();
  await user.clear(within(dialog).getByLabelText('League Name'));
  await user.type(within(dialog).getByLabelText('League Name'), 'Dawn Patrol');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('League Updated');
  const body = patches(server)[0].body as Record<string, unknown>;
  expect(body).toMatchObject({ name: 'Dawn Patrol' });
  expect(body).not.toHaveProperty('format');
});

it("keeps creation's messages and the member floor, and shows the server's refusal", async () => {
  const { server, dialog, user } = setup(league(), aRoundPage([]), {
    status: 409,
    body: { message: 'A course with rounds logged cannot be removed (Oak Hills)' },
  });
  await user.clear(within(dialog).getByLabelText('Maximum Players'));
  await user.type(within(dialog).getByLabelText('Maximum Players'), '3');
  await user.clear(within(dialog).getByLabelText('League Name'));
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await within(dialog).findByText('Maximum players cannot be below the 4 current members')).toBeInTheDocument();
  expect(within(dialog).getByText('League name is required')).toBeInTheDocument();
  await user.type(within(dialog).getAllByLabelText('Rounds')[1], '1');
  expect(await within(dialog).findByText('Maximum 10 rounds per course')).toBeInTheDocument();
  expect(patches(server)).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('League Name'), 'Twilight');
  await user.clear(within(dialog).getByLabelText('Maximum Players'));
  await user.type(within(dialog).getByLabelText('Maximum Players'), '8');
  await user.clear(within(dialog).getAllByLabelText('Rounds')[1]);
  await user.type(within(dialog).getAllByLabelText('Rounds')[1], '1');
  await user.click(within(dialog).getByRole('button', { name: 'Remove course 2' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Update Failed')).toBeInTheDocument();
  expect(screen.getByText('A course with rounds logged cannot be removed (Oak Hills)')).toBeInTheDocument();
});

it('takes hole pars for a Stableford league', async () => {
  const { server, dialog, user } = setup(league({ format: 'stableford' }));
  // One stepper a hole, every hole par 4 to start with. (Found by label: a role query over the
  // dialog's 80-odd buttons takes seconds each in jsdom.)
  await user.click(within(dialog).getByLabelText('Enter the hole pars of Course 1'));
  for (const [hole, par] of HOLE_PARS.entries()) {
    const step = par > 4 ? 'Raise' : 'Lower';
    for (let taps = 0; taps < Math.abs(par - 4); taps += 1) {
      await user.click(within(dialog).getByLabelText(`${step} the par of hole ${hole + 1}`));
    }
  }
  expect(within(dialog).getAllByText('Total par 72')[0]).toBeInTheDocument();
  await user.click(within(dialog).getAllByLabelText(/Stroke index/)[0]);
  await user.paste(HOLE_PARS.map((_, i) => i + 1).join(', '));
  await user.click(within(dialog).getByRole('button', { name: 'Remove course 2' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('League Updated');
  expect((patches(server)[0].body as { courses: unknown[] }).courses).toEqual([
    expect.objectContaining({ name: 'Pebble Creek', holePars: HOLE_PARS }),
  ]);
});
