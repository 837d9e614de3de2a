// "Tee ratings (optional)": a course's holes, par, course rating, slope and, for hole-by-hole
// play, hole pars (a stepper per hole) and stroke index (docs/rounds.md, "Courses and ratings").
// Collapsed by default: a league without them plays the spec's par-72 course. Used by Create League and by the
// organizer's course editor on the league page.
import type { CourseRatingsInput } from '@fairway/contracts';
import { TextField } from '@fairway/platform/forms';
import { Field } from 'react-final-form';
import { FormField, Select, SelectOptions } from '@fairway/ui';
import styled from 'styled-components';
import { HoleParsField } from './hole-pars-field';

/** The figures as form text (blank = not given). */
export interface TeeFigureValues {
  holes?: number | string;
  par?: number | string;
  rating?: number | string;
  slope?: number | string;
  /** "4, 5, 3, ..." */
  holePars?: string;
  strokeIndex?: string;
}

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const list = (value: string | undefined) =>
  blank(value)
    ? undefined
    : String(value)
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);

/** What the API takes: numbers and lists, absent when blank. */
export function teeFiguresInput(values: TeeFigureValues): Omit<CourseRatingsInput, 'holePars' | 'strokeIndex'> & {
  holePars?: number[];
  strokeIndex?: number[];
} {
  const number = (value: unknown) => (blank(value) ? undefined : Number(value));
  const figures = {
    holes: Number(values.holes) === 9 ? (9 as const) : undefined,
    par: number(values.par),
    rating: number(values.rating),
    slope: number(values.slope),
    holePars: list(values.holePars),
    strokeIndex: list(values.strokeIndex),
  };
  return Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined));
}

/** The form text of a course's figures. */
export function teeFigureValues(course: {
  holes: number;
  par: number;
  rating: number;
  slope: number;
  holePars: number[] | null;
  strokeIndex: number[] | null;
}): TeeFigureValues {
  return {
    holes: String(course.holes),
    par: String(course.par),
    rating: course.rating.toFixed(1),
    slope: String(course.slope),
    holePars: course.holePars?.join(', ') ?? '',
    strokeIndex: course.strokeIndex?.join(', ') ?? '',
  };
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Details = styled.details`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
  > summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const HOLES_OPTIONS = [
  { value: '18', label: '18 holes' },
  { value: '9', label: '9 holes' },
];

/** The fields of one course; `prefix` is the course's form path ('courses[0]', or '' for a form of one course). */
export function TeeRatingsFields({ prefix, label, open }: { prefix: string; label: string; open?: boolean }) {
  const name = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const fields = (
    <>
      <Grid>
        <Field<string> name={name('holes')}>
          {({ input }) => (
            <FormField label="Holes">
              <Select {...input} value={input.value || '18'} aria-label={`${label} holes`}>
                <SelectOptions options={HOLES_OPTIONS} />
              </Select>
            </FormField>
          )}
        </Field>
        <TextField name={name('par')} label="Par" type="number" placeholder="72" inputProps={{ inputMode: 'numeric' }} />
        <TextField
          name={name('rating')}
          label="Course rating"
          type="number"
          placeholder="72.0"
          inputProps={{ step: 0.1, inputMode: 'decimal' }}
        />
        <TextField
          name={name('slope')}
          label="Slope"
          type="number"
          placeholder="113"
          inputProps={{ min: 55, max: 155, inputMode: 'numeric' }}
        />
      </Grid>
      <HoleParsField name={name('holePars')} holesName={name('holes')} label={label} />
      <TextField name={name('strokeIndex')} label="Stroke index, hole 1 first" placeholder="7, 3, 15, 1, ..." />
    </>
  );
  if (open) return fields;
  return (
    <Details>
      <summary>Tee ratings (optional)</summary>
      {fields}
    </Details>
  );
}
