import styled from 'styled-components';

/** A full-width strip above the page (the demo banner, the preview bar): centred, wrapping, bold. */
export const TopBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;
