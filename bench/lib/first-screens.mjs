// The two first screens the benches time: the signed-out landing page (its intro text) and the
// signed-in dashboard (the shell's greeting and one card of each widget remote; the rounds
// remote renders two).
export const LANDING_TEXT = 'The easiest way to play in a golf league';
export const dashboardTexts = (user) => [`Welcome back, ${user.firstName}!`, 'Available Leagues', 'Your Handicap', 'Recent Activity'];
