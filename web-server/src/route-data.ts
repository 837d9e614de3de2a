// The API answers a signed-in route's first screen shows, which the shell's page preloads
// (<link rel="preload" as="fetch" crossorigin="use-credentials">, preload-links.ts) so they
// download with the page instead of after the shell's and the remotes' code has run. The app's
// own request (RTK Query's baseQuery: a GET with credentials 'include' and no extra headers)
// is the same request, so the browser answers it from the preload: one request each. Each URL
// is a query of a first-screen endpoint (shell/src/route-data.test.ts keeps them in step).
// Routes with parameters are not listed: their data depends on the id. The league lists are
// read in pages of LEAGUE_PAGE_MAX (league-pages.ts): their first page is the URL preloaded.
const ROUTE_DATA: Record<string, string[]> = {
  // the dashboard (shell/src/pages/dashboard-page.tsx): My Leagues, Available Leagues, Your
  // Handicap (the index panel), Recent Activity
  '/': ['/api/leagues/my', '/api/leagues/available?limit=100', '/api/rounds/handicap-index', '/api/rounds/recent'],
  '/leagues': ['/api/leagues?limit=100'],
  '/leaderboards': ['/api/leagues/my'],
  '/profile': ['/api/rounds/recent', '/api/leagues/my', '/api/rounds/confirmations'],
  '/recent-rounds': ['/api/rounds/recent'],
};

/** The API URLs to preload for a signed-in page at `pathname` (none for other pages). */
function routeData(pathname: string): string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(ROUTE_DATA, path) ? ROUTE_DATA[path] : [];
}

export { ROUTE_DATA, routeData };
