import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** The Redis channel on which gateway replicas announce the writes they proxy. */
export const WRITES_CHANNEL = 'fairway:api-writes';

/** A write whose end was never announced (its replica died) stops blocking the cache after
 * this long: longer than the proxy's 30 s timeout, so only a lost announcement reaches it. */
export const MAX_WRITE_MS = 60_000;

/**
 * What the read cache knows about writes, on this gateway and, through Redis, on every replica:
 * a generation that moves whenever a write starts or ends (an answer cached in an earlier
 * generation is never served), and whether one is in flight (nothing is cached meanwhile).
 */
export interface WriteTracker {
  /** The current generation, or null while the cache must not be used (the replicas' channel is down). */
  generation(): number | null;
  /** True while a write started here or on another replica has not ended. */
  writing(): boolean;
  /** Announces a write before it is forwarded (when this resolves, Redis has passed the
   * announcement on to every subscribed replica); the function returned announces its end. */
  begin(): Promise<() => void>;
  close(): Promise<void>;
}

/** The writes of this process only: the embedded setup's single gateway. */
class LocalWrites {
  private counter = 0;
  private readonly inFlight = new Map<string, number>();

  generation(): number {
    return this.counter;
  }

  writing(): boolean {
    const now = Date.now();
    for (const [id, deadline] of this.inFlight) if (deadline <= now) this.inFlight.delete(id);
    return this.inFlight.size > 0;
  }

  started(id: string): void {
    this.inFlight.set(id, Date.now() + MAX_WRITE_MS);
    this.counter += 1;
  }

  ended(id: string): void {
    this.inFlight.delete(id);
    this.counter += 1;
  }

  /** A new generation without a write (every cached answer becomes stale). */
  renew(): void {
    this.counter += 1;
  }
}

function localWriteTracker(): WriteTracker {
  const writes = new LocalWrites();
  return {
    generation: () => writes.generation(),
    writing: () => writes.writing(),
    async begin() {
      const id = randomUUID();
      writes.started(id);
      return () => writes.ended(id);
    },
    close: async () => undefined,
  };
}

/**
 * Replicas tell each other of their writes on WRITES_CHANNEL ('+id' when one starts, '-id' when
 * it ends). While this replica is not subscribed it may have missed announcements, so the cache
 * is off; (re)subscribing starts a new generation. A write that started unheard ends with a
 * '-id' that this replica does hear, which starts another.
 */
function redisWriteTracker(redis: Redis): WriteTracker {
  const writes = new LocalWrites();
  const self = randomUUID();
  let listening = false;
  const subscriber = redis.duplicate({ autoResubscribe: false, enableOfflineQueue: true });
  subscriber.on('error', () => undefined); // reconnects by itself; the cache is off meanwhile
  subscriber.on('close', () => {
    listening = false;
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(WRITES_CHANNEL).then(
      () => {
        writes.renew();
        listening = true;
      },
      () => undefined,
    );
  });
  subscriber.on('message', (_channel: string, message: string) => {
    const id = message.slice(1);
    if (id.startsWith(self)) return; // this replica's own, already counted
    if (message.startsWith('+')) writes.started(id);
    else writes.ended(id);
  });
  const announce = (message: string) => redis.publish(WRITES_CHANNEL, message).catch(() => undefined);
  return {
    generation: () => (listening ? writes.generation() : null),
    writing: () => writes.writing(),
    async begin() {
      const id = `${self}:${randomUUID()}`;
      writes.started(id);
      // Redis down: the other replicas' subscriptions are down too, so their caches are off.
      await announce(`+${id}`);
      return () => {
        writes.ended(id);
        void announce(`-${id}`);
      };
    },
    async close() {
      listening = false;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/** Replicas share their writes through the sessions' Redis; without Redis there is one gateway. */
export function createWriteTracker(redis: Redis | null): WriteTracker {
  return redis ? redisWriteTracker(redis) : localWriteTracker();
}
