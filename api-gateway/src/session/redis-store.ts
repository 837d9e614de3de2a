import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import type { Redis } from 'ioredis';
import { sessionUserId } from './user-index';

const PREFIX = 'fairway:sess:';
const userKey = (userId: string) => `fairway:user-sessions:${userId}`;

/** connect-redis 8 (the last version that accepts an ioredis client; 9+ dropped it and 10
 * silently fails to save with one) plus a per-user set of session ids, so a password change
 * can end the user's other sessions. */
export class UserIndexedRedisStore extends RedisStore {
  constructor(private readonly redis: Redis) {
    // Sessions are not rolling (the cookie's expiry is fixed when it is set): the key's TTL set on
    // save already matches the cookie, so no EXPIRE per signed-in request.
    super({ client: redis, prefix: PREFIX, disableTouch: true });
  }

  override async set(sid: string, sess: SessionData, cb?: (err?: unknown, data?: unknown) => void): Promise<void> {
    const userId = sessionUserId(sess);
    if (userId) {
      try {
        const ttlSeconds = sess.cookie?.expires ? Math.ceil((new Date(sess.cookie.expires).getTime() - Date.now()) / 1000) : 86_400;
        // The set lives as long as the newest session in it.
        await this.redis.multi().sadd(userKey(userId), sid).expire(userKey(userId), Math.max(ttlSeconds, 1)).exec();
      } catch (error) {
        cb?.(error);
        return;
      }
    }
    return super.set(sid, sess, cb);
  }

  /** Destroys every session of `userId` except `keepSid`; returns how many were ended. */
  async destroyOtherSessions(userId: string, keepSid: string | null): Promise<number> {
    const sids = (await this.redis.smembers(userKey(userId))).filter((sid) => sid !== keepSid);
    if (sids.length === 0) return 0;
    await this.redis
      .multi()
      .del(...sids.map((sid) => PREFIX + sid))
      .srem(userKey(userId), ...sids)
      .exec();
    return sids.length;
  }
}
