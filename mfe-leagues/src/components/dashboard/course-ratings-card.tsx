// The league's courses with their tee figures; its organizers edit a course's ratings here
// (PATCH /api/leagues/{id}/courses/{courseId}). Rounds already played keep the figures they were
// played under unless 'Also apply to rounds already played' is ticked (docs/rounds.md).
import { teeFiguresText, type Course, type League } from '@fairway/contracts';
import { runUserAction } from '@fairway/platform';
import { Button, Dialog, List, Muted, SubmitActions, TitledCard } from '@fairway/ui';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useEditCourseRatingsMutation } from '../../api';
import { TeeRatingsFields, teeFigureValues, teeFiguresInput, type TeeFigureValues } from '../tee-ratings-fields';

/** "18 holes, par 72, rating 73.1, slope 128" */
export function courseFiguresText(course: Course): string {
  return `${teeFiguresText(course)}${course.holePars ? ', hole pars' : ''}`;
}

type EditValues = TeeFigureValues & { applyToPlayedRounds?: boolean };

function EditCourseDialog({ league, course, onClose }: { league: League; course: Course; onClose: () => void }) {
  const [edit] = useEditCourseRatingsMutation();
  const submit = async (values: EditValues) => {
    const figures = teeFiguresInput(values);
    const body = {
      ...figures,
      holes: Number(values.holes) === 9 ? 9 : 18,
      holePars: figures.holePars ?? null,
      strokeIndex: figures.strokeIndex ?? null,
      applyToPlayedRounds: Boolean(values.applyToPlayedRounds),
    };
    const saved = await runUserAction(() => edit({ leagueId: league.id, courseId: course.id!, body }).unwrap(), {
      success: { title: 'Course Updated', description: `${course.name}'s ratings were saved.` },
      failure: { title: 'Update Failed', fallback: 'There was an error saving the course. Please try again.' },
    });
    if (saved) onClose();
  };
  return (
    <Dialog open onClose={onClose} title={`Edit ${course.name}`} description="Tee ratings for this course.">
      <Form<EditValues> onSubmit={submit} initialValues={{ ...teeFigureValues(course), applyToPlayedRounds: false }}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} aria-label={`Edit ${course.name}`} noValidate>
            <TeeRatingsFields prefix="" label={course.name} open />
            <Field<boolean> name="applyToPlayedRounds" type="checkbox">
              {({ input }) => (
                <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
                  <input
                    name={input.name}
                    type="checkbox"
                    checked={Boolean(input.checked)}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    style={{ width: 22, height: 22 }}
                  />
                  Also apply to rounds already played (their indexes and standings change too)
                </label>
              )}
            </Field>
            <SubmitActions onCancel={onClose} label="Save Ratings" busyLabel="Saving..." submitting={Boolean(submitting)} />
          </form>
        )}
      </Form>
    </Dialog>
  );
}

export function CourseRatingsCard({ league, canEdit }: { league: League; canEdit: boolean }) {
  const [editing, setEditing] = useState<Course | null>(null);
  return (
    <TitledCard title="Courses">
      <List aria-label="Courses and ratings">
        {league.courses.map((course) => (
          <li key={course.id ?? course.name} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
            <span>
              <strong>{course.name}</strong>
              <br />
              <Muted>{courseFiguresText(course)}</Muted>
            </span>
            {canEdit && course.id ? (
              <Button $variant="outline" $size="sm" onClick={() => setEditing(course)} aria-label={`Edit ratings of ${course.name}`}>
                Edit ratings
              </Button>
            ) : null}
          </li>
        ))}
      </List>
      {editing ? <EditCourseDialog league={league} course={editing} onClose={() => setEditing(null)} /> : null}
    </TitledCard>
  );
}
