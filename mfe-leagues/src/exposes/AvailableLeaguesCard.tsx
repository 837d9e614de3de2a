import { AvailableLeaguesCard } from '../components/available-leagues-card';

export default AvailableLeaguesCard;
