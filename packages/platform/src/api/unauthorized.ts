import { browserNavigation } from '../browser-navigation';
import { toast } from '../toast/toast-store';
import { whenToastsCanShow } from '../toast/toaster';

/** How long the 'Unauthorized' toast shows before going to login. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const LOGIN_URL = '/api/login';

let redirectPending = false;

/**
 * Tells the user the session is gone and sends the browser to /api/login after 500 ms.
 * Several failing calls at once still produce one toast and one redirect.
 */
export function redirectToLogin(): void {
  if (redirectPending) return;
  redirectPending = true;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  // A full-page navigation: the 500 ms count from when the toast can show (toaster.tsx loads
  // its code with the first toast), or it would go unseen on a slow connection.
  whenToastsCanShow(() => {
    setTimeout(() => {
      browserNavigation.go(LOGIN_URL);
    }, LOGIN_REDIRECT_DELAY_MS);
  });
}

/** Test helper. */
export function resetLoginRedirect(): void {
  redirectPending = false;
}
