import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, errorText, exitDemo, isDemoMode, toast, useAppDispatch } from '@fairway/platform';
import { useLogoutMutation } from './session-api';

/**
 * Logout from the shell's navigation (spec sections 4 and 8): POST /api/auth/logout, drop every
 * cached answer, toast, go to /. In demo mode it leaves the tour instead.
 */
export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const [postLogout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    if (isDemoMode()) {
      exitDemo();
      return;
    }
    try {
      await postLogout().unwrap();
      dispatch(api.util.resetApiState());
      toast({ title: 'Logged out successfully' });
      navigate('/');
    } catch (error) {
      toast({ title: 'Logout Error', description: errorText(error, 'Failed to logout'), variant: 'destructive' });
    }
  }, [postLogout, dispatch, navigate]);

  return { logout, isLoggingOut: isLoading };
}
