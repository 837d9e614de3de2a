// The release channel of the remotes (docs/deploy.md, "Release channel"): which build of each
// remote a visitor gets is data in the database (the data package's release store), not the
// environment. Every shell replica reads it every POLL_MS, so a change applies on the next page
// load everywhere with no restart. A canary goes to a stable share of visitors (visitor.ts).
// Changes come from operators only (release-admin.ts, a deploy token), are decided by
// release-transitions.ts and recorded.
import type { Request, Response } from 'express';
import type { ChannelState, ReleaseStore } from '../../services/data/src/release-store';
import { nextChannel, visible, type ChannelChange, type VisibleState } from './release-transitions';
import { bucketOf, visitorIdOf } from './visitor';

const POLL_MS = 1000;
const VISITOR_KEY = 'release-visitor';

// A specifier the bundlers leave alone: the module is found at run time, beside the server.
const STORE_MODULE = '@fairway/data/compiled/release-store';

/**
 * The data package's release store on DATABASE_URL (mysql:// or sqlite:), on its own connection
 * with its SQLite write serialisation and deadline: its compiled build (`npm run build:servers`,
 * services/data/dist/release-store.js), as this server runs plain Node. Loaded on first use only:
 * a front end serving no channel needs neither it nor Sequelize (docs/deploy.md).
 */
async function openStore(url: string): Promise<ReleaseStore> {
  let module: { openReleaseStore: (url: string) => ReleaseStore };
  try {
    module = await import(STORE_MODULE);
  } catch (caught) {
    const error = caught as Error;
    // An image built without its "channel" stage: say so (release-admin.ts answers 503 with it).
    throw Object.assign(new Error(`cannot load the database connection (${error.message})`), { cause: error, unavailable: 'connection' });
  }
  return module.openReleaseStore(url);
}

/**
 * `defaults`: the deployment's remote map (REMOTE_*_URL), what a remote with no release gets.
 * `store`: a store on a connection the caller already has (the back end's, when the front ends
 * run in its process), which the channel then leaves open; otherwise it opens its own on
 * `databaseUrl`.
 */
function createReleaseChannel({
  databaseUrl,
  store,
  defaults,
  log = console.error,
  pollMs = POLL_MS,
}: {
  databaseUrl: string;
  store?: ReleaseStore;
  defaults: () => Record<string, string>;
  log?: (line: string) => void;
  pollMs?: number;
}) {
  const opened = store ? Promise.resolve(store) : openStore(databaseUrl);
  /** remote -> state, as last read. */
  let channel = new Map<string, ChannelState>();
  let key: string | null = null;
  let lastError: string | null = null;

  async function read() {
    const store = await opened;
    // Read before the first state, so a canary is never served without it.
    key ??= await store.key(VISITOR_KEY);
    channel = await store.channels();
  }
  async function poll() {
    try {
      await read();
      if (lastError) log('release channel: reading it again');
      lastError = null;
    } catch (caught) {
      const error = caught as Error;
      // Kept serving the last state read (or the deployment's map): a database blip must not
      // take the pages down.
      if (lastError !== error.message) log(`release channel: cannot read it (${error.message}); serving the last state read`);
      lastError = error.message;
    }
  }
  const started = poll();
  const timer = setInterval(poll, pollMs);
  timer.unref();

  /** The stable manifest URL of `remote`: its release, else the deployment's map. */
  const stableOf = (remote: string, state = channel.get(remote)) => state?.stableUrl ?? defaults()[remote];

  /**
   * The remote map for one request, and why each remote got its build ('stable' or 'canary').
   * Sets the visitor cookie when a canary needs one and the request has none.
   */
  function choose(req: Request, res: Response): { remotes: Record<string, string>; channels: Record<string, 'stable' | 'canary'> } {
    const remotes = { ...defaults() };
    const channels: Record<string, 'stable' | 'canary'> = {};
    let visitor: string | null = null;
    for (const remote of Object.keys(remotes)) {
      const state = channel.get(remote);
      remotes[remote] = stableOf(remote, state);
      channels[remote] = 'stable';
      if (state?.canaryUrl && state.canaryPercent > 0) {
        // The key is read before any state, so a canary has one.
        visitor ??= visitorIdOf(req, res, key as string);
        if (bucketOf(visitor, remote) < state.canaryPercent) {
          remotes[remote] = state.canaryUrl;
          channels[remote] = 'canary';
        }
      }
    }
    return { remotes, channels };
  }

  /**
   * Applies one operator change to `remote` in a transaction and records it; throws an Error
   * with `status` for a refused change.
   */
  async function apply(change: ChannelChange): Promise<{ from: VisibleState; to: VisibleState }> {
    const store = await opened;
    const result = await store.change<VisibleState>(change.remote, change, (from) => {
      const stable = from.stableUrl ?? defaults()[change.remote];
      const to = nextChannel(from, change, stable);
      return { to, shown: { from: visible(from, stable), to: visible(to, stable) } };
    });
    await read();
    return result;
  }

  /** Every remote's channel and its latest changes (newest first). */
  async function status({ changes = 10 } = {}) {
    await read();
    const latest = await (await opened).latestChanges<VisibleState>(changes);
    const remotes: Record<string, VisibleState & { rollbackTo: string | null }> = {};
    for (const remote of Object.keys(defaults())) {
      const state = channel.get(remote);
      remotes[remote] = {
        stableUrl: stableOf(remote, state),
        canaryUrl: state?.canaryUrl ?? null,
        canaryPercent: state?.canaryPercent ?? 0,
        rollbackTo: state?.canaryUrl ? stableOf(remote, state) : (state?.history.at(-1) ?? null),
      };
    }
    return { remotes, changes: latest };
  }

  return {
    started,
    choose,
    apply,
    status,
    close: async () => {
      clearInterval(timer);
      if (!store) await (await opened).close();
    },
  };
}

/** A release channel (createReleaseChannel). */
export type ReleaseChannel = ReturnType<typeof createReleaseChannel>;

export { createReleaseChannel };
