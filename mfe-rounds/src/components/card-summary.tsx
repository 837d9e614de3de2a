// The card before Submit (and on a logged round): the strokes it is scored with, its totals, and
// the holes net double bogey lowers for the handicap record.
import { holeFigures, netDoubleBogeySummary, playedTotals } from '@fairway/contracts';
import styled from 'styled-components';
import type { RoundScoring } from './round-scoring';

const Box = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p,
  ul {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

const toParText = (value: number) => (value === 0 ? 'E' : value > 0 ? `+${value}` : String(value));

export function CardSummary({
  scoring,
  holePars,
  holeScores,
  title,
}: {
  scoring: RoundScoring;
  holePars: number[];
  holeScores: number[];
  title: string;
}) {
  const course = { ...scoring.course, holePars };
  const figures = holeFigures(holeScores, course, scoring.strokes.strokes, scoring.indexBefore);
  const totals = playedTotals(
    figures,
    figures.map(() => true),
  );
  const ndb = netDoubleBogeySummary(totals.gross, holeScores, course, scoring.indexBefore);
  const limitRule = scoring.indexBefore === null ? 'par + 5 before you have an index' : 'net double bogey: par + 2 + your strokes there';
  return (
    <Box aria-label={title}>
      <h3>{title}</h3>
      <p>{scoring.text}</p>
      <p>
        {totals.gross} strokes ({toParText(totals.gross - totals.par)} to par) · net {totals.net} ({toParText(totals.net - totals.par)})
        {totals.points === null ? '' : ` · ${totals.points} Stableford points`}
      </p>
      {ndb.adjusted.length > 0 ? (
        <>
          <p>For your handicap record ({limitRule}):</p>
          <ul aria-label="Net double bogey adjustments">
            {ndb.adjusted.map((figure) => (
              <li key={figure.hole}>
                Hole {figure.hole}: {figure.taken} counts as {figure.limit}
              </li>
            ))}
          </ul>
          <p>
            Adjusted gross <strong>{ndb.adjustedGross}</strong> (from {totals.gross}).
          </p>
        </>
      ) : (
        <p>
          No hole above {limitRule.replace(/:.*$/, '')}: your handicap record takes {ndb.adjustedGross}.
        </p>
      )}
    </Box>
  );
}
