// Exposed as auth/ForgotPasswordPage (docs/platform-contract.md) (default export = the component).
import { ForgotPasswordPage } from '../pages/forgot-password-page';

export default ForgotPasswordPage;
