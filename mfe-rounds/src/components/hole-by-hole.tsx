// 'Enter hole by hole' (docs/rounds.md, "Hole-by-hole scores"): on a phone one large-target
// screen per hole (a stepper for the strokes, the running total, Back / Next); on a wide screen a
// compact grid of all holes. Every change writes `holeScores` and the total `score` of the form,
// so the round is submitted (or queued offline) with both.
import { HOLE_SCORE_MAX, HOLE_SCORE_MIN, type Course } from '@fairway/contracts';
import { Button } from '@fairway/ui';
import { useEffect, useState } from 'react';
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

const toParText = (value: number) => (value === 0 ? 'E' : value > 0 ? `+${value}` : String(value));

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

export interface HoleByHoleProps {
  course: Course & { holePars: number[] };
  scores: number[];
  onChange: (scores: number[]) => void;
}

/** Hole scores as the form keeps them: one per hole, each starting at the hole's par. */
export function initialHoleScores(course: { holePars: number[] }): number[] {
  return [...course.holePars];
}

export function HoleByHole({ course, scores, onChange }: HoleByHoleProps) {
  const narrow = useNarrow();
  const [hole, setHole] = useState(0);
  const total = scores.reduce((sum, value) => sum + value, 0);
  const parSoFar = course.holePars.slice(0, scores.length).reduce((sum, value) => sum + value, 0);
  const set = (index: number, value: number) => {
    const next = [...scores];
    next[index] = Math.min(HOLE_SCORE_MAX, Math.max(HOLE_SCORE_MIN, value));
    onChange(next);
  };
  const running = (
    <p aria-live="polite">
      Total <strong>{total}</strong> ({toParText(total - parSoFar)} to par)
    </p>
  );

  if (narrow) {
    const par = course.holePars[hole];
    const strokes = scores[hole];
    const throughHere = scores.slice(0, hole + 1).reduce((sum, value) => sum + value, 0);
    return (
      <Screen aria-label={`Hole ${hole + 1} of ${course.holes}`}>
        <h3>
          Hole {hole + 1} of {course.holes}
        </h3>
        <p>
          Par {par}
          {course.strokeIndex ? ` · Stroke index ${course.strokeIndex[hole]}` : ''}
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
        <p>
          Through {hole + 1}: {throughHere}
        </p>
        {running}
        <Nav>
          <Button type="button" $variant="outline" disabled={hole === 0} onClick={() => setHole(hole - 1)}>
            Back
          </Button>
          <Button type="button" disabled={hole === course.holes - 1} onClick={() => setHole(hole + 1)}>
            Next
          </Button>
        </Nav>
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
          </label>
        ))}
      </Grid>
      {running}
    </div>
  );
}
