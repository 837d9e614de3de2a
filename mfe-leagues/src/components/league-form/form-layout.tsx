// Layout pieces shared by Create League and Edit League: a bordered group of fields, a repeated
// row (a course: name, rounds, Remove; an invitee: name, email, Remove) that stacks on a phone,
// and the row's Remove button.
import { Button } from '@fairway/ui';
import styled from 'styled-components';

const PHONE = '(max-width: 480px)';

export const Section = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

// On a phone the name (and the email) takes the full width, then the rest.
export const RowBox = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 110px auto;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  @media ${PHONE} {
    grid-template-columns: minmax(0, 1fr) auto;
    > :first-child {
      grid-column: 1 / -1;
    }
    & + & {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
      padding-top: ${({ theme }) => theme.space(2)};
    }
  }
`;

export const InviteeBox = styled(RowBox)`
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  @media ${PHONE} {
    grid-template-columns: minmax(0, 1fr) auto;
    > :nth-child(2) {
      grid-column: 1;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const RemoveButton = styled(Button)`
  margin-top: 26px;
`;

/** 'Remove' for one row of a repeated group; the last row stays, an empty cell in its place. */
export function RemoveRow({ label, onlyRow, onRemove }: { label: string; onlyRow: boolean; onRemove: () => void }) {
  if (onlyRow) return <span />;
  return (
    <RemoveButton $variant="ghost" $size="sm" aria-label={label} onClick={onRemove}>
      Remove
    </RemoveButton>
  );
}

export const withoutRow = <T,>(rows: readonly T[], index: number): T[] => rows.filter((_, i) => i !== index);
