import { browserNavigation } from '../browser-navigation';
import { toast } from '../toast/toast-store';

/** Spec sections 4 and 8: how long the 'Unauthorized' toast shows before going to login. */
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
  setTimeout(() => {
    browserNavigation.go(LOGIN_URL);
  }, LOGIN_REDIRECT_DELAY_MS);
}

/** Test helper. */
export function resetLoginRedirect(): void {
  redirectPending = false;
}
