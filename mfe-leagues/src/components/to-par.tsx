import { formatToPar, toParTone } from '@fairway/contracts';
import styled from 'styled-components';

const COLORS = { red: '#c62828', yellow: '#b26a00', green: '#2e7d32' } as const;

const Figure = styled.span<{ $color?: string }>`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $color }) => $color ?? theme.colors.muted};
`;

/** A to-par figure coloured by the spec's bands (total: 0 and 10; round: 0 and 5). */
export function ToPar({ value, kind = 'total' }: { value: number | null; kind?: 'total' | 'round' }) {
  return <Figure $color={value === null ? undefined : COLORS[toParTone(value, kind)]}>{formatToPar(value)}</Figure>;
}
