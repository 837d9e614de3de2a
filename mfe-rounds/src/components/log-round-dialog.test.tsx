import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { addDays, formatDayShort, todayIso } from '@fairway/contracts';
import { Toaster } from '@fairway/platform';
import { apiServer, mockApi, renderWithProviders } from '@fairway/platform/testing';
import { http, HttpResponse } from 'msw';
import { aLeague, aRound, courses, me } from '../testing/fixtures';
import { LogRoundDialog } from './log-round-dialog';

function renderDialog(props: { leagueId?: string; redirectTo?: string; onClose?: () => void } = {}) {
  const onClose = props.onClose ?? jest.fn();
  const view = renderWithProviders(
    <>
      <Toaster />
      <Routes>
        <Route path="/" element={<LogRoundDialog open onClose={onClose} leagueId={props.leagueId} redirectTo={props.redirectTo} />} />
        <Route path="/leagues/:id" element={<p>League page</p>} />
      </Routes>
    </>,
  );
  return { ...view, onClose };
}

const twoRoundsOnPebble = [
  aRound('r1', 'Pebble Creek', 80),
  aRound('r2', 'Pebble Creek', 84),
  aRound('r3', 'Oak Hills', 90, { leagueId: 'l-2' }),
];

/** POST /api/rounds answered 201 with the stored round and the score it was sent. */
const storesTheRound = (body: unknown) => ({ status: 201, body: aRound('r9', 'Oak Hills', Number((body as { score: number }).score)) });

function baseRoutes(overrides: Record<string, unknown> = {}) {
  return {
    'GET /api/auth/user': { body: me },
    'GET /api/leagues/my': { body: [aLeague(), aLeague({ id: 'l-2', name: 'Weekday Hackers' })] },
    'GET /api/rounds/recent': { body: twoRoundsOnPebble },
    'GET /api/leagues/l-1/courses': { body: courses },
    'GET /api/leagues/l-2/courses': { body: [] },
    ...overrides,
  } as Parameters<typeof mockApi>[0];
}

it('labels each course with its remaining rounds and disables a completed one', async () => {
  mockApi(baseRoutes());
  renderDialog({ leagueId: 'l-1' });
  const pebble = await screen.findByRole('option', { name: 'Pebble Creek (All 2 rounds completed)' });
  expect(pebble).toBeDisabled();
  const oak = screen.getByRole('option', { name: 'Oak Hills (3 of 3 rounds remaining)' });
  expect(oak).toBeEnabled();
  // A phone cuts the chosen option short: the hint under it and its title say it whole.
  await userEvent.setup().selectOptions(screen.getByLabelText('Course'), 'Oak Hills');
  expect(screen.getByText('Oak Hills: 3 of 3 rounds remaining')).toBeInTheDocument();
  expect(screen.getByLabelText('Course')).toHaveAttribute('title', 'Oak Hills (3 of 3 rounds remaining)');
});

it('shows the spec messages for a missing course and out-of-range scores', async () => {
  mockApi(baseRoutes());
  const user = userEvent.setup();
  renderDialog({ leagueId: 'l-1' });
  await screen.findByRole('option', { name: /Oak Hills/ });
  await user.click(screen.getByRole('button', { name: 'Submit Round' }));
  expect(await screen.findByText('Course name is required')).toBeInTheDocument();
  expect(screen.getByText('Score must be at least 40')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Score'), '151');
  expect(await screen.findByText('Score must be less than 150')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Date'));
  expect(await screen.findByText('Date is required')).toBeInTheDocument();
});

it('keeps submit disabled until a league is chosen, and for a league without courses', async () => {
  mockApi(baseRoutes());
  const user = userEvent.setup();
  renderDialog();
  const submit = await screen.findByRole('button', { name: 'Submit Round' });
  expect(submit).toBeDisabled();
  await user.selectOptions(screen.getByLabelText('League'), 'l-2');
  expect(await screen.findByText('Contact the league creator to add courses')).toBeInTheDocument();
  expect(submit).toBeDisabled();
  await user.selectOptions(screen.getByLabelText('League'), 'l-1');
  await screen.findByRole('option', { name: /Oak Hills/ });
  expect(submit).toBeEnabled();
});

it('refuses an ended league with the spec message', async () => {
  mockApi(baseRoutes({ 'GET /api/leagues/my': { body: [aLeague({ endDate: addDays(todayIso(), -1) })] } }));
  renderDialog({ leagueId: 'l-1' });
  expect(await screen.findByText('This league has ended. You cannot add new rounds.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Submit Round' })).toBeDisabled();
});

it("submits, toasts 'Round Submitted!', closes and goes to the league after 500 ms", async () => {
  const server = mockApi(
    baseRoutes({
      'POST /api/rounds': storesTheRound,
    }),
  );
  const user = userEvent.setup();
  const { onClose } = renderDialog({ leagueId: 'l-1' });
  await screen.findByRole('option', { name: /Oak Hills/ });
  await user.selectOptions(screen.getByLabelText('Course'), 'Oak Hills');
  await user.type(screen.getByLabelText('Score'), '88');
  await user.type(screen.getByLabelText('Notes (optional)'), 'Windy');
  await user.click(screen.getByRole('button', { name: 'Submit Round' }));
  expect(await screen.findByText('Round Submitted!')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  const post = server.calls.find((call) => call.method === 'POST');
  expect(post?.body).toEqual({
    leagueId: 'l-1',
    course: 'Oak Hills',
    date: todayIso(),
    score: 88,
    notes: 'Windy',
    playedWith: [],
    idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
  });
  expect(await screen.findByText('League page', undefined, { timeout: 2000 })).toBeInTheDocument();
});

it("shows 'Submission Failed' with the server's message", async () => {
  mockApi(baseRoutes({ 'POST /api/rounds': { status: 409, body: { message: 'All 3 rounds completed' } } }));
  const user = userEvent.setup();
  renderDialog({ leagueId: 'l-1' });
  await screen.findByRole('option', { name: /Oak Hills/ });
  await user.selectOptions(screen.getByLabelText('Course'), 'Oak Hills');
  await user.type(screen.getByLabelText('Score'), '88');
  await user.click(screen.getByRole('button', { name: 'Submit Round' }));
  expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
  expect(screen.getByText('All 3 rounds completed')).toBeInTheDocument();
});

it("in demo mode shows the neutral 'Demo Mode Active' toast and disables submit", async () => {
  window.localStorage.setItem('demoMode', 'true');
  renderDialog();
  expect(await screen.findByText('Demo Mode Active')).toBeInTheDocument();
  expect(
    screen.getByText("You've experienced the full score entry process! Register to save real scores and join actual leagues."),
  ).toBeInTheDocument();
  // The demo adapter answers the leagues after its simulated delay.
  expect(await screen.findByRole('button', { name: 'Submit Round' }, { timeout: 3000 })).toBeDisabled();
});

it("keeps the round as 'Waiting to sync' when no answer comes back, and closes", async () => {
  mockApi(baseRoutes());
  apiServer.use(http.post('/api/rounds', () => HttpResponse.error()));
  const user = userEvent.setup();
  const { onClose } = renderDialog({ leagueId: 'l-1' });
  await screen.findByRole('option', { name: /Oak Hills/ });
  await user.selectOptions(screen.getByLabelText('Course'), 'Oak Hills');
  await user.type(screen.getByLabelText('Score'), '88');
  await user.click(screen.getByRole('button', { name: 'Submit Round' }));
  expect(await screen.findByText('Waiting to sync')).toBeInTheDocument();
  expect(screen.queryByText('Submission Failed')).not.toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
});

describe('hole by hole', () => {
  const holePars = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
  const rated = [{ ...courses[1], rating: 71.2, slope: 125, holePars, strokeIndex: holePars.map((_, i) => i + 1) }];
  // The index in effect before the round's day (today unless the date changes).
  const withIndex = { [`GET /api/rounds/handicap-index?before=${todayIso()}`]: { body: { index: 14, indexText: '14.0', rounds: [] } } };
  const netLeague = { 'GET /api/leagues/my': { body: [aLeague({ format: 'net-average' })] } };
  // The rated course and the index, and a POST that stores the round with the score sent.
  const ratedAndStored = { 'GET /api/leagues/l-1/courses': { body: rated }, ...withIndex, 'POST /api/rounds': storesTheRound };

  it('says what the round is scored with, shows points per hole and the net double bogey summary, and submits (grid on a wide screen)', async () => {
    const server = mockApi(baseRoutes({ ...ratedAndStored, ...netLeague }));
    const user = userEvent.setup();
    renderDialog({ leagueId: 'l-1' });
    await screen.findByRole('option', { name: /Oak Hills/ });
    await user.selectOptions(screen.getByLabelText('Course'), 'Oak Hills');
    // 14.0 x 125 / 113 - 0.8 = 14.69 -> 15; x 95% = 13.96 -> 14
    const note = await screen.findByRole('note', { name: 'Strokes for this round' });
    expect(note).toHaveTextContent(`Index 14.0 on ${formatDayShort(todayIso())} -> course handicap 15 -> 95% = 14 strokes`);
    await user.click(screen.getByRole('button', { name: 'Enter hole by hole' }));
    expect(screen.getByRole('img', { name: '1 stroke received on hole 1' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /on hole 15$/ })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Hole 1 (par 4)'), { target: { value: '9' } });
    expect(screen.getByLabelText('Score (the sum of your hole scores)')).toHaveValue(77);
    expect(screen.getByLabelText('Hole 1 points')).toHaveTextContent('0 pts');
    expect(screen.getByLabelText('Hole 2 points')).toHaveTextContent('3 pts');
    expect(screen.getByRole('status', { name: 'Running total' })).toHaveTextContent(
      'Through 1 hole: 9 (+5 to par) · net 8 (+4) · 0 points',
    );
    // before Submit: the whole card, and hole 1 at most 4 + 2 + 1 (course handicap 15 gives SI 1 a stroke)
    const summary = screen.getByRole('region', { name: 'Before you submit' });
    expect(summary).toHaveTextContent('77 strokes (+5 to par) · net 63 (-9) · 47 Stableford points');
    expect(summary).toHaveTextContent('Hole 1: 9 counts as 7');
    expect(summary).toHaveTextContent('Adjusted gross 75 (from 77)');
    await user.click(screen.getByRole('button', { name: 'Submit Round' }));
    expect(await screen.findByText('Round Submitted!')).toBeInTheDocument();
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ course: 'Oak Hills', score: 77, holeScores: [9, ...holePars.slice(1)] });
  });

  it('the index of the round day: another date asks for the index before that day', async () => {
    const day = addDays(todayIso(), -3);
    mockApi(
      baseRoutes({
        ...ratedAndStored,
        ...netLeague,
        [`GET /api/rounds/handicap-index?before=${day}`]: { body: { index: 20.1, indexText: '20.1', rounds: [] } },
      }),
    );
    const user = userEvent.setup();
    renderDialog({ leagueId: 'l-1' });
    await screen.findByRole('option', { name: /Oak Hills/ });
    await user.selectOptions(screen.getByLabelText('Course'), 'Oak Hills');
    await screen.findByRole('note', { name: 'Strokes for this round' });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: day } });
    // 20.1 x 125 / 113 - 0.8 = 21.43 -> 21; x 95% = 20.36 -> 20
    await waitFor(() =>
      expect(screen.getByRole('note', { name: 'Strokes for this round' })).toHaveTextContent(
        `Index 20.1 on ${formatDayShort(day)} -> course handicap 21 -> 95% = 20 strokes`,
      ),
    );
  });

  it('on a phone: one hole per screen with strokes received, live points, played-only totals and a hole picker', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      mockApi(baseRoutes({ 'GET /api/leagues/l-1/courses': { body: rated }, ...withIndex, ...netLeague }));
      const user = userEvent.setup();
      renderDialog({ leagueId: 'l-1' });
      await screen.findByRole('option', { name: /Oak Hills/ });
      await user.selectOptions(screen.getByLabelText('Course'), 'Oak Hills');
      await screen.findByRole('note', { name: 'Strokes for this round' });
      await user.click(screen.getByRole('button', { name: 'Enter hole by hole' }));
      expect(screen.getByRole('region', { name: 'Hole 1 of 18' })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Running total' })).toHaveTextContent('No holes played yet.');
      expect(screen.getByRole('img', { name: '1 stroke received on hole 1' })).toHaveTextContent('●');
      await user.click(screen.getByRole('button', { name: 'One stroke more on hole 1' }));
      expect(screen.getByLabelText('Strokes on hole 1')).toHaveTextContent('5');
      expect(screen.getByLabelText('Hole 1 result')).toHaveTextContent('Net 4 · 2 points');
      expect(screen.getByRole('status', { name: 'Running total' })).toHaveTextContent(
        'Through 1 hole: 5 (+1 to par) · net 4 (E) · 2 points',
      );
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('region', { name: 'Hole 2 of 18' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'One stroke fewer on hole 2' }));
      expect(screen.getByLabelText('Score (the sum of your hole scores)')).toHaveValue(72);
      expect(screen.getByRole('status', { name: 'Running total' })).toHaveTextContent(
        'Through 2 holes: 9 (E to par) · net 7 (-2) · 6 points',
      );
      await user.click(screen.getByRole('button', { name: 'Hole 15' }));
      expect(screen.getByRole('region', { name: 'Hole 15 of 18' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Hole 15' })).toHaveAttribute('aria-current', 'true');
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByRole('region', { name: 'Hole 14 of 18' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Hole 1' }));
      expect(screen.getByLabelText('Strokes on hole 1')).toHaveTextContent('5');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  describe('in a Stableford league', () => {
    const stablefordLeague = { 'GET /api/leagues/my': { body: [aLeague({ format: 'stableford' })] } };

    it('opens the card by itself, offers no total-only round and submits the hole scores', async () => {
      const server = mockApi(baseRoutes({ ...stablefordLeague, ...ratedAndStored }));
      const user = userEvent.setup();
      renderDialog({ leagueId: 'l-1' });
      await screen.findByRole('option', { name: /Oak Hills/ });
      await user.selectOptions(screen.getByLabelText('Course'), 'Oak Hills');
      expect(await screen.findByLabelText('Hole 1 (par 4)')).toBeInTheDocument();
      expect(screen.getByText('Stableford league: enter your strokes on each hole.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Enter the total only' })).not.toBeInTheDocument();
      expect(screen.getByLabelText('Score (the sum of your hole scores)')).toHaveAttribute('readonly');
      fireEvent.change(screen.getByLabelText('Hole 2 (par 5)'), { target: { value: '6' } });
      await user.click(screen.getByRole('button', { name: 'Submit Round' }));
      expect(await screen.findByText('Round Submitted!')).toBeInTheDocument();
      const post = server.calls.find((call) => call.method === 'POST');
      expect(post?.body).toMatchObject({ course: 'Oak Hills', score: 73, holeScores: [4, 6, ...holePars.slice(2)] });
    });

    it('blocks a course without hole pars and stroke index, saying why', async () => {
      mockApi(baseRoutes(stablefordLeague));
      const user = userEvent.setup();
      renderDialog({ leagueId: 'l-1' });
      await screen.findByRole('option', { name: /Oak Hills/ });
      await user.selectOptions(screen.getByLabelText('Course'), 'Oak Hills');
      expect(
        await screen.findByText(
          'This course has no hole pars and stroke index yet, which a Stableford league needs: ask an organizer to add them',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Submit Round' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Enter hole by hole' })).not.toBeInTheDocument();
    });
  });
});
