import { MyLeaguesCard } from '../components/my-leagues-card';

export default MyLeaguesCard;
