// 'Edit Round': date, score, notes of the owner's own round; a round entered hole by hole is
// edited hole by hole (its score is their sum), so its card is never dropped by a new total (a
// Stableford league takes cards only). Blocked in an ended league with the red notice and a
// disabled 'League Has Ended' button; read-only in the demo tour.
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import {
  courseRatingsOf,
  LEAGUE_ENDED_EDIT_MESSAGE,
  roundDateProblem,
  roundEditSchema,
  scoreError,
  SCORE_MAX,
  SCORE_MIN,
  todayIso,
  type Round,
  type RoundEditInput,
} from '@fairway/contracts';
import { api, failureToast, redirectToLogin, toast, useAppDispatch, useCurrentUser, zodValidate } from '@fairway/platform';
import { ROUND_WRITE_TAGS, sendRoundSubmission } from '@fairway/platform/state-free';
import { Dialog, SubmitActions } from '@fairway/ui';
import { TextField } from '@fairway/platform/forms';
import { NotesField } from './form-fields';
import { HoleByHole } from './hole-by-hole';
import { Notice } from './notice';

export interface EditRoundDialogProps {
  round: Round | null;
  open: boolean;
  onClose: () => void;
  leagueEnded: boolean;
  leagueEndDate?: string | null;
}

interface FormValues extends Omit<RoundEditInput, 'score'> {
  score: string | number;
}

const validateSchema = zodValidate(roundEditSchema);

/** The figures the round was played under; any the answer lacks take the neutral course of the
 * card's length (par from the hole pars, rating = par, slope 113). */
function roundCourse(round: Round, holePars: number[]) {
  return courseRatingsOf({
    holes: round.holes ?? (holePars.length === 9 ? 9 : 18),
    par: round.par,
    rating: round.rating,
    slope: round.slope,
    holePars,
    strokeIndex: round.strokeIndex,
  });
}

export function EditRoundDialog({ round, open, onClose, leagueEnded, leagueEndDate }: EditRoundDialogProps) {
  const dispatch = useAppDispatch();
  const { isDemo, user } = useCurrentUser();
  // The card and the pars it was played on, when the round was entered hole by hole.
  const card =
    round?.holeScores && round.holePars && round.holeScores.length === round.holePars.length
      ? { course: { name: round.course, rounds: 1, ...roundCourse(round, round.holePars), holePars: round.holePars } }
      : null;
  const initialValues = useMemo<FormValues>(
    () => ({
      date: round?.date ?? '',
      score: round?.score ?? '',
      notes: round?.notes ?? '',
      ...(round?.holeScores ? { holeScores: round.holeScores } : {}),
    }),
    [round],
  );

  function validate(values: FormValues): Record<string, string> {
    const errors: Record<string, string> = { ...((validateSchema(values) as Record<string, string> | undefined) ?? {}) };
    if (values.date && !errors.date) {
      const problem = roundDateProblem(values.date, leagueEndDate);
      if (problem) errors.date = problem;
    }
    if (!errors.score && values.score !== '') {
      const problem = scoreError(Number(values.score), round?.holes ?? 18);
      if (problem) errors.score = problem;
    }
    return errors;
  }

  async function onSubmit(values: FormValues) {
    if (!round || !user) {
      toast({ title: 'No round selected', variant: 'destructive' });
      return;
    }
    // Queued with an idempotency key like a new round: a lost answer or a second tap saves once.
    const result = await sendRoundSubmission({
      userId: user.id,
      kind: 'edit',
      roundId: round.id,
      round: roundEditSchema.parse(values),
      leagueName: round.leagueName ?? round.league?.name ?? '',
    });
    if (result.outcome === 'unauthorized') {
      redirectToLogin();
      return;
    }
    if (result.outcome === 'refused') {
      failureToast(
        { status: result.status, message: `${result.status}: ${result.message}`, data: result.data },
        'Update Failed',
        'There was an error updating your round. Please try again.',
      );
      return;
    }
    if (result.outcome === 'waiting')
      toast({ title: 'Waiting to sync', description: 'Your change is saved on this device and will be sent by itself.' });
    else {
      dispatch(api.util.invalidateTags([...ROUND_WRITE_TAGS]));
      toast({ title: 'Round Updated', description: 'Your round has been updated.' });
    }
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Edit Round"
      description={round ? `${round.course}${round.leagueName ? ` - ${round.leagueName}` : ''}` : undefined}
    >
      <Form<FormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
        {({ handleSubmit, submitting, values, form }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Edit round">
            {leagueEnded ? <Notice $tone="danger">{LEAGUE_ENDED_EDIT_MESSAGE}</Notice> : null}
            {isDemo && !leagueEnded ? <Notice $tone="muted">Demo mode is read-only: register to edit your real rounds.</Notice> : null}
            <TextField name="date" label="Date" type="date" disabled={leagueEnded} inputProps={{ max: todayIso() }} />
            {card && values.holeScores && !leagueEnded ? (
              <HoleByHole
                course={card.course}
                scores={values.holeScores}
                onChange={(scores) =>
                  form.batch(() => {
                    form.change('holeScores', scores);
                    form.change(
                      'score',
                      scores.reduce((sum, strokes) => sum + strokes, 0),
                    );
                  })
                }
              />
            ) : null}
            <TextField
              name="score"
              label={card ? 'Score (the sum of your hole scores)' : 'Score'}
              type="number"
              disabled={leagueEnded}
              inputProps={{ min: SCORE_MIN, max: SCORE_MAX, step: 1, inputMode: 'numeric', readOnly: Boolean(card) }}
            />
            <NotesField disabled={leagueEnded} />
            <SubmitActions
              onCancel={onClose}
              label={leagueEnded ? 'League Has Ended' : 'Save Changes'}
              busyLabel="Saving..."
              submitting={submitting}
              disabled={leagueEnded || isDemo}
            />
          </form>
        )}
      </Form>
    </Dialog>
  );
}
