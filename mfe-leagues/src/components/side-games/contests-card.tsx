// The week's closest-to-the-pin and longest-drive results (docs/side-games.md); organizers record
// and delete them here.
import {
  CONTEST_KINDS,
  CONTEST_LABELS,
  CONTEST_UNITS,
  contestSchema,
  type Contest,
  type ContestKind,
  type ContestUnit,
  type League,
} from '@fairway/contracts';
import { runUserAction, useGetLeagueMembersQuery, zodValidate } from '@fairway/platform';
import { TextField } from '@fairway/platform/forms';
import { Button, FormField, List, Muted, Select, SelectOptions, TitledCard } from '@fairway/ui';
import { Field, Form } from 'react-final-form';
import { useDeleteContestMutation, useGetContestsQuery, useRecordContestMutation } from '../../api';

interface ContestValues {
  kind: ContestKind;
  hole: string;
  winner: string;
  distance: string;
  unit: ContestUnit;
  prize: string;
}

const UNIT_LABELS: Record<string, string> = { ft: 'feet', yd: 'yards', m: 'metres' };
const KIND_OPTIONS = CONTEST_KINDS.map((kind) => ({ value: kind, label: CONTEST_LABELS[kind] }));

/** "Closest to the pin, hole 7: Nina Park, 4.5 ft (prize: a sleeve of balls)" */
export function contestText(contest: Contest): string {
  const prize = contest.prize ? ` (prize: ${contest.prize})` : '';
  const where = contest.course ? ` at ${contest.course}` : '';
  return `${CONTEST_LABELS[contest.kind]}, hole ${contest.hole}${where}: ${contest.winnerName}, ${contest.distance} ${contest.unit}${prize}`;
}

/** The request: numbers as numbers (a blank stays absent, for the schema's message). */
const number = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : Number(text));
const inputOf = (values: ContestValues, week: string) => ({
  week,
  kind: values.kind,
  hole: number(values.hole),
  winner: values.winner ?? '',
  distance: number(values.distance),
  unit: values.unit,
  prize: values.prize?.trim() ? values.prize.trim() : null,
});
const validateContest = zodValidate(contestSchema);

function RecordContestForm({ league, week }: { league: League; week: string }) {
  const members = useGetLeagueMembersQuery(league.id);
  const [record] = useRecordContestMutation();
  const winners = (members.data ?? []).map((member) => ({
    value: member.userId,
    label: `${member.user.firstName} ${member.user.lastName}`.trim(),
  }));
  const submit = async (values: ContestValues, form: { reset: () => void }) => {
    const done = await runUserAction(() => record({ id: league.id, body: inputOf(values, week) }).unwrap(), {
      success: { title: 'Result Recorded', description: `${CONTEST_LABELS[values.kind]} on hole ${values.hole} was recorded.` },
      failure: { title: 'Could Not Record', fallback: 'There was an error recording the result. Please try again.' },
    });
    if (done) setTimeout(form.reset);
  };
  return (
    <Form<ContestValues>
      onSubmit={submit}
      initialValues={{ kind: 'closest-to-the-pin', hole: '', winner: '', distance: '', unit: 'ft', prize: '' }}
      validate={(values) => validateContest(inputOf(values, week))}
    >
      {({ handleSubmit, submitting, values, form }) => (
        <form onSubmit={handleSubmit} aria-label="Record a contest result" noValidate style={{ marginTop: 12 }}>
          <Field<string> name="kind">
            {({ input }) => (
              <FormField label="Contest">
                <Select
                  {...input}
                  onChange={(event) => {
                    input.onChange(event);
                    form.change('unit', CONTEST_UNITS[event.target.value as ContestKind][0]);
                  }}
                >
                  <SelectOptions options={KIND_OPTIONS} />
                </Select>
              </FormField>
            )}
          </Field>
          <TextField name="hole" label="Hole" type="number" inputProps={{ min: 1, max: 18, inputMode: 'numeric' }} />
          <Field<string> name="winner">
            {({ input, meta }) => (
              <FormField label="Winner" error={meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined}>
                <Select {...input}>
                  <SelectOptions first={{ value: '', label: 'Choose the winner' }} options={winners} />
                </Select>
              </FormField>
            )}
          </Field>
          <TextField name="distance" label="Distance" type="number" inputProps={{ min: 0, step: 0.1, inputMode: 'decimal' }} />
          <Field<string> name="unit">
            {({ input }) => (
              <FormField label="Unit">
                <Select {...input}>
                  <SelectOptions options={CONTEST_UNITS[values.kind].map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }))} />
                </Select>
              </FormField>
            )}
          </Field>
          <TextField name="prize" label="Prize (optional)" />
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Recording...' : 'Record Result'}
          </Button>
        </form>
      )}
    </Form>
  );
}

export function ContestsCard({ league, week }: { league: League; week: string }) {
  const contests = useGetContestsQuery({ id: league.id, week });
  const [remove] = useDeleteContestMutation();
  const list = contests.data ?? [];
  const canEdit = Boolean(league.isAdmin && !league.nextLeagueId);
  return (
    <TitledCard titleId="contests-title" title="Closest to the Pin & Longest Drive">
      {list.length === 0 ? (
        <Muted>No results recorded this week.</Muted>
      ) : (
        <List aria-label="Contest results">
          {list.map((contest) => (
            <li key={contest.id} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center', minHeight: 44 }}>
              <span>{contestText(contest)}</span>
              {canEdit ? (
                <Button
                  $variant="outline"
                  aria-label={`Delete ${CONTEST_LABELS[contest.kind]} on hole ${contest.hole}`}
                  onClick={() =>
                    void runUserAction(() => remove({ id: league.id, contestId: contest.id }).unwrap(), {
                      success: { title: 'Result Deleted' },
                      failure: { title: 'Could Not Delete', fallback: 'There was an error deleting the result. Please try again.' },
                    })
                  }
                >
                  Delete
                </Button>
              ) : null}
            </li>
          ))}
        </List>
      )}
      {canEdit ? <RecordContestForm league={league} week={week} /> : null}
    </TitledCard>
  );
}
