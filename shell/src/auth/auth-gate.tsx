import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { redirectToLogin, rememberInvitation, useCurrentUser } from '@fairway/platform';
import { NotFoundPage } from '../pages/not-found-page';
import { LoadingScreen } from './loading-screen';

/**
 * Member routes: 'Loading...' while the user loads; a signed-out visitor gets the
 * 'Unauthorized' toast and goes to /api/login after 500 ms, an invitation in
 * the address kept for after signing in (pending-invitation.ts).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const { pathname, hash } = useLocation();
  const signedOut = !isLoading && !user;
  useEffect(() => {
    if (!signedOut) return;
    // An invitation link opened signed out: kept for after sign-in or sign-up.
    rememberInvitation(pathname, hash);
    redirectToLogin();
  }, [signedOut, pathname, hash]);
  if (isLoading || !user) return <LoadingScreen />;
  return <>{children}</>;
}

/** Routes only signed-out visitors have (forgot/reset password); signed in they do not exist. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen />;
  return user ? <NotFoundPage /> : <>{children}</>;
}

/** Routes both kinds of visitor see (login, register): they only wait for the user to load. */
export function AfterUserLoads({ children }: { children: ReactNode }) {
  const { isLoading } = useCurrentUser();
  return isLoading ? <LoadingScreen /> : <>{children}</>;
}
