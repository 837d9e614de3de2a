// What an operator's change does to a remote's channel (release-admin.ts checks the request,
// release-channel.ts writes the result): activate a build, start a canary, promote it, or roll
// back one step. A refused change throws an Error with the HTTP status to answer.
import type { ChannelState } from '../../services/data/src/release-store';

/** One operator change. */
export interface ChannelChange {
  remote: string;
  action: string;
  manifestUrl?: string;
  percent?: number;
  actor: string;
}

/** What a change record and the status show of a channel: the stable build always named. */
export interface VisibleState {
  stableUrl: string;
  canaryUrl: string | null;
  canaryPercent: number;
}

/** An Error an operator is answered with: `status` says which. */
const refusal = (status: number, message: string) => Object.assign(new Error(message), { status });

/**
 * The channel after `change`, from `from`; `stable` is the build everyone gets now (its release,
 * else the deployment's map), which an activation or promotion puts on the history.
 */
export function nextChannel(from: ChannelState, { remote, action, manifestUrl, percent }: ChannelChange, stable: string): ChannelState {
  if (action === 'activate')
    return { stableUrl: manifestUrl ?? null, canaryUrl: null, canaryPercent: 0, history: [...from.history, stable] };
  if (action === 'canary') return { ...from, canaryUrl: manifestUrl ?? null, canaryPercent: percent ?? 0 };
  if (action === 'promote') {
    if (!from.canaryUrl) throw refusal(409, `${remote} has no canary to promote`);
    return { stableUrl: from.canaryUrl, canaryUrl: null, canaryPercent: 0, history: [...from.history, stable] };
  }
  if (action === 'rollback') {
    // One step back: a running canary ends; otherwise the stable build before this one returns.
    if (from.canaryUrl) return { ...from, canaryUrl: null, canaryPercent: 0 };
    const previous = from.history.at(-1);
    if (previous === undefined) throw refusal(409, `${remote} has no earlier build to roll back to`);
    return { stableUrl: previous, canaryUrl: null, canaryPercent: 0, history: from.history.slice(0, -1) };
  }
  throw refusal(400, `Unknown action "${action}"`);
}

/** A channel as shown: with no release of its own, its stable build is `stable`. */
export const visible = (state: ChannelState, stable: string): VisibleState => ({
  stableUrl: state.stableUrl ?? stable,
  canaryUrl: state.canaryUrl,
  canaryPercent: state.canaryPercent,
});
