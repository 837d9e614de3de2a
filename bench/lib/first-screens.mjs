// The two first screens the benches time: the signed-out landing page (its intro text) and the
// signed-in dashboard (the shell's greeting and one card of each widget remote; the rounds
// remote renders two).
export const LANDING_TEXT = 'The easiest way to play in a golf league';
// The greeting is 'Welcome, X!' on a new account and 'Welcome back, X!' later. `leagueName`: a
// league the user belongs to, shown by My Leagues (the first screen's data, not only its title).
export const dashboardTexts = (user, leagueName) => [
  new RegExp(`Welcome( back)?, ${user.firstName}!`),
  ...(leagueName ? [leagueName] : []),
  'Available Leagues',
  'Your Handicap',
  'Recent Activity',
];
