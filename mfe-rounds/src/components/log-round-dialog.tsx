// 'Log Your Round': league, course with per-course availability,
// date, score (hole by hole where the course or a Stableford league asks for it), notes. Submit is
// disabled without a league, for a league without courses or that has ended, for a Stableford
// league's course without hole pars and stroke index, and in demo mode. The server enforces the same rules under a row lock.
import { useEffect, useMemo, useRef } from 'react';
import { Field, Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import {
  formatTraits,
  findCourse,
  isLeagueEnded,
  LEAGUE_ENDED_ADD_MESSAGE,
  leagueCourseAvailability,
  REDIRECT_DELAY_MS,
  roundSchema,
  scoreLimits,
  todayIso,
  type League,
  type Round,
} from '@fairway/contracts';
import {
  api,
  failureToast,
  type LogRoundDialogProps,
  redirectToLogin,
  shownError,
  toast,
  useAppDispatch,
  useCurrentUser,
  useGetLeagueCoursesQuery,
  useGetMyLeaguesQuery,
} from '@fairway/platform';
import { discardQueuedRound, type QueuedRound, ROUND_WRITE_TAGS, sendRoundSubmission } from '@fairway/platform/state-free';
import { Dialog, FormField, Select, SelectOptions, Spinner, SubmitActions } from '@fairway/ui';
import { TextField } from '@fairway/platform/forms';
import { useGetRecentRoundsQuery } from '../api';
import { CardSummary } from './card-summary';
import { NotesField } from './form-fields';
import { enteredByHole, HoleEntry, stablefordReady } from './hole-entry';
import { validateRound, type CourseList, type FormValues } from './log-round-validation';
import { Notice } from './notice';
import { PlayedWithField } from './played-with-field';
import { ScoringLine, useRoundScoring } from './round-scoring';

export const NO_COURSES_MESSAGE = 'Contact the league creator to add courses';
const DEMO_TITLE = 'Demo Mode Active';
const DEMO_TEXT = "You've experienced the full score entry process! Register to save real scores and join actual leagues.";
export const WAITING_TITLE = 'Waiting to sync';
export const WAITING_TEXT = 'Your round is saved on this device and will be sent by itself when the connection is back.';

export function LogRoundDialog({
  open,
  onClose,
  leagueId,
  redirectTo,
  queued,
}: LogRoundDialogProps & { /** A queued round the server refused, to correct and send again. */ queued?: QueuedRound }) {
  const { isDemo, user } = useCurrentUser();
  const navigate = useNavigate();
  const leagues = useGetMyLeaguesQuery(undefined, { skip: !open });
  const myRounds = useGetRecentRoundsQuery(undefined, { skip: !open });
  const dispatch = useAppDispatch();
  // Courses of each league as loaded by the form body, read by the form-level validation.
  const coursesByLeague = useRef(new Map<string, CourseList>());

  // Demo mode is a read-only tour: say so once per opening.
  const announcedDemo = useRef(false);
  useEffect(() => {
    if (open && isDemo && !announcedDemo.current) {
      announcedDemo.current = true;
      toast({ title: DEMO_TITLE, description: DEMO_TEXT });
    }
    if (!open) announcedDemo.current = false;
  }, [open, isDemo]);

  const initialValues = useMemo<FormValues>(
    () =>
      queued
        ? { ...(queued.round as unknown as FormValues), notes: (queued.round.notes as string | undefined) ?? '', idempotencyKey: undefined }
        : { leagueId: leagueId ?? '', course: '', date: todayIso(), score: '', notes: '', playedWith: [] },
    [leagueId, queued],
  );

  async function onSubmit(values: FormValues, form: { reset: () => void }) {
    if (isDemo) {
      toast({ title: DEMO_TITLE, description: DEMO_TEXT });
      return;
    }
    const data = roundSchema.parse(values);
    // A corrected refused round is a new submission (the refused one stored nothing).
    if (queued) await discardQueuedRound(queued.id);
    const leagueName = leagues.data?.find((item) => item.id === data.leagueId)?.name ?? '';
    // Queued with its idempotency key before the first attempt: a lost answer, a second tap or
    // the same round submitted again is stored once (docs/rounds.md).
    const result = await sendRoundSubmission({ userId: user!.id, kind: 'create', round: data, leagueName });
    if (result.outcome === 'unauthorized') {
      redirectToLogin();
      return;
    }
    if (result.outcome === 'refused') {
      failureToast(
        { status: result.status, message: `${result.status}: ${result.message}`, data: result.data },
        'Submission Failed',
        'There was an error submitting your round. Please try again.',
      );
      return;
    }
    setTimeout(() => form.reset());
    onClose();
    if (result.outcome === 'waiting') {
      toast({ title: WAITING_TITLE, description: WAITING_TEXT });
      return;
    }
    dispatch(api.util.invalidateTags([...ROUND_WRITE_TAGS]));
    const round = result.round as Round;
    toast({ title: 'Round Submitted!', description: `Your score of ${round.score} at ${round.course} has been recorded.` });
    const target = redirectTo ?? `/leagues/${data.leagueId}`;
    setTimeout(() => navigate(target), REDIRECT_DELAY_MS);
  }

  return (
    <Dialog open={open} onClose={onClose} title="Log Your Round" description="Scores are self-reported on the honor system.">
      {leagues.isLoading ? (
        <Spinner />
      ) : (
        <Form<FormValues>
          onSubmit={onSubmit}
          initialValues={initialValues}
          validate={(values) => validateRound(values, leagues.data ?? [], myRounds.data ?? [], coursesByLeague.current)}
          render={({ handleSubmit, submitting, values, form }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Log your round">
              <RoundFormBody
                values={values}
                leagues={leagues.data ?? []}
                rounds={myRounds.data ?? []}
                submitting={Boolean(submitting)}
                isDemo={isDemo}
                onLeagueChange={(id) => {
                  // The same league again changes nothing (its course and partners stay).
                  if (id === values.leagueId) return;
                  form.change('leagueId', id);
                  form.change('course', '');
                  form.change('playedWith', []);
                }}
                userId={user?.id}
                onCancel={onClose}
                coursesByLeague={coursesByLeague.current}
              />
            </form>
          )}
        />
      )}
    </Dialog>
  );
}

interface BodyProps {
  values: FormValues;
  leagues: League[];
  rounds: { leagueId: string; course: string }[];
  submitting: boolean;
  isDemo: boolean;
  onLeagueChange: (leagueId: string) => void;
  onCancel: () => void;
  coursesByLeague: Map<string, CourseList>;
  userId: string | undefined;
}

function RoundFormBody({ values, leagues, rounds, submitting, isDemo, onLeagueChange, onCancel, coursesByLeague, userId }: BodyProps) {
  const league = leagues.find((item) => item.id === values.leagueId);
  const courses = useGetLeagueCoursesQuery(values.leagueId, { skip: !values.leagueId });
  const courseList = useMemo(() => courses.data ?? [], [courses.data]);
  useEffect(() => {
    if (values.leagueId && courses.data) coursesByLeague.set(values.leagueId, courses.data);
  }, [values.leagueId, courses.data, coursesByLeague]);

  const availability = useMemo(
    () =>
      leagueCourseAvailability(
        courseList,
        rounds.filter((round) => round.leagueId === values.leagueId),
      ),
    [courseList, rounds, values.leagueId],
  );
  const ended = league ? isLeagueEnded(league.endDate) : false;
  const noCourses = Boolean(values.leagueId) && courses.isSuccess && courseList.length === 0;
  const today = todayIso();
  const maxDate = league?.endDate && league.endDate < today ? league.endDate : today;
  const course = values.course ? findCourse(courseList, values.course) : undefined;
  const chosen = availability.find((item) => item.name === values.course);
  const holeScores = values.holeScores ?? undefined;
  const byHole = enteredByHole(course, holeScores);
  const stableford = formatTraits(league?.format).holeByHole;
  const blocked = !values.leagueId || noCourses || ended || isDemo || Boolean(stableford && course && !stablefordReady(course));
  const limits = scoreLimits(course?.holes ?? 18);
  const scoring = useRoundScoring(league?.format, course, values.date);

  return (
    <>
      {leagues.length === 0 ? <Notice>Join a league to log your rounds.</Notice> : null}
      <Field<string> name="leagueId">
        {({ input, meta }) => (
          <FormField label="League" error={shownError(meta)}>
            <Select
              name={input.name}
              value={input.value}
              onChange={(event) => onLeagueChange(event.target.value)}
              onBlur={input.onBlur}
              $invalid={Boolean(shownError(meta))}
            >
              <SelectOptions
                first={{ value: '', label: 'Select a league' }}
                options={leagues.map((item) => ({ value: item.id, label: item.name }))}
              />
            </Select>
          </FormField>
        )}
      </Field>

      {ended ? <Notice $tone="danger">{LEAGUE_ENDED_ADD_MESSAGE}</Notice> : null}
      {noCourses ? <Notice>{NO_COURSES_MESSAGE}</Notice> : null}

      <Field<string> name="course">
        {({ input, meta }) => (
          // A phone cuts the chosen option short ("rounds remainin..."): the hint says it whole.
          <FormField label="Course" error={shownError(meta)} hint={chosen ? `${chosen.name}: ${chosen.label}` : undefined}>
            <Select
              {...input}
              title={chosen ? `${chosen.name} (${chosen.label})` : undefined}
              disabled={!values.leagueId || courses.isFetching || noCourses}
              $invalid={Boolean(shownError(meta))}
            >
              <SelectOptions
                first={{ value: '', label: courses.isFetching ? 'Loading courses...' : 'Select a course' }}
                options={availability.map((course) => ({
                  value: course.name,
                  label: `${course.name} (${course.label})`,
                  disabled: course.completed,
                }))}
              />
            </Select>
          </FormField>
        )}
      </Field>

      <TextField name="date" label="Date" type="date" inputProps={{ max: maxDate }} />
      {scoring ? <ScoringLine scoring={scoring} /> : null}
      <HoleEntry course={course} holeScores={holeScores} stableford={stableford} scoring={scoring} />
      <TextField
        name="score"
        label={byHole ? 'Score (the sum of your hole scores)' : 'Score'}
        type="number"
        placeholder={`${limits.min}-${limits.max}`}
        inputProps={{ min: limits.min, max: limits.max, step: 1, inputMode: 'numeric', readOnly: byHole }}
      />
      <NotesField />
      <PlayedWithField leagueId={values.leagueId} userId={userId} chosen={values.playedWith ?? []} />
      {byHole && scoring && course?.holePars ? (
        <CardSummary scoring={scoring} holePars={course.holePars} holeScores={holeScores!} title="Before you submit" />
      ) : null}

      <SubmitActions onCancel={onCancel} label="Submit Round" busyLabel="Submitting..." submitting={submitting} disabled={blocked} />
    </>
  );
}
