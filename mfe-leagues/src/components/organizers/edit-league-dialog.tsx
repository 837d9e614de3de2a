// 'Edit League' (organizers; docs/leagues.md, "Organizers"): name, description, end date,
// maximum players (public leagues; never below the members), the courses with their ratings and,
// until the first round is logged, the standings format with its options. The same sections and
// messages as Create League; only what changed is sent (an ended league's past end date stays).
// The server checks the rest (a course with rounds stays, 409) and its message shows.
import {
  formatTraits,
  editLeagueSchema,
  maxPlayersBelowMembers,
  PLAYERS_MAX,
  PLAYERS_MIN,
  stablefordCourseIssues,
  todayIso,
  type League,
} from '@fairway/contracts';
import { runUserAction, zodValidate } from '@fairway/platform';
import { TextField } from '@fairway/platform/forms';
import { Button, Dialog, FormField, TextArea } from '@fairway/ui';
import { setIn } from 'final-form';
import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useEditLeagueMutation, useGetLeagueRoundsInfiniteQuery, type LeagueEdit } from '../../api';
import { CoursesSection, courseRowOf, coursesForValidation, coursesInput, type CourseRow } from '../league-form/course-rows';
import { FormatFields, formatOptionsOf, formatValuesOf, type FormatValues } from '../league-form/format-fields';
import { SkinsFields, skinsInputOf, skinsValuesOf, type SkinsValues } from '../league-form/skins-fields';
import { Actions } from '../league-form/form-layout';

interface EditValues extends FormatValues {
  name: string;
  description: string;
  endDate: string;
  maxPlayers: number | string;
  courses: CourseRow[];
  skins?: SkinsValues;
}

export const FORMAT_LOCKED_HINT = 'The format cannot change once a round is logged.';
const COURSES_HINT = 'A course with rounds logged stays, with at least the rounds a member has logged there.';

const valuesOf = (league: League): EditValues => ({
  name: league.name,
  description: league.description ?? '',
  endDate: league.endDate ?? '',
  maxPlayers: league.maxMembers,
  courses: league.courses.map(courseRowOf),
  ...formatValuesOf(league.format, league.formatOptions),
  skins: skinsValuesOf(league.skins),
});

/** The request: the fields that changed, the whole course list, the format while it may change. */
function editBody(values: EditValues, league: League, formatLocked: boolean): LeagueEdit {
  const body: LeagueEdit = { courses: coursesInput(values.courses ?? []) };
  // final-form holds a cleared field as undefined
  if ((values.name ?? '') !== league.name) body.name = values.name ?? '';
  const description = values.description?.trim() ? values.description : null;
  if (description !== (league.description ?? null)) body.description = description;
  const endDate = values.endDate || null;
  if (endDate !== (league.endDate ?? null)) body.endDate = endDate;
  if (league.privacy === 'public' && Number(values.maxPlayers) !== league.maxMembers) body.maxPlayers = Number(values.maxPlayers);
  const skins = skinsInputOf(values.skins);
  if (JSON.stringify(skins) !== JSON.stringify(league.skins ?? null)) body.skins = skins;
  if (!formatLocked) {
    body.format = values.format;
    body.formatOptions = formatOptionsOf(values);
  }
  return body;
}

const validateSchema = zodValidate(editLeagueSchema);

function validate(values: EditValues, league: League, formatLocked: boolean): Record<string, unknown> {
  const body = editBody(values, league, formatLocked);
  let errors = validateSchema({
    ...body,
    // the typed text, for the creation messages ('At least 2 players required', 'At least 1 round required')
    ...(body.maxPlayers !== undefined ? { maxPlayers: values.maxPlayers ?? 'x' } : {}),
    courses: coursesForValidation(values.courses),
    formatOptions: undefined,
  });
  if (league.privacy === 'public' && !errors.maxPlayers && Number(values.maxPlayers) < league.memberCount) {
    errors = setIn(errors, 'maxPlayers', maxPlayersBelowMembers(league.memberCount)) as Record<string, unknown>;
  }
  if (formatTraits(formatLocked ? league.format : values.format).holeByHole) {
    for (const issue of stablefordCourseIssues(coursesInput(values.courses ?? []))) {
      errors = setIn(errors, issue.path.join('.'), issue.message) as Record<string, unknown>;
    }
  }
  return errors;
}

export function EditLeagueDialog({ league, open, onClose }: { league: League; open: boolean; onClose: () => void }) {
  const [editLeague] = useEditLeagueMutation();
  const rounds = useGetLeagueRoundsInfiniteQuery(league.id);
  const formatLocked = (rounds.data?.pages[0]?.total ?? 0) > 0;
  // Stable while open: new initial values would reset what the organizer typed.
  const initialValues = useMemo(() => valuesOf(league), [league]);

  const submit = async (values: EditValues) => {
    const saved = await runUserAction(() => editLeague({ id: league.id, body: editBody(values, league, formatLocked) }).unwrap(), {
      success: { title: 'League Updated', description: `${values.name} was saved.` },
      failure: { title: 'Update Failed', fallback: 'There was an error saving the league. Please try again.' },
    });
    if (saved) onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title="Edit League" description="Changes are recorded in the league's activity.">
      <Form<EditValues> onSubmit={submit} initialValues={initialValues} validate={(values) => validate(values, league, formatLocked)}>
        {({ handleSubmit, submitting, values, form }) => (
          <form onSubmit={handleSubmit} aria-label="Edit League" noValidate>
            <TextField name="name" label="League Name" />
            <Field<string> name="description">
              {({ input }) => (
                <FormField label="Description (optional)">
                  <TextArea {...input} value={input.value ?? ''} />
                </FormField>
              )}
            </Field>
            <TextField name="endDate" label="End Date (optional)" type="date" inputProps={{ min: todayIso() }} />
            {league.privacy === 'public' ? (
              <TextField
                name="maxPlayers"
                label="Maximum Players"
                type="number"
                inputProps={{ min: Math.max(PLAYERS_MIN, league.memberCount), max: PLAYERS_MAX }}
                hint={`At least the ${league.memberCount} current members, at most ${PLAYERS_MAX}.`}
              />
            ) : null}
            <FormatFields values={values} locked={formatLocked ? FORMAT_LOCKED_HINT : undefined} />
            <SkinsFields values={values.skins} />
            <CoursesSection
              courses={values.courses ?? []}
              onChange={(rows) => form.change('courses', rows)}
              ratingsOpen={formatTraits(values.format).holeByHole}
              hint={COURSES_HINT}
            />
            <Actions>
              <Button $variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Saving...' : 'Save Changes'}
              </Button>
            </Actions>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
