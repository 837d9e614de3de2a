import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { RemoteModule, storeDemoFlag, type PropFreeModule } from '@fairway/platform';
import { AfterUserLoads, RequireUser, SignedOutOnly } from './auth/auth-gate';
import { DemoLinkEntry } from './demo/demo-link-entry';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { LoadingScreen } from './auth/loading-screen';

// A diagnostics page few visit: its own chunk.
const AboutPage = lazy(() =>
  import(/* webpackChunkName: "about" */ './pages/about-page').then(({ AboutPage: page }) => ({ default: page })),
);

// The notification list (docs/notifications.md): the shell owns the bell, so it owns the list.
const NotificationsPage = lazy(() =>
  import(/* webpackChunkName: "notifications" */ './pages/notifications-page').then(({ NotificationsPage: page }) => ({
    default: page,
  })),
);

/** A routed page: a module of the federation table that takes no props (checked at each route). */
function Page({ label, ...page }: PropFreeModule & { label: string }) {
  // Keyed by route params so moving between two leagues remounts the page with fresh state.
  const params = useParams();
  // RemoteModule's generics take one remote at a time; any member of PropFreeModule fits it.
  const one = page as Extract<PropFreeModule, { remote: 'auth' }>;
  return <RemoteModule key={JSON.stringify(params)} {...one} label={label} />;
}

/** Who may see a routed page; the gate shows 'Loading...' until it knows (auth/auth-gate.tsx). */
type Gate = ComponentType<{ children: ReactNode }>;

/**
 * The remotes' routed pages, each behind its gate: RequireUser for members'
 * pages, SignedOutOnly for forgot-password, AfterUserLoads for login, registration and the reset link
 * (its page offers a signed-in visitor to sign out and continue).
 * scripts/mf/route-modules.mjs preloads their modules (route-modules.test.ts keeps it in step).
 */
export const REMOTE_PAGES: ReadonlyArray<PropFreeModule & { path: string; label: string; gate: Gate }> = [
  { path: '/login', gate: AfterUserLoads, remote: 'auth', module: 'LoginPage', label: 'Sign in' },
  { path: '/register', gate: AfterUserLoads, remote: 'auth', module: 'RegisterPage', label: 'Registration' },
  { path: '/forgot-password', gate: SignedOutOnly, remote: 'auth', module: 'ForgotPasswordPage', label: 'Password reset' },
  { path: '/reset-password', gate: AfterUserLoads, remote: 'auth', module: 'ResetPasswordPage', label: 'Password reset' },
  { path: '/leagues', gate: RequireUser, remote: 'leagues', module: 'LeaguesPage', label: 'Leagues' },
  { path: '/leagues/:id', gate: RequireUser, remote: 'leagues', module: 'LeagueDashboardPage', label: 'The league' },
  { path: '/leagues/:leagueId/members/:memberId', gate: RequireUser, remote: 'rounds', module: 'MemberPage', label: 'Member performance' },
  { path: '/leaderboards', gate: RequireUser, remote: 'leagues', module: 'LeaderboardsPage', label: 'Leaderboards' },
  { path: '/profile', gate: RequireUser, remote: 'rounds', module: 'ProfilePage', label: 'Your profile' },
  { path: '/recent-rounds', gate: RequireUser, remote: 'rounds', module: 'RecentRoundsPage', label: 'Recent rounds' },
];

/** A /demo link starts the tour: remember the flag and show the dashboard. */
function StartDemo() {
  storeDemoFlag(true);
  return <Navigate to="/" replace />;
}

/** The route table; each screen comes from the remote that owns it. */
export function AppRoutes() {
  return (
    <>
      <DemoLinkEntry />
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/demo" element={<StartDemo />} />
        {REMOTE_PAGES.map(({ path, gate: Gate, ...page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Gate>
                <Page {...page} />
              </Gate>
            }
          />
        ))}
        <Route
          path="/notifications"
          element={
            <RequireUser>
              <Suspense fallback={<LoadingScreen />}>
                <NotificationsPage />
              </Suspense>
            </RequireUser>
          }
        />
        <Route
          path="/about"
          element={
            <Suspense fallback={<LoadingScreen />}>
              <AboutPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
