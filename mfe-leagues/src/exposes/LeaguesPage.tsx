import { LeaguesPage } from '../pages/leagues-page';

export default LeaguesPage;
