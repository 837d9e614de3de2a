import { CreateLeagueDialog } from '../components/create-league-dialog';

export default CreateLeagueDialog;
