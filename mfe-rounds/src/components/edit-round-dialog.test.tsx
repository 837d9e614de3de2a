import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@fairway/platform';
import { mockApi, renderWithProviders } from '@fairway/platform/testing';
import { aRound, me } from '../testing/fixtures';
import { EditRoundDialog } from './edit-round-dialog';

const round = aRound('r1', 'Pebble Creek', 84);

function renderDialog(leagueEnded = false) {
  const onClose = jest.fn();
  renderWithProviders(
    <>
      <Toaster />
      <EditRoundDialog round={round} open onClose={onClose} leagueEnded={leagueEnded} />
    </>,
  );
  return { onClose };
}

afterEach(() => window.localStorage.clear());

it('saves the edited score and closes', async () => {
  const { calls } = mockApi({ 'GET /api/auth/user': { body: me }, 'PUT /api/rounds/r1': { body: { ...round, score: 79 } } });
  const { onClose } = renderDialog();
  const score = screen.getByLabelText('Score');
  await userEvent.clear(score);
  await userEvent.type(score, '79');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Round Updated')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
  expect(calls.some((call) => call.method === 'PUT' && call.url.endsWith('/api/rounds/r1'))).toBe(true);
});

it("blocks editing in an ended league with the red notice and 'League Has Ended'", async () => {
  mockApi({ 'GET /api/auth/user': { body: me } });
  renderDialog(true);
  expect(screen.getByText('This league has ended. You cannot edit rounds.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'League Has Ended' })).toBeDisabled();
});

it('is read-only in the demo tour', async () => {
  window.localStorage.setItem('demoMode', 'true');
  renderDialog();
  expect(await screen.findByText('Demo mode is read-only: register to edit your real rounds.', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
});

it('edits a round entered hole by hole on its card, sending the holes with their sum', async () => {
  const holePars = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
  const carded = aRound('r1', 'Pebble Creek', 73, {
    holes: 18,
    par: 72,
    holePars,
    strokeIndex: holePars.map((_, i) => i + 1),
    holeScores: [5, ...holePars.slice(1)],
  });
  const { calls } = mockApi({ 'GET /api/auth/user': { body: me }, 'PUT /api/rounds/r1': { body: carded } });
  renderWithProviders(
    <>
      <Toaster />
      <EditRoundDialog round={carded} open onClose={jest.fn()} leagueEnded={false} />
    </>,
  );
  expect(screen.getByLabelText('Score (the sum of your hole scores)')).toHaveAttribute('readonly');
  fireEvent.change(screen.getByLabelText('Hole 2 (par 5)'), { target: { value: '7' } });
  expect(screen.getByLabelText('Score (the sum of your hole scores)')).toHaveValue(75);
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Round Updated')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ score: 75, holeScores: [5, 7, ...holePars.slice(2)] });
});

it("keeps a 9-hole card's own figures on a phone: nine holes, never an 18-hole par-72 course", async () => {
  const holePars = [4, 4, 3, 5, 4, 4, 3, 4, 5];
  const nine = aRound('r9', 'Short Nine', 37, {
    holePars,
    strokeIndex: [1, 3, 5, 7, 9, 2, 4, 6, 8],
    holeScores: [5, ...holePars.slice(1)],
  });
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  try {
    mockApi({ 'GET /api/auth/user': { body: me } });
    const user = userEvent.setup();
    renderWithProviders(<EditRoundDialog round={nine} open onClose={jest.fn()} leagueEnded={false} />);
    expect(screen.getByRole('region', { name: 'Hole 1 of 9' })).toBeInTheDocument();
    expect(screen.getByText(/Total/)).toHaveTextContent('Total 37 (+1 to par)');
    for (let hole = 1; hole < 9; hole += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: 'Hole 9 of 9' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  } finally {
    window.matchMedia = matchMedia;
  }
});
