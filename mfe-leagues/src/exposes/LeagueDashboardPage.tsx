import { LeagueDashboardPage } from '../pages/league-dashboard-page';

export default LeagueDashboardPage;
