// A course's hole pars as a grid of steppers, one per hole (− par +), instead of a list typed
// into one narrow text box on a phone. The form keeps the pars as text ("4, 5, 3, ...", blank =
// not given: tee-ratings-fields.tsx reads it), so the grid starts with "Enter hole pars" (every
// hole a par 4) and can be cleared again. The number of steppers follows the course's holes.
import { HOLE_PAR_MAX, HOLE_PAR_MIN } from '@fairway/contracts';
import { shownError } from '@fairway/platform';
import { Button } from '@fairway/ui';
import { useEffect } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';

/** The par a hole starts with: 18 of them make the usual par 72. */
const FIRST_PAR = 4;

const Fieldset = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Grid = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  display: grid;
  /* Two holes a row on a phone (each stepper is two 44 px buttons and the par), more on a wider screen. */
  grid-template-columns: repeat(auto-fill, minmax(136px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Hole = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
  output {
    min-width: 1.5ch;
    text-align: center;
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

/** The pars in the form's text; an empty list when none were given. */
export function holeParsOf(text: string | undefined | null): number[] {
  return String(text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
}

/** `pars` made `holes` long: holes added play par 4, holes taken away drop off the end. */
export function fittedPars(pars: readonly number[], holes: number): number[] {
  return Array.from({ length: holes }, (_, hole) => pars[hole] ?? FIRST_PAR);
}

const holesOf = (value: unknown) => (Number(value) === 9 ? 9 : 18);

/** `name`: the form's hole pars text; `holesName`: its holes (18 or 9); `label`: the course, for
 * the controls' names ("Course 1", "Pebble Creek"). */
export function HoleParsField({ name, holesName, label }: { name: string; holesName: string; label: string }) {
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, submitError: true, submitFailed: true } });
  const holes = holesOf(useField(holesName, { subscription: { value: true } }).input.value);
  const pars = holeParsOf(input.value);
  const given = pars.length > 0;
  const { onChange } = input;
  const text = String(input.value ?? '');
  // A course changed between 18 and 9 holes keeps the pars it has for the holes it still has.
  useEffect(() => {
    const current = holeParsOf(text);
    if (current.length > 0 && current.length !== holes) onChange(fittedPars(current, holes).join(', '));
  }, [holes, text, onChange]);
  const error = shownError(meta);
  const shown = fittedPars(pars, holes);
  const set = (hole: number, par: number) => onChange(shown.map((value, index) => (index === hole ? par : value)).join(', '));
  const total = shown.reduce((sum, par) => sum + par, 0);

  return (
    <Fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend>Hole pars (for hole-by-hole scores)</legend>
      {given ? (
        <>
          <Grid role="group" aria-label={`Hole pars of ${label}`}>
            {shown.map((par, hole) => (
              <Hole key={hole} role="group" aria-label={`Hole ${hole + 1}`}>
                <span aria-hidden="true">{hole + 1}</span>
                <Button
                  $variant="outline"
                  $size="icon"
                  aria-label={`Lower the par of hole ${hole + 1}`}
                  disabled={par <= HOLE_PAR_MIN}
                  onClick={() => set(hole, par - 1)}
                >
                  −
                </Button>
                <output aria-label={`Par of hole ${hole + 1}`}>{par}</output>
                <Button
                  $variant="outline"
                  $size="icon"
                  aria-label={`Raise the par of hole ${hole + 1}`}
                  disabled={par >= HOLE_PAR_MAX}
                  onClick={() => set(hole, par + 1)}
                >
                  +
                </Button>
              </Hole>
            ))}
          </Grid>
          <Footer>
            <span role="status">Total par {total}</span>
            <Button $variant="ghost" $size="sm" aria-label={`Clear the hole pars of ${label}`} onClick={() => onChange('')}>
              Clear hole pars
            </Button>
          </Footer>
        </>
      ) : (
        <Button
          $variant="outline"
          $size="sm"
          aria-label={`Enter the hole pars of ${label}`}
          onClick={() => onChange(fittedPars([], holes).join(', '))}
        >
          Enter hole pars
        </Button>
      )}
      {error ? (
        <ErrorText id={`${name}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Fieldset>
  );
}
