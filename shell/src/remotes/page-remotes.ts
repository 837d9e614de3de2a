import type { PreviewOutcome } from '../preview/preview';
import type { RemoteMap } from './remote-map';

/** The remotes this page uses (after any preview) and the preview outcome, set once at start. */
export interface PageRemotes {
  remotes: RemoteMap;
  preview: PreviewOutcome;
  /** Why the remote map could not be read, when it could not. */
  error: string | null;
}

let current: PageRemotes = { remotes: {}, preview: { status: 'none' }, error: null };

export function setPageRemotes(next: PageRemotes): void {
  current = next;
}

export function getPageRemotes(): PageRemotes {
  return current;
}
