import { toast } from '../toast/toast-store';

export const UNAVAILABLE_TITLE = 'Temporarily unavailable';
/** A page load fires several queries; while a dependency is down they all fail. One toast says
 * so; the next one can show only after this long. */
export const UNAVAILABLE_QUIET_MS = 15_000;

let lastShown = -Infinity;

/** One clear toast when the back end answers 503 (a dependency down) or cannot be reached. */
export function announceUnavailable(message: string | undefined): void {
  const now = Date.now();
  if (now - lastShown < UNAVAILABLE_QUIET_MS) return;
  lastShown = now;
  const cause = message?.trim() ? message.trim().replace(/\.?$/, '.') : 'The server cannot be reached.';
  toast({ title: UNAVAILABLE_TITLE, description: `${cause} Please try again in a moment.`, variant: 'destructive' });
}

/** Test helper. */
export function resetUnavailable(): void {
  lastShown = -Infinity;
}
