import { lazy, Suspense } from 'react';
import { RemoteModule, useCurrentUser } from '@fairway/platform';
import { LoadingScreen } from '../auth/loading-screen';

// Signed-in only: its own chunk, so the landing page does not download it. A signed-in page
// starts it with the first code (preloadDashboard in startup/first-modules.ts), beside the current user.
const loadDashboard = () => import(/* webpackChunkName: "dashboard" */ './dashboard-page');
const DashboardPage = lazy(() => loadDashboard().then(({ DashboardPage: page }) => ({ default: page })));

/** Starts the dashboard's code; settles (never fails: a failure shows when the page renders) once it is in. */
export function preloadDashboard(): Promise<void> {
  return loadDashboard().then(
    () => undefined,
    () => undefined,
  );
}

/** '/': the dashboard for a signed-in user (or the tour), the landing page of mfe-auth otherwise. */
export function HomePage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen />;
  if (user) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <DashboardPage />
      </Suspense>
    );
  }
  return <RemoteModule remote="auth" module="Landing" label="The home page" loading={<LoadingScreen />} />;
}
