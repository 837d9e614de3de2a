import type { Logger } from 'pino';

/** A request still without an answer this long is reported: well past every bound a server
 * promises (2 s under a burst, 3 s with a dependency down), under the proxies' 30 s timeouts. */
export const UNANSWERED_AFTER_MS = 10_000;

interface Pending {
  requestId: string;
  method: string;
  url: string;
  startedAt: number;
  reported: boolean;
}

export interface UnansweredCounts {
  /** The bound, in ms. */
  afterMs: number;
  /** Requests that went past the bound since the process started. */
  total: number;
  /** Requests past the bound and still unanswered now. */
  now: number;
}

/**
 * Watches the requests a server is answering so that a stall is never silent: one still
 * unanswered after `afterMs` is logged at warn with its request id (once), counted, and its end
 * is logged too ('answered after ... ms' or 'client left after ... ms'). One sweep a second
 * over the requests in flight (no timer per request: the access path stays as cheap as it was;
 * the interval does not keep the process alive).
 */
export class UnansweredRequests {
  private readonly pending = new Map<object, Pending>();
  private total = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly logger: Logger,
    readonly afterMs = UNANSWERED_AFTER_MS,
    private readonly sweepMs = 1_000,
  ) {}

  /** Starts watching one request; call the function returned when it is answered or abandoned. */
  start(key: object, requestId: string, method: string, url: string): (answered: boolean, statusCode: number) => void {
    const entry: Pending = { requestId, method, url, startedAt: Date.now(), reported: false };
    this.pending.set(key, entry);
    this.timer ??= setInterval(() => this.sweep(), this.sweepMs).unref();
    return (answered, statusCode) => {
      this.pending.delete(key);
      if (entry.reported) {
        const elapsedMs = Date.now() - entry.startedAt;
        this.logger.warn(
          { requestId, req: { method, url }, res: { statusCode }, elapsedMs },
          answered ? `request answered after ${elapsedMs} ms` : `client left after ${elapsedMs} ms without an answer`,
        );
      }
    };
  }

  private sweep(): void {
    const now = Date.now();
    for (const entry of this.pending.values()) {
      if (entry.reported || now - entry.startedAt < this.afterMs) continue;
      entry.reported = true;
      this.total += 1;
      this.logger.warn(
        { requestId: entry.requestId, req: { method: entry.method, url: entry.url }, elapsedMs: now - entry.startedAt },
        `request unanswered after ${this.afterMs} ms`,
      );
    }
  }

  counts(): UnansweredCounts {
    let now = 0;
    for (const entry of this.pending.values()) if (entry.reported) now += 1;
    return { afterMs: this.afterMs, total: this.total, now };
  }
}
