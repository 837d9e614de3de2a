// Layout pieces particular to this remote; Page, Columns, Stack, Row, List and Muted come from @fairway/ui.
import styled from 'styled-components';

export const ListItem = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  /* the round's details take the room left by the score and actions, and wrap within it */
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const Score = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;
