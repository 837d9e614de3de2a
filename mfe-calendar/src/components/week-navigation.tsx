import { nextWeek, previousWeek, weekLabel } from '@fairway/contracts';
import { Button, Row } from '@fairway/ui';
import styled from 'styled-components';

const Navigation = styled(Row).attrs({ $nowrap: true })`
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    min-width: 13ch;
    text-align: center;
  }
`;

/** 'Week of {date}' between previous/next week buttons; `week` is any day of the shown week. */
export function WeekNavigation({ week, onChange }: { week: string; onChange: (week: string) => void }) {
  return (
    <Navigation>
      <Button $variant="outline" $size="sm" aria-label="Previous week" onClick={() => onChange(previousWeek(week))}>
        ‹
      </Button>
      <h3 aria-live="polite">{weekLabel(week)}</h3>
      <Button $variant="outline" $size="sm" aria-label="Next week" onClick={() => onChange(nextWeek(week))}>
        ›
      </Button>
    </Navigation>
  );
}
