import { Store, type SessionData } from 'express-session';
import { Op, type Database } from '@fairway/data';
import { sessionUserId } from './user-index';

const DAY_MS = 86_400_000;
type Callback = (err?: unknown, data?: unknown) => void;

/** express-session store on the spec's `sessions` table (sid, sess json, expire indexed), used
 * when no Redis is configured. Expired rows are ignored on read and purged periodically.
 * No `touch`: sessions are not rolling (the cookie's expiry is fixed when it is set), so the row
 * lives exactly as long as the cookie, and a signed-in read never becomes a write. */
export class DatabaseSessionStore extends Store {
  private readonly purgeTimer: NodeJS.Timeout;

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

  override get(sid: string, cb: (err: unknown, session?: SessionData | null) => void): void {
    this.db.models.Session.findOne({ where: { sid, expire: { [Op.gt]: new Date() } } }).then(
      (row) => cb(null, row ? (row.sess as unknown as SessionData) : null),
      (error) => cb(error),
    );
  }

  override set(sid: string, sess: SessionData, cb?: Callback): void {
    const plain = JSON.parse(JSON.stringify(sess)) as Record<string, unknown>;
    this.db.models.Session.upsert({ sid, sess: plain, expire: this.expiry(sess), userId: sessionUserId(sess) }).then(
      () => cb?.(),
      (error) => cb?.(error),
    );
  }

  override destroy(sid: string, cb?: Callback): void {
    this.db.models.Session.destroy({ where: { sid } }).then(
      () => cb?.(),
      (error) => cb?.(error),
    );
  }

  /** Deletes expired rows; returns how many. */
  purgeExpired(): Promise<number> {
    return this.db.models.Session.destroy({ where: { expire: { [Op.lte]: new Date() } } });
  }

  async destroyOtherSessions(userId: string, keepSid: string | null): Promise<number> {
    const where = keepSid ? { userId, sid: { [Op.ne]: keepSid } } : { userId };
    return this.db.models.Session.destroy({ where });
  }

  close(): void {
    clearInterval(this.purgeTimer);
  }
}
