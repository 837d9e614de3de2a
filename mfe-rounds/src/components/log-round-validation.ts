// Log Round's form-level checks: the schema's messages, then the league's dates, the course's
// remaining rounds and score range, and a Stableford league's hole-by-hole card.
import {
  formatTraits,
  findCourse,
  leagueCourseAvailability,
  roundDateProblem,
  roundSchema,
  scoreError,
  STABLEFORD_HOLE_SCORES_MESSAGE,
  type Course,
  type League,
  type RoundInput,
} from '@fairway/contracts';
import { zodValidate } from '@fairway/platform';

const validateSchema = zodValidate(roundSchema);

export interface FormValues extends Omit<RoundInput, 'score'> {
  score: string | number;
}

export type CourseList = Course[];

export function validateRound(
  values: FormValues,
  leagues: League[],
  rounds: { leagueId: string; course: string }[],
  courses: Map<string, CourseList>,
): Record<string, string> {
  const errors: Record<string, string> = { ...((validateSchema(values) as Record<string, string> | undefined) ?? {}) };
  const league = leagues.find((item) => item.id === values.leagueId);
  if (league && values.date && !errors.date) {
    const problem = roundDateProblem(values.date, league.endDate);
    if (problem) errors.date = problem;
  }
  const leagueCourses = values.leagueId ? courses.get(values.leagueId) : undefined;
  if (leagueCourses && values.course && !errors.course) {
    const course = findCourse(leagueCourses, values.course);
    const mine = rounds.filter((round) => round.leagueId === values.leagueId);
    const availability = course ? leagueCourseAvailability([course], mine)[0] : undefined;
    if (availability?.completed) errors.course = availability.label;
  }
  // The score's range is the course's (nine holes: 20-75), 18 holes until a course is chosen.
  if (!errors.score && values.score !== '' && values.score !== undefined) {
    const course = leagueCourses && values.course ? findCourse(leagueCourses, values.course) : undefined;
    const problem = scoreError(Number(values.score), course?.holes ?? 18);
    if (problem) errors.score = problem;
  }
  if (formatTraits(league?.format).holeByHole && !values.holeScores && values.course && !errors.score)
    errors.score = STABLEFORD_HOLE_SCORES_MESSAGE;
  return errors;
}
