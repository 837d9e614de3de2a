// Exposed as rounds/HandicapCard (platform contract); default export = the component.
import { HandicapCard } from '../widgets/handicap-card';

export default HandicapCard;
