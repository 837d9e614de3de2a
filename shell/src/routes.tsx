import { lazy, Suspense, type ReactNode } from 'react';
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

/** A routed page: a module of the federation table that takes no props (checked at each route). */
function Page({ label, ...page }: PropFreeModule & { label: string }) {
  // Keyed by route params so moving between two leagues remounts the page with fresh state.
  const params = useParams();
  // RemoteModule's generics take one remote at a time; any member of PropFreeModule fits it.
  const one = page as Extract<PropFreeModule, { remote: 'auth' }>;
  return <RemoteModule key={JSON.stringify(params)} {...one} label={label} />;
}

const member = (node: ReactNode) => <RequireUser>{node}</RequireUser>;

/** A /demo link starts the tour: remember the flag (spec section 2) and show the dashboard. */
function StartDemo() {
  storeDemoFlag(true);
  return <Navigate to="/" replace />;
}

/** The route table of spec section 2; each screen comes from the remote that owns it. */
export function AppRoutes() {
  return (
    <>
      <DemoLinkEntry />
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/demo" element={<StartDemo />} />
        <Route
          path="/login"
          element={
            <AfterUserLoads>
              <Page remote="auth" module="LoginPage" label="Sign in" />
            </AfterUserLoads>
          }
        />
        <Route
          path="/register"
          element={
            <AfterUserLoads>
              <Page remote="auth" module="RegisterPage" label="Registration" />
            </AfterUserLoads>
          }
        />
        <Route
          path="/forgot-password"
          element={
            <SignedOutOnly>
              <Page remote="auth" module="ForgotPasswordPage" label="Password reset" />
            </SignedOutOnly>
          }
        />
        <Route
          path="/reset-password"
          element={
            <SignedOutOnly>
              <Page remote="auth" module="ResetPasswordPage" label="Password reset" />
            </SignedOutOnly>
          }
        />
        <Route path="/leagues" element={member(<Page remote="leagues" module="LeaguesPage" label="Leagues" />)} />
        <Route path="/leagues/:id" element={member(<Page remote="leagues" module="LeagueDashboardPage" label="The league" />)} />
        <Route
          path="/leagues/:leagueId/members/:memberId"
          element={member(<Page remote="rounds" module="MemberPage" label="Member performance" />)}
        />
        <Route path="/leaderboards" element={member(<Page remote="leagues" module="LeaderboardsPage" label="Leaderboards" />)} />
        <Route path="/profile" element={member(<Page remote="rounds" module="ProfilePage" label="Your profile" />)} />
        <Route path="/recent-rounds" element={member(<Page remote="rounds" module="RecentRoundsPage" label="Recent rounds" />)} />
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
