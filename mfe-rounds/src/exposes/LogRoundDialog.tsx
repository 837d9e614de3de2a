// Exposed as rounds/LogRoundDialog (platform contract); default export = the component.
import { LogRoundDialog } from '../components/log-round-dialog';

export default LogRoundDialog;
