import styled from 'styled-components';

const Screen = styled.div`
  min-height: 60vh;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The plain screen shown while authentication loads. */
export function LoadingScreen() {
  return <Screen role="status">Loading...</Screen>;
}
