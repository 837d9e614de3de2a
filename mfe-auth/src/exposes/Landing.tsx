// Exposed as auth/Landing (docs/platform-contract.md) (default export = the component).
import { LandingPage } from '../pages/landing-page';

export default LandingPage;
