import { toast } from '../toast/toast-store';
import { errorText, isUnauthorized } from './api-error';

/**
 * The failure toast of a user action: `title` with the server's message, else
 * `fallback`. Nothing on a 401: baseQuery has already shown 'Unauthorized' and is redirecting to
 * login, and with one toast at a time a second one would replace it.
 */
export function failureToast(error: unknown, title: string, fallback: string): void {
  if (isUnauthorized(error)) return;
  toast({ title, description: errorText(error, fallback), variant: 'destructive' });
}
