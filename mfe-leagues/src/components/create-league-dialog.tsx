// 'Create New League'. Public leagues show Maximum Players and have no
// invitees; invite-only leagues hide it and start with one empty invitee row. Course and
// invitee rows can be removed only while more than one remains. Only 'casual' is selectable.
import { useCallback } from 'react';
import { Field, Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useNavigate } from 'react-router-dom';
import {
  COURSE_ROUNDS_MAX,
  COURSE_ROUNDS_MIN,
  createLeagueSchema,
  DEFAULT_FORMAT_OPTIONS,
  DEFAULT_LEAGUE_FORMAT,
  DEFAULT_MAX_MEMBERS,
  FORMAT_LABELS,
  formatExplanation,
  LEAGUE_FORMATS,
  resolveFormatOptions,
  WINDOW_WEEKS,
  type FormatOptions,
  type LeagueFormat,
  LEAGUE_TYPES,
  PLAYERS_MAX,
  PLAYERS_MIN,
  REDIRECT_DELAY_MS,
  SELECTABLE_LEAGUE_TYPES,
  todayIso,
  type CreateLeagueInput,
  type LeaguePrivacy,
  type LeagueType,
} from '@fairway/contracts';
import { failureToast, type HostedDialogProps, shownError, toast, useCurrentUser, zodValidate } from '@fairway/platform';
import { Button, Dialog, FormField, Select, SelectOptions, TextArea } from '@fairway/ui';
import styled from 'styled-components';
import { useCreateLeagueMutation } from '../api';
import { typeLabel } from '../lib/format';
import { TextField } from '@fairway/platform/forms';
import { TeeRatingsFields, teeFiguresInput, type TeeFigureValues } from './tee-ratings-fields';

interface CourseRow extends TeeFigureValues {
  name: string;
  rounds: number | string;
}
interface InviteeRow {
  name: string;
  email: string;
}
export interface CreateLeagueValues {
  name: string;
  description: string;
  type: LeagueType;
  privacy: LeaguePrivacy;
  maxPlayers?: number | string;
  endDate: string;
  courses: CourseRow[];
  invitedMembers: InviteeRow[];
  /** standings format and its options (sent as format / formatOptions / startDate) */
  format?: LeagueFormat;
  bestRounds?: number | string;
  windowWeeks?: number | string;
  pointsTable?: string;
  participationPoints?: number | string;
  confirmedOnly?: boolean;
  startDate?: string;
}

const FORMAT_OPTIONS = LEAGUE_FORMATS.map((format) => ({ value: format, label: FORMAT_LABELS[format] }));
const WINDOW_OPTIONS = WINDOW_WEEKS.map((weeks) => ({ value: String(weeks), label: weeks === 1 ? '1 week' : `${weeks} weeks` }));

const LEAGUE_TYPE_OPTIONS = LEAGUE_TYPES.map((type) => {
  const selectable = SELECTABLE_LEAGUE_TYPES.includes(type);
  return { value: type, label: selectable ? typeLabel(type) : `${typeLabel(type)} (not currently available)`, disabled: !selectable };
});

const PRIVACY_OPTIONS = [
  { value: 'public', label: 'Public - anyone can join' },
  { value: 'invite', label: 'Invite Only - only invited golfers' },
];

const emptyCourse = (): CourseRow => ({ name: '', rounds: 1 });
const emptyInvitee = (): InviteeRow => ({ name: '', email: '' });

export const initialCreateLeagueValues = (): CreateLeagueValues => ({
  name: '',
  description: '',
  type: 'casual',
  privacy: 'public',
  maxPlayers: DEFAULT_MAX_MEMBERS,
  endDate: '',
  courses: [emptyCourse()],
  invitedMembers: [],
  format: DEFAULT_LEAGUE_FORMAT,
  bestRounds: DEFAULT_FORMAT_OPTIONS.bestRounds,
  windowWeeks: String(DEFAULT_FORMAT_OPTIONS.windowWeeks),
  pointsTable: DEFAULT_FORMAT_OPTIONS.pointsTable.join(', '),
  participationPoints: DEFAULT_FORMAT_OPTIONS.participationPoints,
  confirmedOnly: false,
  startDate: '',
});

/** The format's options as the API takes them (only those the format uses). */
function formatOptionsOf(values: CreateLeagueValues): Partial<FormatOptions> {
  if (values.format === 'net-average' || values.format === 'stableford') return { bestRounds: Number(values.bestRounds) };
  if (values.format !== 'points') return {};
  const table = (values.pointsTable ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  return {
    windowWeeks: Number(values.windowWeeks) as FormatOptions['windowWeeks'],
    pointsTable: table,
    participationPoints: Number(values.participationPoints),
    confirmedOnly: Boolean(values.confirmedOnly),
  };
}

const validateSchema = zodValidate(createLeagueSchema);
/** The schema sees the courses' tee figures as the API will (numbers and lists). */
const validate = (values: CreateLeagueValues) =>
  validateSchema({
    ...values,
    courses: (values.courses ?? []).map((course) => ({ name: course.name, rounds: course.rounds, ...teeFiguresInput(course) })),
  });

/** The request body: numbers as numbers, blanks as absent. */
export function toCreateLeagueInput(values: CreateLeagueValues): CreateLeagueInput {
  const isPublic = values.privacy === 'public';
  return {
    name: values.name,
    description: values.description?.trim() ? values.description : null,
    type: values.type,
    privacy: values.privacy,
    maxPlayers: isPublic && values.maxPlayers !== '' && values.maxPlayers !== undefined ? Number(values.maxPlayers) : undefined,
    endDate: values.endDate || null,
    courses: values.courses.map((course) => ({ name: course.name, rounds: Number(course.rounds), ...teeFiguresInput(course) })),
    invitedMembers: isPublic ? [] : values.invitedMembers,
    ...(values.format && values.format !== DEFAULT_LEAGUE_FORMAT ? { format: values.format, formatOptions: formatOptionsOf(values) } : {}),
    ...(values.format === 'points' && values.startDate ? { startDate: values.startDate } : {}),
  };
}

// A course (name, rounds, Remove) or an invitee (name, email, Remove) on one line; stacked on a
// phone: the name (and the email) full width, then the rest.
const PHONE = '(max-width: 480px)';

const RowBox = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 110px auto;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  @media ${PHONE} {
    grid-template-columns: minmax(0, 1fr) auto;
    > :first-child {
      grid-column: 1 / -1;
    }
    & + & {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
      padding-top: ${({ theme }) => theme.space(2)};
    }
  }
`;

const InviteeBox = styled(RowBox)`
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  @media ${PHONE} {
    grid-template-columns: minmax(0, 1fr) auto;
    > :nth-child(2) {
      grid-column: 1;
    }
  }
`;

const Section = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

const RemoveButton = styled(Button)`
  margin-top: 26px;
`;

/** 'Remove' for one row of a repeated group (courses, invitees); the last row stays, an empty cell in its place. */
function RemoveRow({ label, onlyRow, onRemove }: { label: string; onlyRow: boolean; onRemove: () => void }) {
  if (onlyRow) return <span />;
  return (
    <RemoveButton $variant="ghost" $size="sm" aria-label={label} onClick={onRemove}>
      Remove
    </RemoveButton>
  );
}

const withoutRow = <T,>(rows: readonly T[], index: number): T[] => rows.filter((_, i) => i !== index);

const DemoNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export function CreateLeagueDialog({ open, onClose }: HostedDialogProps) {
  const navigate = useNavigate();
  const { isDemo } = useCurrentUser();
  const [createLeague] = useCreateLeagueMutation();

  const onSubmit = useCallback(
    async (values: CreateLeagueValues, form: FormApi<CreateLeagueValues>) => {
      try {
        const league = await createLeague(toCreateLeagueInput(values)).unwrap();
        toast({ title: 'League Created!', description: `${league.name} is ready for players.` });
        form.restart(initialCreateLeagueValues());
        onClose();
        setTimeout(() => navigate(`/leagues/${league.id}`), REDIRECT_DELAY_MS);
      } catch (error) {
        failureToast(error, 'Creation Failed', 'There was an error creating your league. Please try again.');
      }
    },
    [createLeague, navigate, onClose],
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Create New League"
      description="Set up a casual league and invite golfers to play on their own schedule."
    >
      <Form<CreateLeagueValues> onSubmit={onSubmit} validate={validate} initialValues={initialCreateLeagueValues()}>
        {({ handleSubmit, submitting, values, form }) => {
          const setPrivacy = (privacy: LeaguePrivacy) =>
            form.batch(() => {
              form.change('privacy', privacy);
              if (privacy === 'public') {
                form.change('maxPlayers', DEFAULT_MAX_MEMBERS);
                form.change('invitedMembers', []);
              } else {
                form.change('maxPlayers', undefined);
                form.change('invitedMembers', [emptyInvitee()]);
              }
            });
          const courses = values.courses ?? [];
          const invitees = values.invitedMembers ?? [];
          return (
            <form onSubmit={handleSubmit} noValidate aria-label="Create New League">
              <TextField name="name" label="League Name" placeholder="e.g. Sunday Morning Swingers" />
              <Field<string> name="description">
                {({ input }) => (
                  <FormField label="Description (optional)">
                    <TextArea {...input} value={input.value ?? ''} placeholder="What is this league about?" />
                  </FormField>
                )}
              </Field>
              <Field<string> name="type">
                {({ input, meta }) => (
                  <FormField label="League Type" error={shownError(meta)} hint="Only casual leagues can be created right now.">
                    <Select {...input}>
                      <SelectOptions options={LEAGUE_TYPE_OPTIONS} />
                    </Select>
                  </FormField>
                )}
              </Field>
              <FormField label="Privacy">
                <Select value={values.privacy} onChange={(event) => setPrivacy(event.target.value as LeaguePrivacy)}>
                  <SelectOptions options={PRIVACY_OPTIONS} />
                </Select>
              </FormField>
              {values.privacy === 'public' ? (
                <TextField
                  name="maxPlayers"
                  label="Maximum Players"
                  type="number"
                  inputProps={{ min: PLAYERS_MIN, max: PLAYERS_MAX }}
                  hint={`Between ${PLAYERS_MIN} and ${PLAYERS_MAX} players.`}
                />
              ) : null}
              <TextField name="endDate" label="End Date (optional)" type="date" inputProps={{ min: todayIso() }} />
              <Field<string> name="format">
                {({ input }) => (
                  <FormField
                    label="Standings Format"
                    hint={formatExplanation(
                      (input.value || DEFAULT_LEAGUE_FORMAT) as LeagueFormat,
                      resolveFormatOptions(formatOptionsOf(values)),
                    )}
                  >
                    <Select {...input}>
                      <SelectOptions options={FORMAT_OPTIONS} />
                    </Select>
                  </FormField>
                )}
              </Field>
              {values.format === 'net-average' || values.format === 'stableford' ? (
                <TextField name="bestRounds" label="Best rounds that count" type="number" inputProps={{ min: 1, max: 10 }} />
              ) : null}
              {values.format === 'points' ? (
                <Section>
                  <legend>Play windows</legend>
                  <Field<string> name="windowWeeks">
                    {({ input }) => (
                      <FormField label="Window length">
                        <Select {...input}>
                          <SelectOptions options={WINDOW_OPTIONS} />
                        </Select>
                      </FormField>
                    )}
                  </Field>
                  <TextField name="startDate" label="First window starts (optional, default today)" type="date" />
                  <TextField name="pointsTable" label="Points by place (comma separated)" />
                  <TextField name="participationPoints" label="Points just for playing" type="number" inputProps={{ min: 0, max: 5 }} />
                  <Field<boolean> name="confirmedOnly" type="checkbox">
                    {({ input }) => (
                      <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
                        <input
                          type="checkbox"
                          name={input.name}
                          checked={Boolean(input.checked)}
                          onChange={input.onChange}
                          onBlur={input.onBlur}
                          style={{ width: 22, height: 22 }}
                        />
                        Count a round only once a playing partner confirmed it
                      </label>
                    )}
                  </Field>
                </Section>
              ) : null}

              <Section>
                <legend>Courses</legend>
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
                        onRemove={() => form.change('courses', withoutRow(courses, index))}
                      />
                    </RowBox>
                    <TeeRatingsFields prefix={`courses[${index}]`} label={`Course ${index + 1}`} />
                  </div>
                ))}
                <Button $variant="outline" $size="sm" onClick={() => form.change('courses', [...courses, emptyCourse()])}>
                  Add Course
                </Button>
              </Section>

              {values.privacy === 'invite' ? (
                <Section>
                  <legend>Invite Members</legend>
                  {invitees.map((_, index) => (
                    <InviteeBox key={index}>
                      <TextField name={`invitedMembers[${index}].name`} label={`Invitee ${index + 1} name`} placeholder="Name" />
                      <TextField name={`invitedMembers[${index}].email`} label="Email" type="email" placeholder="golfer@example.com" />
                      <RemoveRow
                        label={`Remove invitee ${index + 1}`}
                        onlyRow={invitees.length <= 1}
                        onRemove={() => form.change('invitedMembers', withoutRow(invitees, index))}
                      />
                    </InviteeBox>
                  ))}
                  <Button $variant="outline" $size="sm" onClick={() => form.change('invitedMembers', [...invitees, emptyInvitee()])}>
                    Add Invitee
                  </Button>
                </Section>
              ) : null}

              {isDemo ? <DemoNote role="note">Demo mode is a read-only tour: register to create real leagues.</DemoNote> : null}
              <Actions>
                <Button $variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                {/* The demo user cannot save real data; submit is disabled. */}
                <Button type="submit" disabled={submitting || isDemo}>
                  {submitting ? 'Creating...' : 'Create League'}
                </Button>
              </Actions>
            </form>
          );
        }}
      </Form>
    </Dialog>
  );
}
