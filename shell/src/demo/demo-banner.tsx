import styled from 'styled-components';
import { storeDemoFlag } from '@fairway/platform';
import { Button } from '@fairway/ui';
import { TopBar } from '../layout/top-bar';

const Banner = styled(TopBar)`
  background: ${({ theme }) => theme.colors.gold};
  color: #1a1400;
  font-weight: 700;
`;

/**
 * Shown on every page of the tour. Register leaves the tour first: in demo mode
 * the api answers from the browser, so a registration would never reach the server.
 */
function register() {
  storeDemoFlag(false);
  window.location.assign('/register');
}

export function DemoBanner() {
  return (
    <Banner role="region" aria-label="Demo mode">
      <span>DEMO MODE - REGISTER TO GAIN FULL ACCESS</span>
      <Button $size="sm" $variant="secondary" onClick={register}>
        Register
      </Button>
    </Banner>
  );
}
