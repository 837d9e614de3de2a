import styled from 'styled-components';
import { formatToPar, roundToParTone, totalToParTone, type ToParTone } from '@fairway/contracts';

const TONE_COLOURS: Record<ToParTone, string> = { red: '#c62828', yellow: '#b26a00', green: '#2e7d32' };

const Figure = styled.span<{ $tone: ToParTone | null; $large: boolean }>`
  font-weight: 700;
  font-size: ${({ $large, theme }) => ($large ? '2.5rem' : theme.fontSizes.md)};
  color: ${({ $tone, theme }) => ($tone ? TONE_COLOURS[$tone] : theme.colors.muted)};
`;

/** A to-par number coloured by the spec's thresholds (total: 0 / 10, per round: 0 / 5); N/A when absent. */
export function ToParFigure({ value, kind }: { value: number | null; kind: 'total' | 'round' }) {
  const tone = value === null ? null : kind === 'total' ? totalToParTone(value) : roundToParTone(value);
  return (
    <Figure $tone={tone} $large={kind === 'total'} data-tone={tone ?? 'none'}>
      {formatToPar(value)}
    </Figure>
  );
}
