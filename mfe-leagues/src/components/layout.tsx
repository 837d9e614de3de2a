// Layout pieces particular to this remote; Page, Columns, Stack, Row, List and Muted come from @fairway/ui.
import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** A league's labelled figures (members, type, total rounds, ...), as a definition list. */
export function StatGrid({ stats, style }: { stats: ReadonlyArray<{ label: string; value: ReactNode }>; style?: CSSProperties }) {
  return (
    <Grid style={style}>
      {stats.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Grid>
  );
}
