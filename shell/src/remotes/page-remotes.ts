import type { PreviewOutcome } from '../preview/preview';
import type { ReleaseChannel, RemoteMap } from './remote-map';

/** The remotes this page uses (after any preview) and the preview outcome, set once at start. */
export interface PageRemotes {
  remotes: RemoteMap;
  preview: PreviewOutcome;
  /** The release channel each remote's build came from (the server's choice for this visitor). */
  channels?: Record<string, ReleaseChannel>;
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
