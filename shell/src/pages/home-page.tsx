import { RemoteModule, useCurrentUser } from '@fairway/platform';
import { LoadingScreen } from '../auth/loading-screen';
import { DashboardPage } from './dashboard-page';

/** '/': the dashboard for a signed-in user (or the tour), the landing page of mfe-auth otherwise. */
export function HomePage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen />;
  if (user) return <DashboardPage />;
  return <RemoteModule remote="auth" module="Landing" label="The home page" loading={<LoadingScreen />} />;
}
