import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Bar = styled.footer`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  a {
    color: inherit;
  }
`;

/** Signed-in footer: the way to the diagnostics page (which build of each remote runs). */
export function Footer() {
  return (
    <Bar>
      <Link to="/about">About this build</Link>
    </Bar>
  );
}
