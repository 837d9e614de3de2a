// The Courses section of Create League and Edit League: one row per course (name, rounds allowed,
// Remove while more than one remains) with its tee ratings. A Stableford league shows the ratings
// open: it needs every course's hole pars and stroke index (docs/leagues.md, "Formats").
import { COURSE_ROUNDS_MAX, COURSE_ROUNDS_MIN, type CourseRatingsInput } from '@fairway/contracts';
import { TextField } from '@fairway/platform/forms';
import { Button } from '@fairway/ui';
import { TeeRatingsFields, teeFiguresInput, teeFigureValues, type TeeFigureValues } from '../tee-ratings-fields';
import { RemoveRow, RowBox, Section, withoutRow } from './form-layout';

export interface CourseRow extends TeeFigureValues {
  name: string;
  rounds: number | string;
}

export const emptyCourse = (): CourseRow => ({ name: '', rounds: 1 });

/** A league's course as a form row. */
export const courseRowOf = (course: { name: string; rounds: number | null } & Parameters<typeof teeFigureValues>[0]): CourseRow => ({
  name: course.name,
  rounds: course.rounds ?? 1,
  ...teeFigureValues(course),
});

/** The rows as the API takes them (numbers and lists, blanks absent). */
export function coursesInput(rows: readonly CourseRow[]): Array<{ name: string; rounds: number } & CourseRatingsInput> {
  return rows.map((course) => ({ name: course.name, rounds: Number(course.rounds), ...teeFiguresInput(course) }));
}

/** The same, keeping the rounds as typed, for the schema's messages ('At least 1 round required'). */
export const coursesForValidation = (rows: readonly CourseRow[] | undefined) =>
  (rows ?? []).map((course) => ({ name: course.name, rounds: course.rounds, ...teeFiguresInput(course) }));

export function CoursesSection({
  courses,
  onChange,
  ratingsOpen,
  hint,
}: {
  courses: CourseRow[];
  onChange: (courses: CourseRow[]) => void;
  ratingsOpen: boolean;
  hint?: string;
}) {
  return (
    <Section>
      <legend>Courses</legend>
      {hint ? <p style={{ margin: '0 0 8px' }}>{hint}</p> : null}
      {courses.map((_, index) => (
        <div key={index}>
          <RowBox>
            <TextField name={`courses[${index}].name`} label={`Course ${index + 1} name`} placeholder="Course name" />
            <TextField
              name={`courses[${index}].rounds`}
              label="Rounds"
              type="number"
              inputProps={{ min: COURSE_ROUNDS_MIN, max: COURSE_ROUNDS_MAX }}
            />
            <RemoveRow
              label={`Remove course ${index + 1}`}
              onlyRow={courses.length <= 1}
              onRemove={() => onChange(withoutRow(courses, index))}
            />
          </RowBox>
          <TeeRatingsFields prefix={`courses[${index}]`} label={`Course ${index + 1}`} open={ratingsOpen} />
        </div>
      ))}
      <Button $variant="outline" $size="sm" onClick={() => onChange([...courses, emptyCourse()])}>
        Add Course
      </Button>
    </Section>
  );
}
