// Exposed as rounds/ProfilePage (platform contract); default export = the component.
import { ProfilePage } from '../pages/profile-page';

export default ProfilePage;
