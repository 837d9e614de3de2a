import styled from 'styled-components';

/** Inline message inside a dialog: red for refusals (league ended), muted for guidance. */
export const Notice = styled.p<{ $tone?: 'danger' | 'muted' }>`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? '#fdecec' : theme.colors.secondary)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.destructive : theme.colors.muted)};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.destructive : theme.colors.border)};
`;
