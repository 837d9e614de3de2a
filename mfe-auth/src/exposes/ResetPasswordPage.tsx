// Exposed as auth/ResetPasswordPage (docs/platform-contract.md) (default export = the component).
import { ResetPasswordPage } from '../pages/reset-password-page';

export default ResetPasswordPage;
