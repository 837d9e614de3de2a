// The course handicap line of Log Round: what the player gets on the chosen course.
import { courseHandicap, formatCourseHandicap, formatIndex, parseHandicap, type Course } from '@fairway/contracts';
import { useCurrentUser } from '@fairway/platform';
import { Muted } from '@fairway/ui';
import { useGetHandicapIndexQuery } from '../api';

/** The course handicap the player gets here, from their WHS-style index (or the handicap they
 * entered, before they have one): index x slope / 113 + (rating - par). */
export function CourseHandicapLine({ course }: { course: Course }) {
  const { user } = useCurrentUser();
  const index = useGetHandicapIndexQuery();
  const fromRounds = index.data?.index ?? null;
  const value = fromRounds ?? (user ? parseHandicap(user.handicap) : null);
  if (value === null) return null;
  const source = fromRounds !== null ? `WHS-style index ${formatIndex(fromRounds)}` : `your handicap ${formatIndex(value)}`;
  return (
    <Muted role="note" aria-label="Course handicap">
      Course handicap here: {formatCourseHandicap(courseHandicap(value, course))} ({source}; {course.holes} holes, par {course.par}, rating{' '}
      {course.rating.toFixed(1)}, slope {course.slope})
    </Muted>
  );
}
