// Seven day columns, Monday first, each with the four time slots.
import { entriesForSlot, formatDayShort, formatWeekday, TIME_SLOTS, weekDays, type Availability, formatDayTitle } from '@fairway/contracts';
import styled from 'styled-components';
import { SlotSummary } from './slot-summary';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr;
  }
`;

const Column = styled.section<{ $today: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  outline: ${({ theme, $today }) => ($today ? `2px solid ${theme.colors.primary}` : 'none')};
  outline-offset: 2px;
  ul {
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
`;

const DayButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 6px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.secondary};
  font: inherit;
  cursor: pointer;
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }
`;

export interface WeekGridProps {
  week: string;
  today: string;
  entries: Availability[];
  userId: string | null;
  onOpenDay: (date: string) => void;
  onRemove: (id: string) => void;
  busy?: boolean;
}

export function WeekGrid({ week, today, entries, userId, onOpenDay, onRemove, busy }: WeekGridProps) {
  return (
    <Grid data-testid="week-grid">
      {weekDays(week).map((date) => (
        <Column key={date} $today={date === today} aria-label={formatDayTitle(date)} data-date={date}>
          <DayButton type="button" onClick={() => onOpenDay(date)} title={`Open ${formatDayTitle(date)}`}>
            <span>{formatWeekday(date)}</span>
            <strong>{formatDayShort(date)}</strong>
          </DayButton>
          <ul>
            {TIME_SLOTS.map((slot) => (
              <SlotSummary
                key={slot.id}
                label={slot.label}
                hours={slot.hours}
                timeSlot={slot.id}
                entries={entriesForSlot(entries, date, slot.id)}
                userId={userId}
                onRemove={onRemove}
                busy={busy}
              />
            ))}
          </ul>
        </Column>
      ))}
    </Grid>
  );
}
