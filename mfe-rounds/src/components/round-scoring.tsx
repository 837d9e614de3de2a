// What Log Your Round scores the round with: the league format's strokes from the index in
// effect before the round's day (the profile handicap while there is none), as the standings
// will (packages/contracts round-scoring.ts).
import {
  courseRatingsOf,
  roundStrokes,
  roundStrokesText,
  type Course,
  type CourseRatings,
  type LeagueFormat,
  type RoundStrokes,
} from '@fairway/contracts';
import { useCurrentUser } from '@fairway/platform';
import { Muted } from '@fairway/ui';
import { useGetHandicapIndexQuery } from '../api';

export interface RoundScoring {
  course: CourseRatings;
  strokes: RoundStrokes;
  /** the index in effect before the round's day (net double bogey takes it), null before one */
  indexBefore: number | null;
  text: string;
}

/** The round's scoring once the course and a day are chosen; null while loading. */
export function useRoundScoring(format: LeagueFormat | undefined, course: Course | undefined, day: string): RoundScoring | null {
  const { user } = useCurrentUser();
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const index = useGetHandicapIndexQuery(day, { skip: !course || !validDay });
  if (!course || !validDay || !index.data || !user) return null;
  const ratings = courseRatingsOf(course);
  const strokes = roundStrokes(format ?? 'total-to-par', ratings, index.data.index, user.handicap);
  return { course: ratings, strokes, indexBefore: index.data.index, text: roundStrokesText(strokes, day) };
}

/** "Index 8.2 on Nov 14 -> course handicap 9 -> 95% = 9 strokes", with the course's figures. */
export function ScoringLine({ scoring }: { scoring: RoundScoring }) {
  const { course } = scoring;
  return (
    <Muted role="note" aria-label="Strokes for this round">
      <strong>{scoring.text}</strong> ({course.holes} holes, par {course.par}, rating {course.rating.toFixed(1)}, slope {course.slope})
    </Muted>
  );
}
