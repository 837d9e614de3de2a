import { createRoot } from 'react-dom/client';
import { Route } from 'react-router-dom';
import { renderStandalonePage } from '@fairway/platform';
import MemberPage from './exposes/MemberPage';
import ProfilePage from './exposes/ProfilePage';
import RecentRoundsPage from './exposes/RecentRoundsPage';

// Standalone page of this remote (`npm start -w mfe-rounds`): its screens without the shell.

renderStandalonePage(
  createRoot(document.getElementById('root')!),
  <>
    <Route path="/" element={<ProfilePage />} />
    <Route path="/profile" element={<ProfilePage />} />
    <Route path="/recent-rounds" element={<RecentRoundsPage />} />
    <Route path="/leagues/:leagueId/members/:memberId" element={<MemberPage />} />
  </>,
);
