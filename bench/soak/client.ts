// The soak's HTTP client: one signed-in session per golfer, every request timed and recorded by
// kind, and the retries a browser's app makes: a round with its idempotency key until it has an
// answer (the app's round queue), other writes again after a 503 or no answer.
import { setTimeout as sleep } from 'node:timers/promises';

export interface Sample {
  kind: string;
  ms: number;
  /** HTTP status, 0 without an answer */
  status: number;
}

export class Recorder {
  readonly samples: Sample[] = [];
  record(kind: string, ms: number, status: number) {
    this.samples.push({ kind, ms, status });
  }
}

export interface Answer {
  status: number;
  json: any;
}

const TIMEOUT_MS = 20_000;
const ATTEMPTS = 10;
/** 1 s, 2 s, 4 s, then every 8 s: a restarting server or a busy database file gets time. */
const retryDelay = (attempt: number) => Math.min(8000, 1000 * 2 ** attempt);

export class Golfer {
  cookie = '';
  id = '';
  constructor(
    readonly gateway: string,
    readonly email: string,
    private readonly recorder: Recorder,
    /** The golfer's own address (home), as the balancer in front tells the gateway: per-address
     * limits apply per golfer, as in real life. */
    private readonly address: string,
  ) {}

  /** One request; a network failure or timeout answers status 0. */
  async once(kind: string, method: string, path: string, body?: unknown): Promise<Answer> {
    const started = performance.now();
    let status: number;
    let json: any = null;
    try {
      const res = await fetch(`${this.gateway}${path}`, {
        method,
        headers: {
          origin: this.gateway,
          cookie: this.cookie,
          'x-forwarded-for': this.address,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = res.status;
      const cookie = res.headers.getSetCookie().find((line) => line.startsWith('fairway.sid='));
      if (cookie) this.cookie = cookie.split(';')[0];
      const text = await res.text();
      json = text ? JSON.parse(text) : null;
    } catch {
      status = 0;
    }
    this.recorder.record(kind, performance.now() - started, status);
    return { status, json };
  }

  /** A request sent again while it gets no answer or a 503 (a server restarting), as the app does. */
  async request(kind: string, method: string, path: string, body?: unknown): Promise<Answer> {
    let answer: Answer = { status: 0, json: null };
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      answer = await this.once(kind, method, path, body);
      if (answer.status !== 0 && answer.status !== 503) return answer;
      await sleep(retryDelay(attempt));
    }
    return answer;
  }
}

export const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** Runs `work` over `items` with `concurrency` in flight. */
export async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    }),
  );
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Requests, p50/p99 and errors (5xx or no answer) per kind, as table rows. */
export function summary(samples: readonly Sample[]): string[] {
  const kinds = new Map<string, Sample[]>();
  for (const sample of samples) {
    const list = kinds.get(sample.kind);
    if (list) list.push(sample);
    else kinds.set(sample.kind, [sample]);
  }
  const rows = ['| kind | requests | p50 ms | p99 ms | errors (5xx or no answer) | 4xx |', '|---|---|---|---|---|---|'];
  const line = (kind: string, list: readonly Sample[]) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    const errors = list.filter((s) => s.status === 0 || s.status >= 500).length;
    const refused = list.filter((s) => s.status >= 400 && s.status < 500).length;
    rows.push(
      `| ${kind} | ${list.length} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} | ${errors} | ${refused} |`,
    );
  };
  for (const [kind, list] of [...kinds].sort(([a], [b]) => a.localeCompare(b))) line(kind, list);
  line('all', samples);
  return rows;
}
