// The release channel of the remotes (docs/deploy.md, "Release channel"): which build of each
// remote a visitor gets is data in the database (tables of migration 0009-26-release-channel),
// not the environment. Every shell replica reads it every POLL_MS, so a change applies on the
// next page load everywhere with no restart. A canary goes to a stable share of visitors: the
// hash of an anonymous visitor id (a cookie the channel signs) and the remote picks the bucket,
// so a person keeps one build and cannot choose it. Changes come from operators only (release-admin.ts, a deploy token) and are recorded.
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import type { QueryTypes as QueryTypesOf, Sequelize } from 'sequelize';
import type { createSequelize as CreateSequelize } from '../../services/data/src/connection';

const POLL_MS = 1000;
const VISITOR_COOKIE = 'fairway_visitor';
const VISITOR_MAX_AGE_S = 365 * 24 * 3600;
const VISITOR_KEY = 'release-visitor';

/**
 * The data package's connection for DATABASE_URL (mysql:// or sqlite:), with its SQLite write
 * serialisation and deadline: its compiled build (`npm run build:servers`,
 * services/data/dist/connection.js), as this server runs plain Node. Loaded on first use only: a
 * front end serving no channel needs neither it nor Sequelize (docs/deploy.md).
 */
// A specifier the bundlers leave alone: the module is found at run time, beside the server.
const CONNECTION_MODULE = '@fairway/data/compiled/connection';

interface Database {
  sequelize: Sequelize;
  QueryTypes: typeof QueryTypesOf;
}

async function openDatabase(url: string): Promise<Database> {
  let modules: [{ createSequelize: typeof CreateSequelize }, { QueryTypes: typeof QueryTypesOf }];
  try {
    modules = await Promise.all([import(CONNECTION_MODULE), import('sequelize')]);
  } catch (caught) {
    const error = caught as Error;
    // An image built without its "channel" stage: say so (release-admin.ts answers 503 with it).
    throw Object.assign(new Error(`cannot load the database connection (${error.message})`), { cause: error, unavailable: 'connection' });
  }
  const [{ createSequelize }, { QueryTypes }] = modules;
  return { sequelize: createSequelize(url).sequelize, QueryTypes };
}

/** 0-99 for a visitor and a remote: the same answer on every replica, every time. */
function bucketOf(visitorId: string, remote: string): number {
  return crypto.createHash('sha256').update(`${visitorId}:${remote}`).digest().readUInt32BE(0) % 100;
}

/**
 * The raw value of the cookie `name` in a Cookie header, or null. Never throws: the header is
 * the visitor's (or a sibling subdomain's) to fill, and this value is never percent-decoded (ours
 * holds no character that needs it).
 */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** `<id>.<HMAC of the id>`: only a value this channel signed is accepted, so a visitor cannot
 * pick the id (and with it the bucket) by editing the cookie. */
const signVisitor = (key: string, id: string) => `${id}.${crypto.createHmac('sha256', key).update(id).digest('base64url')}`;

/** The visitor's anonymous id: from its signed cookie, or a new one set on this response. */
function visitorIdOf(req: Request, res: Response, key: string): string {
  const existing = cookieValue(req.headers.cookie, VISITOR_COOKIE);
  const id = existing && /^([0-9a-f]{32})\.[A-Za-z0-9_-]{43}$/.exec(existing)?.[1];
  if (id) {
    const expected = Buffer.from(signVisitor(key, id));
    if (expected.length === existing.length && crypto.timingSafeEqual(expected, Buffer.from(existing))) return id;
  }
  const fresh = crypto.randomBytes(16).toString('hex');
  res.append(
    'Set-Cookie',
    `${VISITOR_COOKIE}=${signVisitor(key, fresh)}; Path=/; Max-Age=${VISITOR_MAX_AGE_S}; HttpOnly; SameSite=Lax${req.secure ? '; Secure' : ''}`,
  );
  return fresh;
}

/**
 * The key the visitor cookies are signed with: made once and kept in the database (the
 * services' `service_keys` table), so every shell replica and restart accepts the same cookies.
 */
async function visitorKey(sequelize: Sequelize, QueryTypes: typeof QueryTypesOf): Promise<string> {
  const read = async () =>
    (
      await sequelize.query<{ value: string }>('SELECT value FROM service_keys WHERE name = ?', {
        replacements: [VISITOR_KEY],
        type: QueryTypes.SELECT,
      })
    )[0]?.value ?? null;
  const existing = await read();
  if (existing) return existing;
  // Two replicas may make one at once: the first insert wins and both read it back.
  const ignore = sequelize.getDialect() === 'sqlite' ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
  await sequelize.query(`${ignore} INTO service_keys (name, value, createdAt) VALUES (?, ?, ?)`, {
    replacements: [VISITOR_KEY, crypto.randomBytes(32).toString('base64url'), new Date()],
  });
  const made = await read();
  if (!made) throw new Error('the visitor cookie key could not be stored');
  return made;
}

/** A row of release_channel, as read. */
interface ChannelRow {
  remote: string;
  stableUrl: string | null;
  canaryUrl: string | null;
  canaryPercent: number;
  history: string;
}
/** A remote's channel: its stable and canary builds, the canary's share, the builds before. */
interface ChannelState {
  stableUrl: string | null;
  canaryUrl: string | null;
  canaryPercent: number;
  history: string[];
}
/** What an operator change and the status show of a channel. */
interface VisibleState {
  stableUrl: string;
  canaryUrl: string | null;
  canaryPercent: number;
}
interface ChangeRow {
  remote: string;
  action: string;
  actor: string;
  createdAt: string | Date;
  fromState: string;
  toState: string;
}
/** One operator change. */
export interface ChannelChange {
  remote: string;
  action: string;
  manifestUrl?: string;
  percent?: number;
  actor: string;
}
/** An Error an operator is answered with: `status` says which. */
type Refusal = Error & { status: number };
const refusal = (status: number, message: string): Refusal => Object.assign(new Error(message), { status });

const rowState = (row: ChannelRow | undefined): ChannelState => ({
  stableUrl: row?.stableUrl ?? null,
  canaryUrl: row?.canaryUrl ?? null,
  canaryPercent: row?.canaryPercent ?? 0,
  history: row ? JSON.parse(row.history) : [],
});

/**
 * `defaults`: the deployment's remote map (REMOTE_*_URL), what a remote with no release gets.
 */
function createReleaseChannel({
  databaseUrl,
  defaults,
  log = console.error,
  pollMs = POLL_MS,
}: {
  databaseUrl: string;
  defaults: () => Record<string, string>;
  log?: (line: string) => void;
  pollMs?: number;
}) {
  const database = openDatabase(databaseUrl);
  /** remote -> state, as last read. */
  let channel = new Map<string, ChannelState>();
  let key: string | null = null;
  let lastError: string | null = null;

  async function read() {
    const { sequelize, QueryTypes } = await database;
    // Read before the first state, so a canary is never served without it.
    key ??= await visitorKey(sequelize, QueryTypes);
    const rows = await sequelize.query<ChannelRow>('SELECT * FROM release_channel', { type: QueryTypes.SELECT });
    channel = new Map(rows.map((row) => [row.remote, rowState(row)]));
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
  async function apply({ remote, action, manifestUrl, percent, actor }: ChannelChange): Promise<{ from: VisibleState; to: VisibleState }> {
    const { sequelize, QueryTypes } = await database;
    const result = await sequelize.transaction(async (transaction) => {
      const lock = sequelize.getDialect() === 'mysql' ? ' FOR UPDATE' : '';
      const [row] = await sequelize.query<ChannelRow>(`SELECT * FROM release_channel WHERE remote = ?${lock}`, {
        replacements: [remote],
        type: QueryTypes.SELECT,
        transaction,
      });
      const from = rowState(row);
      const stable = from.stableUrl ?? defaults()[remote];
      let to: ChannelState;
      if (action === 'activate')
        to = { stableUrl: manifestUrl ?? null, canaryUrl: null, canaryPercent: 0, history: [...from.history, stable] };
      else if (action === 'canary') to = { ...from, canaryUrl: manifestUrl ?? null, canaryPercent: percent ?? 0 };
      else if (action === 'promote') {
        if (!from.canaryUrl) throw refusal(409, `${remote} has no canary to promote`);
        to = { stableUrl: from.canaryUrl, canaryUrl: null, canaryPercent: 0, history: [...from.history, stable] };
      } else if (action === 'rollback') {
        // One step back: a running canary ends; otherwise the stable build before this one returns.
        if (from.canaryUrl) to = { ...from, canaryUrl: null, canaryPercent: 0 };
        else if (from.history.length > 0) {
          to = { stableUrl: from.history.at(-1) as string, canaryUrl: null, canaryPercent: 0, history: from.history.slice(0, -1) };
        } else throw refusal(409, `${remote} has no earlier build to roll back to`);
      } else throw refusal(400, `Unknown action "${action}"`);
      const now = new Date();
      const values = [to.stableUrl, to.canaryUrl, to.canaryPercent, JSON.stringify(to.history), now];
      if (row) {
        await sequelize.query(
          'UPDATE release_channel SET stableUrl = ?, canaryUrl = ?, canaryPercent = ?, history = ?, updatedAt = ? WHERE remote = ?',
          { replacements: [...values, remote], transaction },
        );
      } else {
        await sequelize.query(
          'INSERT INTO release_channel (stableUrl, canaryUrl, canaryPercent, history, updatedAt, remote) VALUES (?, ?, ?, ?, ?, ?)',
          { replacements: [...values, remote], transaction },
        );
      }
      const visible = (state: ChannelState): VisibleState => ({
        stableUrl: state.stableUrl ?? stable,
        canaryUrl: state.canaryUrl,
        canaryPercent: state.canaryPercent,
      });
      await sequelize.query(
        'INSERT INTO release_changes (remote, action, actor, fromState, toState, createdAt) VALUES (?, ?, ?, ?, ?, ?)',
        { replacements: [remote, action, actor, JSON.stringify(visible(from)), JSON.stringify(visible(to)), now], transaction },
      );
      return { from: visible(from), to: visible(to) };
    });
    await read();
    return result;
  }

  /** Every remote's channel and its latest changes (newest first). */
  async function status({ changes = 10 } = {}) {
    await read();
    const { sequelize, QueryTypes } = await database;
    const rows = await sequelize.query<ChangeRow>('SELECT * FROM release_changes ORDER BY id DESC LIMIT ?', {
      replacements: [changes],
      type: QueryTypes.SELECT,
    });
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
    return {
      remotes,
      changes: rows.map((row) => ({
        remote: row.remote,
        action: row.action,
        actor: row.actor,
        at: new Date(row.createdAt).toISOString(),
        from: JSON.parse(row.fromState),
        to: JSON.parse(row.toState),
      })),
    };
  }

  return {
    started,
    choose,
    apply,
    status,
    close: async () => {
      clearInterval(timer);
      await (await database).sequelize.close();
    },
  };
}

/** A release channel (createReleaseChannel). */
export type ReleaseChannel = ReturnType<typeof createReleaseChannel>;

export { createReleaseChannel, bucketOf, cookieValue, VISITOR_COOKIE };
