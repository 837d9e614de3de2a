import type { Store } from 'express-session';
import { Redis } from 'ioredis';
import type { Database } from '@fairway/data';
import { DatabaseSessionStore } from './database-store';
import { UserIndexedRedisStore } from './redis-store';

/** Where sessions live, plus the operations the gateway needs beyond express-session's. */
export interface SessionBackend {
  store: Store;
  kind: 'redis' | 'database';
  /** The Redis connection when sessions live there (rate-limit counters share it), else null. */
  redis: Redis | null;
  /** For start-up logs. */
  description: string;
  /** Ends every session of the user except `keepSid` (password change); returns how many. */
  destroyOtherSessions(userId: string, keepSid: string | null): Promise<number>;
  /** Readiness: rejects when the store is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createSessionBackend(options: { redisUrl?: string; db: Database | null }): SessionBackend {
  if (options.redisUrl) {
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    const store = new UserIndexedRedisStore(redis);
    const url = new URL(options.redisUrl);
    return {
      store,
      kind: 'redis',
      redis,
      description: `Redis ${url.hostname}:${url.port || '6379'}`,
      destroyOtherSessions: (userId, keepSid) => store.destroyOtherSessions(userId, keepSid),
      ping: async () => {
        await redis.ping();
      },
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  const db = options.db;
  if (!db) throw new Error('Sessions need REDIS_URL or a database');
  const store = new DatabaseSessionStore(db);
  void store.purgeExpired().catch(() => undefined);
  return {
    store,
    kind: 'database',
    redis: null,
    description: `database table "sessions" (${db.description})`,
    destroyOtherSessions: (userId, keepSid) => store.destroyOtherSessions(userId, keepSid),
    ping: async () => {
      await db.sequelize.authenticate();
    },
    close: async () => store.close(),
  };
}
