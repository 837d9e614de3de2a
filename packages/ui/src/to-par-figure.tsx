// A to-par figure coloured by the leaderboard bands (total 0 / 10, per round 0 / 5), the
// one way the standings and the member page show it; 'N/A' when there is none.
import { formatToPar, toParTone, type ToParTone } from '@fairway/contracts';
import styled from 'styled-components';
import type { Theme } from './theme';

const TONE_COLOURS: Record<ToParTone, keyof Theme['colors']> = { red: 'destructive', yellow: 'warning', green: 'success' };

const Figure = styled.span<{ $tone: ToParTone | null }>`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ $tone, theme }) => theme.colors[$tone ? TONE_COLOURS[$tone] : 'muted']};
`;

export interface ToParFigureProps {
  value: number | null;
  kind: 'total' | 'round';
}

export function ToParFigure({ value, kind }: ToParFigureProps) {
  const tone = value === null ? null : toParTone(value, kind);
  return (
    <Figure $tone={tone} data-tone={tone ?? 'none'}>
      {formatToPar(value)}
    </Figure>
  );
}
