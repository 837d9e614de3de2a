import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '@fairway/platform';
import { DemoBanner } from '../demo/demo-banner';
import { Footer } from './footer';
import { Header } from './header';

const Main = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

/** Signed-in pages get the header and a content column; signed-out pages own the whole page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user, isDemo } = useCurrentUser();
  return (
    <>
      {isDemo ? <DemoBanner /> : null}
      {user ? (
        <>
          <Header />
          <Main>{children}</Main>
          <Footer />
        </>
      ) : (
        children
      )}
    </>
  );
}
