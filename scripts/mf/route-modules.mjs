// Which remote modules each shell route renders first (shell/src/routes.tsx and
// pages/dashboard-page.tsx; shell/src/route-modules.test.ts keeps them in step). The shell's
// server preloads them with the page (web-server/src/preload-links.ts) so their code downloads
// while the shell's own code does, instead of after it.

// The gateway's session cookie (api-gateway/src/app.ts SESSION_COOKIE): '/' is the dashboard
// with it and the landing page without. A stale cookie only costs a useless preload.
const SESSION_COOKIE = 'fairway.sid';
// Set beside the demo flag in localStorage (packages/platform/src/demo/demo-flag.ts DEMO_COOKIE)
// so the server knows a '/' is the tour, not the landing page.
const DEMO_COOKIE = 'fairway.demo';

const DASHBOARD = ['leagues/MyLeaguesCard', 'leagues/AvailableLeaguesCard', 'rounds/HandicapCard', 'rounds/RecentActivityCard'];

/** path pattern -> modules signed out / signed in ("remote/Module"). */
const ROUTE_MODULES = [
  { path: '/', signedOut: ['auth/Landing'], signedIn: DASHBOARD },
  { path: '/login', signedOut: ['auth/LoginPage'], signedIn: ['auth/LoginPage'] },
  { path: '/register', signedOut: ['auth/RegisterPage'], signedIn: ['auth/RegisterPage'] },
  { path: '/forgot-password', signedOut: ['auth/ForgotPasswordPage'], signedIn: [] },
  { path: '/reset-password', signedOut: ['auth/ResetPasswordPage'], signedIn: ['auth/ResetPasswordPage'] },
  { path: '/leagues', signedOut: [], signedIn: ['leagues/LeaguesPage'] },
  { path: '/leagues/:id', signedOut: [], signedIn: ['leagues/LeagueDashboardPage'] },
  { path: '/leagues/:leagueId/members/:memberId', signedOut: [], signedIn: ['rounds/MemberPage'] },
  { path: '/leaderboards', signedOut: [], signedIn: ['leagues/LeaderboardsPage'] },
  { path: '/profile', signedOut: [], signedIn: ['rounds/ProfilePage'] },
  { path: '/recent-rounds', signedOut: [], signedIn: ['rounds/RecentRoundsPage'] },
];

function matches(pattern, pathname) {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

const hasCookie = (cookieHeader, name) => cookieHeader.split(';').some((pair) => pair.trim().startsWith(`${name}=`));

function hasSession(cookieHeader = '') {
  return hasCookie(cookieHeader, SESSION_COOKIE);
}

function hasDemoFlag(cookieHeader = '') {
  return hasCookie(cookieHeader, DEMO_COOKIE);
}

/** The remote modules `pathname` renders first, as [{ remote, module }]. */
function routeModules(pathname, { signedIn }) {
  const route = ROUTE_MODULES.find((candidate) => matches(candidate.path, pathname));
  if (!route) return [];
  return (signedIn ? route.signedIn : route.signedOut).map((id) => {
    const [remote, module] = id.split('/');
    return { remote, module };
  });
}

export { ROUTE_MODULES, SESSION_COOKIE, hasDemoFlag, hasSession, routeModules };
