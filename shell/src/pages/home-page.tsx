import { lazy, Suspense } from 'react';
import { RemoteModule, useCurrentUser } from '@fairway/platform';
import { LoadingScreen } from '../auth/loading-screen';

// Signed-in only: its own chunk, so the landing page does not download it. A signed-in page
// starts it with the first code (preloadDashboard in bootstrap.tsx), beside the current user.
const loadDashboard = () => import(/* webpackChunkName: "dashboard" */ './dashboard-page');
const DashboardPage = lazy(() => loadDashboard().then(({ DashboardPage: page }) => ({ default: page })));

export function preloadDashboard(): void {
  loadDashboard().catch(() => undefined); // a failure shows when the page renders
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
