// Exposed as rounds/RecentActivityCard (platform contract); default export = the component.
import { RecentActivityCard } from '../widgets/recent-activity-card';

export default RecentActivityCard;
