import styled from 'styled-components';

/** Native select, styled: keyboard, mobile pickers and form libraries work without glue. */
export const Select = styled.select<{ $invalid?: boolean }>`
  width: 100%;
  padding: 8px 12px;
  font: inherit;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.destructive : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;
