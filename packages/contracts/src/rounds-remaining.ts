// Rounds per course: a course's available rounds are its allowed rounds
// minus the user's rounds already logged on it in that league; a course saved without a rounds
// value allows 1. The same rule guards the server (under a row lock) and labels the form.
import { DEFAULT_COURSE_ROUNDS } from './constants';
import { countText } from './display-text';

export interface CourseLike {
  name: string;
  rounds?: number | null;
}

export interface CourseAvailability {
  name: string;
  allowed: number;
  used: number;
  remaining: number;
  /** true when no rounds remain: the course is shown disabled */
  completed: boolean;
  label: string;
}

export function allowedRounds(course: CourseLike): number {
  const rounds = course.rounds;
  return typeof rounds === 'number' && Number.isInteger(rounds) && rounds > 0 ? rounds : DEFAULT_COURSE_ROUNDS;
}

/** Course names compare like the database collation does: trimmed and case-insensitive. */
export function sameCourse(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

export function findCourse<T extends CourseLike>(courses: readonly T[], name: string): T | undefined {
  return courses.find((course) => sameCourse(course.name, name));
}

/** 'All 3 rounds completed' ('1 round completed' for a course of one), '2 of 3 rounds remaining'. */
export function roundsRemainingLabel(remaining: number, allowed: number): string {
  if (remaining <= 0) return allowed === 1 ? '1 round completed' : `All ${allowed} rounds completed`;
  return `${remaining} of ${countText(allowed, 'round')} remaining`;
}

export function courseAvailability(course: CourseLike, used: number): CourseAvailability {
  const allowed = allowedRounds(course);
  const remaining = Math.max(0, allowed - used);
  return { name: course.name, allowed, used, remaining, completed: remaining === 0, label: roundsRemainingLabel(remaining, allowed) };
}

/** Availability of every course of a league, given the user's rounds in that league. */
export function leagueCourseAvailability(courses: readonly CourseLike[], userRounds: readonly { course: string }[]): CourseAvailability[] {
  return courses.map((course) => courseAvailability(course, userRounds.filter((round) => sameCourse(round.course, course.name)).length));
}
