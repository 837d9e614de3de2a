// Exposed as rounds/MemberPage (platform contract); default export = the component.
import { MemberPage } from '../pages/member-page';

export default MemberPage;
