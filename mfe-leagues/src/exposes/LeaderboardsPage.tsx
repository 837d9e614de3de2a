import { LeaderboardsPage } from '../pages/leaderboards-page';

export default LeaderboardsPage;
