// Exposed as rounds/RecentRoundsPage (platform contract); default export = the component.
import { RecentRoundsPage } from '../pages/recent-rounds-page';

export default RecentRoundsPage;
