import type { Availability } from '@fairway/contracts';
import { Button } from '@fairway/ui';
import styled from 'styled-components';
import { slotTitle } from '../lib/format';

const Box = styled.div`
  background: ${({ theme }) => theme.colors.successSoft};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 4px 6px;
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  strong {
    color: ${({ theme }) => theme.colors.success};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

/** "You're available" with the notes and a remove button: only ever rendered for the user's own entry. */
export function OwnEntry({ entry, onRemove, busy }: { entry: Availability; onRemove: (id: string) => void; busy?: boolean }) {
  return (
    <Box data-testid="own-entry">
      <strong>You're available</strong>
      {entry.preferredCourse ? <p>{entry.preferredCourse}</p> : null}
      {entry.notes ? <p>{entry.notes}</p> : null}
      <Button
        $variant="ghost"
        $size="sm"
        disabled={busy}
        aria-label={`Remove my availability: ${slotTitle(entry.timeSlot)} on ${entry.date}`}
        onClick={() => onRemove(entry.id)}
      >
        Remove
      </Button>
    </Box>
  );
}
