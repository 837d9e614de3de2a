// Exposed as auth/EditProfileDialog (docs/platform-contract.md) (default export = the component).
import { EditProfileDialog } from '../components/edit-profile-dialog';

export default EditProfileDialog;
