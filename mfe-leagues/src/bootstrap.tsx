import { createRoot } from 'react-dom/client';
import { Route } from 'react-router-dom';
import { renderStandalonePage } from '@fairway/platform';
import LeaderboardsPage from './exposes/LeaderboardsPage';
import LeagueDashboardPage from './exposes/LeagueDashboardPage';
import LeaguesPage from './exposes/LeaguesPage';

// Standalone page of this remote (`npm start -w mfe-leagues`): its screens without the shell.

renderStandalonePage(
  createRoot(document.getElementById('root')!),
  <>
    <Route path="/" element={<LeaguesPage />} />
    <Route path="/leagues" element={<LeaguesPage />} />
    <Route path="/leagues/:id" element={<LeagueDashboardPage />} />
    <Route path="/leaderboards" element={<LeaderboardsPage />} />
  </>,
);
