// Exposed as auth/ChangePasswordDialog (docs/platform-contract.md) (default export = the component).
import { ChangePasswordDialog } from '../components/change-password-dialog';

export default ChangePasswordDialog;
