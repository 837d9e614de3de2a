import type { Store } from 'express-session';
import { Redis } from 'ioredis';
import type { Database } from '@fairway/data';
import { DATABASE } from '@fairway/kit';
import { UserIndexedRedisStore } from './redis-store';

/** Where sessions live, plus the operations the gateway needs beyond express-session's. */
export interface SessionBackend {
  store: Store;
  kind: 'redis' | 'database';
  /** The Redis connection when sessions live there (rate-limit counters share it), else null. */
  redis: Redis | null;
  /** For start-up logs. */
  description: string;
  /** What a person reads when the store is down ('The session store (Redis)', 'The database'). */
  label: string;
  /** Ends every session of the user except `keepSid` (password change); returns how many. */
  destroyOtherSessions(userId: string, keepSid: string | null): Promise<number>;
  /** Readiness: rejects when the store is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const SESSION_STORE = 'The session store (Redis)';

/** A Redis client that fails fast while Redis is down, so a request answers 503 within the
 * 3 s budget instead of hanging: commands wait for the first connection (rate-limit-redis
 * loads its script at start-up), after that they fail at once while disconnected, and a
 * connect attempt or a reply gives up after 2 s. It reconnects by itself (an attempt a second
 * at most), so service resumes without a restart. */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  redis.once('ready', () => {
    redis.options.enableOfflineQueue = false;
  });
  return redis;
}

/** True when `error` comes from a Redis that is not connected (ioredis has no error classes for these). */
export function isRedisUnavailable(error: unknown, redis: Redis | null): boolean {
  if (!redis) return false;
  const e = (error ?? {}) as { name?: string; message?: string };
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (typeof e.message === 'string' && /enableOfflineQueue|Connection is closed|Command timed out|ECONNREFUSED/.test(e.message))
    return true;
  return redis.status !== 'ready';
}

export async function createSessionBackend(options: { redisUrl?: string; db: Database | null }): Promise<SessionBackend> {
  if (options.redisUrl) {
    const redis = connectRedis(options.redisUrl);
    // ioredis reports each failed reconnect as an 'error' event; without a listener it would
    // print an unhandled-error warning for every attempt while Redis is down.
    redis.on('error', () => undefined);
    const store = new UserIndexedRedisStore(redis);
    const url = new URL(options.redisUrl);
    return {
      store,
      kind: 'redis',
      redis,
      description: `Redis ${url.hostname}:${url.port || '6379'}`,
      label: SESSION_STORE,
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
  // Loaded only here: with Redis the gateway never loads the database library.
  const { DatabaseSessionStore } = await import('./database-store');
  const store = new DatabaseSessionStore(db);
  void store.purgeExpired().catch(() => undefined);
  return {
    store,
    kind: 'database',
    redis: null,
    description: `database table "sessions" (${db.description})`,
    label: DATABASE,
    destroyOtherSessions: (userId, keepSid) => store.destroyOtherSessions(userId, keepSid),
    ping: async () => {
      await db.sequelize.authenticate();
    },
    close: async () => store.close(),
  };
}
