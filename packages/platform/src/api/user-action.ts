import { toast, type ToastInput } from '../toast/toast-store';
import { errorText } from './api-error';
import { failureToast } from './failure-toast';

interface UserActionToasts {
  /** Shown when the action succeeds. */
  success: ToastInput;
  /**
   * The failure toast's title, and its text when the server sends no message. `showUnauthorized`:
   * a 401 is an answer here (a wrong password on the account forms) and is shown like any other
   * failure; elsewhere it is a lost session that baseQuery has already announced.
   */
  failure: { title: string; fallback: string; showUnauthorized?: boolean };
}

/**
 * Runs a user action (a mutation's unwrap()) and tells its outcome: the success
 * toast, or the failure toast (failureToast). Resolves whether it succeeded, for what follows a
 * success (closing the dialog, navigating).
 */
export async function runUserAction(action: () => Promise<unknown>, { success, failure }: UserActionToasts): Promise<boolean> {
  try {
    await action();
  } catch (error) {
    if (failure.showUnauthorized) toast({ title: failure.title, description: errorText(error, failure.fallback), variant: 'destructive' });
    else failureToast(error, failure.title, failure.fallback);
    return false;
  }
  toast(success);
  return true;
}
