// A round entered hole by hole shows its card: each hole's strokes under its par.
import type { Round } from '@fairway/contracts';

export function HoleScores({ round }: { round: Pick<Round, 'holeScores' | 'holePars'> }) {
  if (!round.holeScores) return null;
  return (
    <p aria-label="Hole by hole" style={{ overflowWrap: 'anywhere' }}>
      Hole by hole:{' '}
      {round.holeScores
        .map((strokes, hole) => `${hole + 1}: ${strokes}${round.holePars ? ` (par ${round.holePars[hole]})` : ''}`)
        .join(', ')}
    </p>
  );
}
