import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useCurrentUser, useRoundQueueRunner } from '@fairway/platform';
import { DemoBanner } from '../demo/demo-banner';
import { Footer } from './footer';
import { Header, HeaderFrame } from './header';

// The page content sits in the same element whether or not a user is signed in: switching
// elements would remount the whole route (and its remote modules) when the user finishes loading.
const Main = styled.main<{ $framed: boolean }>`
  ${({ $framed, theme }) =>
    $framed &&
    css`
      max-width: 1200px;
      margin: 0 auto;
      padding: ${theme.space(6)} ${theme.space(4)};
      /* The footer starts below the first screen: content that loads in (widgets after their
         skeletons) would otherwise push it down inside the viewport, a layout shift (CLS). */
      min-height: 100vh;
    `}
`;

/** Signed-in pages get the header, a content column and the footer; signed-out pages own the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user, isDemo } = useCurrentUser();
  // Rounds waiting to sync are sent from any page, not only the ones that list them.
  useRoundQueueRunner();
  return (
    <>
      {isDemo ? <DemoBanner /> : null}
      {user ? <Header /> : null}
      <Main $framed={Boolean(user)}>{children}</Main>
      {user ? <Footer /> : null}
    </>
  );
}

/** The signed-in layout as the prerendered frame of a signed-in page shows it (prerender/dashboard.tsx). */
export function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <HeaderFrame />
      <Main $framed>{children}</Main>
    </>
  );
}
