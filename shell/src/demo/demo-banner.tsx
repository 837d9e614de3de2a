import styled from 'styled-components';
import { storeDemoFlag } from '@fairway/platform';
import { Button } from '@fairway/ui';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.gold};
  color: #1a1400;
  font-weight: 700;
  text-align: center;
`;

/**
 * Shown on every page of the tour (spec section 2). Register leaves the tour first: in demo mode
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
