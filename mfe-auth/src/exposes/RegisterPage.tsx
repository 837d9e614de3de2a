// Exposed as auth/RegisterPage (docs/platform-contract.md) (default export = the component).
import { RegisterPage } from '../pages/register-page';

export default RegisterPage;
