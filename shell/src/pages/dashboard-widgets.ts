// The dashboard's widgets (dashboard-page.tsx), in their own module so that start-up
// (startup/first-modules.ts) can start the first screen's without loading the page's code.

/** The leagues column, My Leagues first: the dashboard's first screen on a phone. */
export const LEAGUE_WIDGETS = [
  { remote: 'leagues', module: 'MyLeaguesCard' },
  { remote: 'leagues', module: 'AvailableLeaguesCard' },
] as const;

/** Every widget; the rounds column sits below the leagues column on a phone. */
export const WIDGETS = [
  ...LEAGUE_WIDGETS,
  { remote: 'rounds', module: 'HandicapCard' },
  { remote: 'rounds', module: 'RecentActivityCard' },
] as const;
