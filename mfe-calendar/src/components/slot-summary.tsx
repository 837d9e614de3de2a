// One day's slot in the week view: count badge, the first 2 other golfers with
// their preferred course and '+N more', and the user's own entry.
import { fullName, slotNames, type Availability, type TimeSlotId } from '@fairway/contracts';
import { Badge } from '@fairway/ui';
import styled from 'styled-components';
import { golferCount } from '../lib/format';
import { OwnEntry } from './own-entry';

const Cell = styled.li<{ $empty: boolean }>`
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 6px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  background: ${({ theme, $empty }) => ($empty ? 'transparent' : theme.colors.secondary)};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 4px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
  }
`;

const Names = styled.ul`
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  li {
    list-style: none;
    overflow-wrap: anywhere;
  }
  em {
    color: ${({ theme }) => theme.colors.muted};
    font-style: normal;
  }
`;

export interface SlotSummaryProps {
  label: string;
  hours: string;
  timeSlot: TimeSlotId;
  entries: Availability[];
  userId: string | null;
  onRemove: (id: string) => void;
  busy?: boolean;
}

export function SlotSummary({ label, hours, timeSlot, entries, userId, onRemove, busy }: SlotSummaryProps) {
  const own = entries.find((entry) => entry.userId === userId);
  const others = entries.filter((entry) => entry.userId !== userId);
  const { shown, more } = slotNames(others);
  return (
    <Cell $empty={entries.length === 0} data-slot={timeSlot} aria-label={`${label} ${hours}`}>
      <Head>
        <div>
          {label} <span>{hours}</span>
        </div>
        {entries.length > 0 ? (
          <Badge $variant="success" aria-label={`${golferCount(entries.length)} available`}>
            {entries.length}
          </Badge>
        ) : null}
      </Head>
      {own ? <OwnEntry entry={own} onRemove={onRemove} busy={busy} /> : null}
      {shown.length > 0 ? (
        <Names>
          {shown.map((entry) => (
            <li key={entry.id}>
              {fullName(entry.user)}
              {entry.preferredCourse ? <em> · {entry.preferredCourse}</em> : null}
            </li>
          ))}
          {more > 0 ? <li>+{more} more</li> : null}
        </Names>
      ) : null}
    </Cell>
  );
}
