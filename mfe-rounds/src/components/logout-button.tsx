// Profile 'Logout': the platform's one logout flow, with this page's
// failure wording.
import { useLogout } from '@fairway/platform';
import { Button } from '@fairway/ui';

const PROFILE_LOGOUT_FAILURE = {
  title: 'Logout failed',
  description: 'There was an error logging out. Please try again.',
  fixed: true,
};

export function LogoutButton() {
  const { logout, isLoggingOut } = useLogout(PROFILE_LOGOUT_FAILURE);
  return (
    <Button $variant="ghost" onClick={() => void logout()} disabled={isLoggingOut}>
      Logout
    </Button>
  );
}
