import type { ReactNode } from 'react';
import styled from 'styled-components';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Tile = styled.div`
  background: ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  text-align: center;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }
`;

/** Labelled figures (handicap, best round, ...), readable as a definition list. */
export function StatGrid({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <Grid>
      {items.map((item) => (
        <Tile key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Tile>
      ))}
    </Grid>
  );
}
