import { renderStandalonePage } from '@fairway/platform';
import MemberPage from './exposes/MemberPage';
import ProfilePage from './exposes/ProfilePage';
import RecentRoundsPage from './exposes/RecentRoundsPage';

// Standalone page of this remote (`npm start -w mfe-rounds`): its screens without the shell.

renderStandalonePage({
  '/': ProfilePage,
  '/profile': ProfilePage,
  '/recent-rounds': RecentRoundsPage,
  '/leagues/:leagueId/members/:memberId': MemberPage,
});
