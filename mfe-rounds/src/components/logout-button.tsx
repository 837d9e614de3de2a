// Profile 'Logout' (spec sections 4, 8): a real logout clears every cached answer and goes to /;
// in demo mode it runs the demo-exit routine instead (no network call).
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api, exitDemo, toast, useCurrentUser } from '@fairway/platform';
import { Button } from '@fairway/ui';
import { useLogoutMutation } from '../api';

export function LogoutButton() {
  const { isDemo } = useCurrentUser();
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  async function onClick() {
    if (isDemo) {
      exitDemo();
      return;
    }
    try {
      await logout().unwrap();
      dispatch(api.util.resetApiState());
      toast({ title: 'Logged out successfully' });
      navigate('/');
    } catch {
      toast({ title: 'Logout failed', description: 'There was an error logging out. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <Button $variant="ghost" onClick={onClick} disabled={isLoading}>
      Logout
    </Button>
  );
}
