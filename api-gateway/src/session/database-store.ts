import { Store, type SessionData } from 'express-session';
import { Op, QueryTypes, type Database } from '@fairway/data';
import { sessionUserId } from './user-index';

const DAY_MS = 86_400_000;
type Callback = (err?: unknown, data?: unknown) => void;

/** How long a session read is kept: a page's parallel reads, and a busy client's, share one
 * lookup. A sign-out or password change through this gateway drops it at once; one through
 * another replica is seen within this long. */
export const SESSION_READ_KEEP_MS = 1_000;
/** Kept reads beyond this many are all dropped (an unbounded map would grow with every cookie). */
const KEPT_READS_MAX = 10_000;

interface KeptRead {
  /** the row's JSON text (parsed anew for each request: express-session mutates what it gets) */
  text: string | null;
  until: number;
}

/** express-session store on the spec's `sessions` table (sid, sess json, expire indexed), used
 * when no Redis is configured. Expired rows are ignored on read and purged periodically.
 * No `touch`: sessions are not rolling (the cookie's expiry is fixed when it is set), so the row
 * lives exactly as long as the cookie, and a signed-in read never becomes a write. */
export class DatabaseSessionStore extends Store {
  private readonly purgeTimer: NodeJS.Timeout;
  private readonly kept = new Map<string, KeptRead>();
  /** Counts writes: a read that started before one is not kept (it may predate the write). */
  private writes = 0;

  constructor(
    private readonly db: Database,
    purgeIntervalMs = 15 * 60_000,
  ) {
    super();
    this.purgeTimer = setInterval(() => void this.purgeExpired().catch(() => undefined), purgeIntervalMs);
    this.purgeTimer.unref();
  }

  private expiry(sess: SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + DAY_MS);
  }

  /** One written-out SELECT (a finder's model instance cost more than the lookup), kept for
   * SESSION_READ_KEEP_MS. */
  override get(sid: string, cb: (err: unknown, session?: SessionData | null) => void): void {
    const now = Date.now();
    const kept = this.kept.get(sid);
    if (kept && kept.until > now) {
      cb(null, kept.text === null ? null : (JSON.parse(kept.text) as SessionData));
      return;
    }
    const writes = this.writes;
    this.db.sequelize
      .query<{ sess: unknown; expire: Date | string }>('SELECT `sess`, `expire` FROM `sessions` WHERE `sid` = :sid AND `expire` > :now', {
        replacements: { sid, now: new Date(now) },
        type: QueryTypes.SELECT,
      })
      .then(
        ([row]) => {
          const text = row ? (typeof row.sess === 'string' ? row.sess : JSON.stringify(row.sess)) : null;
          const expire = row ? new Date(row.expire).getTime() : Infinity;
          if (this.kept.size >= KEPT_READS_MAX) this.kept.clear();
          if (writes === this.writes) this.kept.set(sid, { text, until: Math.min(now + SESSION_READ_KEEP_MS, expire) });
          cb(null, text === null ? null : (JSON.parse(text) as SessionData));
        },
        (error) => cb(error),
      );
  }

  override set(sid: string, sess: SessionData, cb?: Callback): void {
    this.forget(sid);
    const plain = JSON.parse(JSON.stringify(sess)) as Record<string, unknown>;
    this.db.models.Session.upsert({ sid, sess: plain, expire: this.expiry(sess), userId: sessionUserId(sess) }).then(
      () => cb?.(),
      (error) => cb?.(error),
    );
  }

  override destroy(sid: string, cb?: Callback): void {
    this.forget(sid);
    this.db.models.Session.destroy({ where: { sid } }).then(
      () => cb?.(),
      (error) => cb?.(error),
    );
  }

  /** Drops the kept read of `sid` (null: all of them) before a write. */
  private forget(sid: string | null): void {
    this.writes += 1;
    if (sid === null) this.kept.clear();
    else this.kept.delete(sid);
  }

  /** Deletes expired rows; returns how many. */
  purgeExpired(): Promise<number> {
    return this.db.models.Session.destroy({ where: { expire: { [Op.lte]: new Date() } } });
  }

  async destroyOtherSessions(userId: string, keepSid: string | null): Promise<number> {
    // Which sids are the user's is in the rows, not here: every kept read goes.
    this.forget(null);
    const where = keepSid ? { userId, sid: { [Op.ne]: keepSid } } : { userId };
    return this.db.models.Session.destroy({ where });
  }

  close(): void {
    clearInterval(this.purgeTimer);
  }
}
