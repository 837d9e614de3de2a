// Hole-by-hole entry in Log Round (docs/rounds.md, "Hole-by-hole scores"): offered on a course
// with hole pars ('Enter hole by hole' / 'Enter the total only'). A Stableford league ranks by
// points per hole (docs/leagues.md, "Formats"), so there the card opens by itself and a total-only
// round is not offered; the rounds service refuses one as well.
import { useEffect, useState } from 'react';
import { useForm } from 'react-final-form';
import { STABLEFORD_COURSE_UNRATED_MESSAGE, type Course } from '@fairway/contracts';
import { Button } from '@fairway/ui';
import { HoleByHole, initialHoleScores } from './hole-by-hole';
import type { FormValues } from './log-round-validation';
import { Notice } from './notice';
import type { RoundScoring } from './round-scoring';

/** Whether a Stableford round can be entered on the course: it needs hole pars and stroke index. */
export const stablefordReady = (course: Course) => Boolean(course.holePars && course.strokeIndex);

/** Whether the form holds a card for the chosen course. */
export const enteredByHole = (course: Course | undefined, holeScores: number[] | null | undefined) =>
  Boolean(course?.holePars && holeScores && holeScores.length === course.holes);

export function HoleEntry({
  course,
  holeScores,
  stableford,
  scoring,
}: {
  course: Course | undefined;
  holeScores: number[] | undefined;
  stableford: boolean;
  scoring: RoundScoring | null;
}) {
  const form = useForm<FormValues>();
  const byHole = enteredByHole(course, holeScores);
  // A card started here (not a refused round brought back) has no hole played yet.
  const [fresh, setFresh] = useState(false);
  const startCard = (holePars: number[]) => {
    setFresh(true);
    setHoleScores(initialHoleScores({ holePars }));
  };
  const setHoleScores = (scores: number[] | undefined) =>
    form.batch(() => {
      form.change('holeScores', scores);
      if (scores)
        form.change(
          'score',
          scores.reduce((sum, value) => sum + value, 0),
        );
    });
  const holePars = course?.holePars;
  useEffect(() => {
    if (!course) return;
    // Another course: its holes are not these.
    if (holeScores && !byHole) form.change('holeScores', undefined);
    else if (stableford && holePars && !holeScores) startCard(holePars);
  }, [course, holePars, holeScores, byHole, stableford, form]);

  if (!course) return null;
  if (stableford && !stablefordReady(course)) return <Notice $tone="danger">{STABLEFORD_COURSE_UNRATED_MESSAGE}</Notice>;
  return (
    <>
      {stableford ? (
        <Notice>Stableford league: enter your strokes on each hole.</Notice>
      ) : holePars ? (
        <Button
          type="button"
          $variant="outline"
          style={{ minHeight: 44, marginBottom: 12 }}
          onClick={() => (byHole ? setHoleScores(undefined) : startCard(holePars))}
        >
          {byHole ? 'Enter the total only' : 'Enter hole by hole'}
        </Button>
      ) : null}
      {byHole && holePars ? (
        <HoleByHole course={{ ...course, holePars }} scores={holeScores!} onChange={setHoleScores} scoring={scoring} fresh={fresh} />
      ) : null}
    </>
  );
}
