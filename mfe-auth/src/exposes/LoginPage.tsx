// Exposed as auth/LoginPage (docs/platform-contract.md) (default export = the component).
import { LoginPage } from '../pages/login-page';

export default LoginPage;
