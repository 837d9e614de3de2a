import styled from 'styled-components';

/** Shown instead of saving in the demo tour, which is read-only. */
export const DemoNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
