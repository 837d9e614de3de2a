// The one logout flow, used by the shell's navigation and the profile
// page: POST /api/auth/logout, drop every cached answer, toast, go to /. In demo mode it runs the
// demo-exit routine instead (no network call). The spec words the failure toast differently in
// the two places, so the caller passes it.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/api';
import { errorText } from '../api/api-error';
import { useLogoutMutation } from '../api/shared-endpoints';
import { exitDemo, isDemoMode } from '../demo/demo-flag';
import { clearOfflineData } from '../offline/offline-data';
import { useAppDispatch } from '../store/create-app-store';
import { toast } from '../toast/toast-store';

export interface LogoutFailureText {
  title: string;
  /** Shown when the server gave no message of its own (or always, with `fixed`). */
  description: string;
  /** Always show `description`, ignoring the server's message. */
  fixed?: boolean;
}

export function useLogout(failure: LogoutFailureText): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const [postLogout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { title, description, fixed } = failure;

  const logout = useCallback(async () => {
    if (isDemoMode()) {
      exitDemo();
      return;
    }
    try {
      await postLogout().unwrap();
      dispatch(api.util.resetApiState());
      await clearOfflineData();
      toast({ title: 'Logged out successfully' });
      navigate('/');
    } catch (error) {
      toast({ title, description: fixed ? description : errorText(error, description), variant: 'destructive' });
    }
  }, [postLogout, dispatch, navigate, title, description, fixed]);

  return { logout, isLoggingOut: isLoading };
}
