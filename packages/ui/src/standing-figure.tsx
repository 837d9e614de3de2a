// A standing's figure as its format writes it, read from the answer (never recomputed): the
// spec's total to par with its colour band, or the format's own figure ("31 pts", "+2.4 avg").
import { formatFigureText, formatTraits, type LeagueFormat } from '@fairway/contracts';
import styled from 'styled-components';
import { ToParFigure } from './to-par-figure';

const Figure = styled.strong`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface StandingFigureProps {
  /** the league's format (absent: the spec's total to par) */
  format?: LeagueFormat | null;
  /** the figure the standing is ranked by; null without a counting round */
  value: number | null | undefined;
}

export function StandingFigure({ format, value }: StandingFigureProps) {
  if (formatTraits(format).figureIsTotalToPar) return <ToParFigure value={value ?? null} kind="total" />;
  return <Figure>{formatFigureText(format, value)}</Figure>;
}
