import { renderStandalonePage } from '@fairway/platform';
import LeaderboardsPage from './exposes/LeaderboardsPage';
import LeagueDashboardPage from './exposes/LeagueDashboardPage';
import LeaguesPage from './exposes/LeaguesPage';

// Standalone page of this remote (`npm start -w mfe-leagues`): its screens without the shell.

renderStandalonePage({
  '/': LeaguesPage,
  '/leagues': LeaguesPage,
  '/leagues/:id': LeagueDashboardPage,
  '/leaderboards': LeaderboardsPage,
});
