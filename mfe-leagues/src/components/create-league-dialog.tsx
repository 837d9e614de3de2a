// 'Create New League'. Public leagues show Maximum Players and have no
// invitees; invite-only leagues hide it and start with one empty invitee row. Course and
// invitee rows can be removed only while more than one remains. Only 'casual' is selectable.
import { useCallback } from 'react';
import { Field, Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useNavigate } from 'react-router-dom';
import {
  formatTraits,
  createLeagueSchema,
  DEFAULT_LEAGUE_FORMAT,
  DEFAULT_MAX_MEMBERS,
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
import { CoursesSection, coursesForValidation, coursesInput, emptyCourse, type CourseRow } from './league-form/course-rows';
import { FormatFields, formatOptionsOf, formatValuesOf, type FormatValues } from './league-form/format-fields';
import { SkinsFields, skinsInputOf, skinsValuesOf, type SkinsValues } from './league-form/skins-fields';
import { Actions, InviteeBox, RemoveRow, Section, withoutRow } from './league-form/form-layout';

interface InviteeRow {
  name: string;
  email: string;
}
export interface CreateLeagueValues extends FormatValues {
  name: string;
  description: string;
  type: LeagueType;
  privacy: LeaguePrivacy;
  maxPlayers?: number | string;
  endDate: string;
  courses: CourseRow[];
  invitedMembers: InviteeRow[];
  /** points: the first window's first day (the format and its options come with FormatValues) */
  startDate?: string;
  skins?: SkinsValues;
}

const LEAGUE_TYPE_OPTIONS = LEAGUE_TYPES.map((type) => {
  const selectable = SELECTABLE_LEAGUE_TYPES.includes(type);
  return { value: type, label: selectable ? typeLabel(type) : `${typeLabel(type)} (not currently available)`, disabled: !selectable };
});

const PRIVACY_OPTIONS = [
  { value: 'public', label: 'Public - anyone can join' },
  { value: 'invite', label: 'Invite Only - only invited golfers' },
];

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
  ...formatValuesOf(),
  startDate: '',
  skins: skinsValuesOf(null),
});

const validateSchema = zodValidate(createLeagueSchema);
/** The schema sees the courses' tee figures as the API will (numbers and lists). */
const validate = (values: CreateLeagueValues) =>
  validateSchema({
    ...values,
    courses: coursesForValidation(values.courses),
    skins: skinsInputOf(values.skins),
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
    courses: coursesInput(values.courses),
    invitedMembers: isPublic ? [] : values.invitedMembers,
    ...(values.format && values.format !== DEFAULT_LEAGUE_FORMAT ? { format: values.format, formatOptions: formatOptionsOf(values) } : {}),
    ...(formatTraits(values.format).usesWindows && values.startDate ? { startDate: values.startDate } : {}),
    ...(values.skins?.on ? { skins: skinsInputOf(values.skins) } : {}),
  };
}

const DemoNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
              <FormatFields values={values} startDate />
              <SkinsFields values={values.skins} />
              <CoursesSection
                courses={courses}
                onChange={(rows) => form.change('courses', rows)}
                ratingsOpen={formatTraits(values.format).holeByHole}
              />

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
