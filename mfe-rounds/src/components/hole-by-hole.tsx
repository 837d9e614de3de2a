// 'Enter hole by hole' (docs/rounds.md, "Hole-by-hole scores"): on a phone one large-target
// screen per hole (a stepper for the strokes, a hole picker, Back / Next); on a wide screen a
// compact grid of all holes. Each hole shows the strokes received (dots), its net score and
// points; the running totals count the holes played only (a hole is played once its strokes
// were set or the golfer moved on from it). Every change writes `holeScores` and the total
// `score` of the form, so the round is submitted (or queued offline) with both.
import {
  courseRatingsOf,
  HOLE_SCORE_MAX,
  HOLE_SCORE_MIN,
  holeFigures,
  playedTotals,
  type Course,
  type HoleFigure,
} from '@fairway/contracts';
import { Button } from '@fairway/ui';
import { useEffect, useState } from 'react';
import type { RoundScoring } from './round-scoring';
import styled from 'styled-components';

const NARROW = '(max-width: 640px)';

function useNarrow(): boolean {
  const query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null;
  const [narrow, setNarrow] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [query]);
  return narrow;
}

const Screen = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  text-align: center;
  h3 {
    margin: 0;
  }
`;

const Stepper = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(3)} 0;
  button {
    min-width: 64px;
    min-height: 64px;
    font-size: 1.75rem;
  }
  output {
    font-size: 2.5rem;
    font-weight: 700;
    min-width: 2.5ch;
  }
`;

const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: 48px;
    flex: 1;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(9, minmax(44px, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  label {
    display: flex;
    flex-direction: column;
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    width: 100%;
    min-height: 44px;
    text-align: center;
    font-size: 1rem;
  }
`;

const Picker = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(44px, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(3)} 0;
  button {
    min-height: 44px;
    padding: 0;
  }
  button[data-played] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  button[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Dots = styled.span`
  letter-spacing: 2px;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface HoleByHoleProps {
  course: Course & { holePars: number[] };
  scores: number[];
  onChange: (scores: number[]) => void;
  /** what the round is scored with (null while the index of the round's day loads; absent:
   * the card alone) */
  scoring?: RoundScoring | null;
  /** a card just started (no hole played yet), not a logged round's */
  fresh?: boolean;
}

/** Hole scores as the form keeps them: one per hole, each starting at the hole's par. */
export function initialHoleScores(course: { holePars: number[] }): number[] {
  return [...course.holePars];
}

const toParText = (value: number) => (value === 0 ? 'E' : value > 0 ? `+${value}` : String(value));

/** Strokes received as dots ("●●"), strokes given back by a plus handicap as "−1". */
export function StrokeDots({ received, hole }: { received: number; hole: number }) {
  if (received === 0) return null;
  const label =
    received > 0
      ? `${received} ${received === 1 ? 'stroke' : 'strokes'} received on hole ${hole}`
      : `${-received} given back on hole ${hole}`;
  return (
    <Dots role="img" aria-label={label} title={label}>
      {received > 0 ? '●'.repeat(received) : `−${-received}`}
    </Dots>
  );
}

const pointsText = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

/** "net 4 · 2 points" for one hole. */
function holeResult(figure: HoleFigure): string {
  return `Net ${figure.net}${figure.points === null ? '' : ` · ${pointsText(figure.points)}`}`;
}

export function HoleByHole({ course, scores, onChange, scoring, fresh = false }: HoleByHoleProps) {
  const narrow = useNarrow();
  const [hole, setHole] = useState(0);
  // A card started here has no hole played yet; a logged or refused round's card is all played.
  const [played, setPlayed] = useState(() => course.holePars.map(() => !fresh));
  const markPlayed = (index: number) => setPlayed((was) => (was[index] ? was : was.map((value, at) => value || at === index)));
  const set = (index: number, value: number) => {
    const next = [...scores];
    next[index] = Math.min(HOLE_SCORE_MAX, Math.max(HOLE_SCORE_MIN, value));
    markPlayed(index);
    onChange(next);
  };
  const ratings = { ...(scoring?.course ?? courseRatingsOf(course)), holePars: course.holePars };
  const figures = holeFigures(scores, ratings, scoring?.strokes.strokes ?? 0, scoring?.indexBefore ?? null);
  const totals = playedTotals(figures, played);
  const all = totals.holes === course.holes;
  const net = scoring
    ? ` · net ${totals.net} (${toParText(totals.net - totals.par)})${totals.points === null ? '' : ` · ${pointsText(totals.points)}`}`
    : '';
  const running = (
    <p role="status" aria-label="Running total">
      {totals.holes === 0 ? (
        'No holes played yet.'
      ) : (
        <>
          {all ? 'Total' : `Through ${totals.holes} ${totals.holes === 1 ? 'hole' : 'holes'}:`} <strong>{totals.gross}</strong> (
          {toParText(totals.gross - totals.par)} to par){net}
        </>
      )}
    </p>
  );

  if (narrow) {
    const par = course.holePars[hole];
    const strokes = scores[hole];
    const figure = scoring ? figures[hole] : null;
    const go = (next: number) => {
      if (next > hole) markPlayed(hole);
      setHole(next);
    };
    return (
      <Screen aria-label={`Hole ${hole + 1} of ${course.holes}`}>
        <h3>
          Hole {hole + 1} of {course.holes}
        </h3>
        <p>
          Par {par}
          {course.strokeIndex ? ` · Stroke index ${course.strokeIndex[hole]}` : ''}
          {figure && figure.received !== 0 ? ' · ' : ''}
          {figure ? <StrokeDots received={figure.received} hole={hole + 1} /> : null}
        </p>
        <Stepper>
          <Button
            type="button"
            $variant="outline"
            aria-label={`One stroke fewer on hole ${hole + 1}`}
            onClick={() => set(hole, strokes - 1)}
          >
            −
          </Button>
          <output aria-label={`Strokes on hole ${hole + 1}`}>{strokes}</output>
          <Button
            type="button"
            $variant="outline"
            aria-label={`One stroke more on hole ${hole + 1}`}
            onClick={() => set(hole, strokes + 1)}
          >
            +
          </Button>
        </Stepper>
        {figure ? <p aria-label={`Hole ${hole + 1} result`}>{holeResult(figure)}</p> : null}
        {running}
        <Nav>
          <Button type="button" $variant="outline" disabled={hole === 0} onClick={() => go(hole - 1)}>
            Back
          </Button>
          <Button type="button" disabled={hole === course.holes - 1} onClick={() => go(hole + 1)}>
            Next
          </Button>
        </Nav>
        <Picker role="group" aria-label="Go to hole">
          {course.holePars.map((_, index) => (
            <Button
              key={index}
              type="button"
              $variant="outline"
              aria-label={`Hole ${index + 1}`}
              aria-current={index === hole ? 'true' : undefined}
              data-played={played[index] ? '' : undefined}
              onClick={() => go(index)}
            >
              {index + 1}
            </Button>
          ))}
        </Picker>
      </Screen>
    );
  }

  return (
    <div>
      <Grid role="group" aria-label="Hole scores">
        {course.holePars.map((par, index) => (
          <label key={index}>
            <span>
              {index + 1} · {par}
            </span>
            {scoring ? <StrokeDots received={figures[index].received} hole={index + 1} /> : null}
            <input
              type="number"
              inputMode="numeric"
              min={HOLE_SCORE_MIN}
              max={HOLE_SCORE_MAX}
              aria-label={`Hole ${index + 1} (par ${par})`}
              value={scores[index]}
              // Typing replaces the hole's figure (it always holds one).
              onFocus={(event) => event.target.select()}
              onChange={(event) => {
                if (event.target.value !== '') set(index, Number(event.target.value));
              }}
            />
            {scoring && figures[index].points !== null ? (
              <small aria-label={`Hole ${index + 1} points`}>{figures[index].points} pts</small>
            ) : null}
          </label>
        ))}
      </Grid>
      {running}
    </div>
  );
}
