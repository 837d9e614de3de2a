// The mixed load of the scale proof: virtual users who sign in, read leagues, join leagues, log
// rounds and add availability through the balancer, as fast as answers come back. Every request
// is recorded (time, outcome); every acknowledged write is remembered so the proof can look
// for it in the database afterwards.
import { todayIso } from '@fairway/contracts';
import { TIME_SLOT_IDS } from '@fairway/contracts';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Sample {
  op: string;
  start: number;
  end: number;
  /** HTTP status, or 0 when no answer came (connection refused/reset). */
  status: number;
  /** For errors: the error code, or the start of the answer's body. */
  detail?: string;
}

export interface AckedWrites {
  rounds: string[];
  availability: string[];
  joins: Array<{ leagueId: string; userId: string }>;
}

export interface LoadUser {
  id: string;
  email: string;
  password: string;
}

const ITERATIONS_PER_LEAGUE = 25; // 3 courses x 10 rounds allow 30 rounds per user and league
const COURSES = ['North Links', 'South Links', 'Valley Course'];

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An answer the client would show as an error: no answer, or a 5xx. 4xx answers are business
 * rules (counted apart; the load is built not to provoke them). */
export const isClientError = (s: Sample) => s.status === 0 || s.status >= 500;

export class Load {
  readonly samples: Sample[] = [];
  readonly acked: AckedWrites = { rounds: [], availability: [], joins: [] };
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly apiUrl: string,
    private readonly users: LoadUser[],
    private readonly leagueIds: string[],
  ) {}

  start(): void {
    this.running = true;
    this.loops = this.users.map((user, i) => this.virtualUser(user, i));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Requests answered (or failed) between two instants: an outcome belongs to the phase in
   * which the client saw it. */
  window(from: number, to: number): Sample[] {
    return this.samples.filter((s) => s.end >= from && s.end < to);
  }

  private async call(op: string, path: string, init: { method?: string; body?: unknown; cookie?: string; address?: string } = {}) {
    const start = Date.now();
    let status: number;
    let json: any = null;
    let setCookie: string | null = null;
    let detail: string | undefined;
    try {
      const res = await fetch(`${this.apiUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          'content-type': 'application/json',
          ...(init.cookie ? { cookie: init.cookie } : {}),
          // Each golfer signs in from an address of their own, as from their homes (the gateway
          // trusts the balancer's X-Forwarded-For); per-address sign-in limits then apply per golfer.
          ...(init.address ? { 'x-forwarded-for': init.address } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(20_000),
      });
      status = res.status;
      setCookie = res.headers.get('set-cookie');
      const text = await res.text();
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      if (status >= 400) detail = text.slice(0, 80);
    } catch (error) {
      status = 0;
      const cause = (error as { cause?: { code?: string } }).cause;
      detail = cause?.code ?? (error as Error).name;
    }
    this.samples.push({ op, start, end: Date.now(), status, detail });
    return { status, json, cookie: setCookie?.split(';')[0] ?? null };
  }

  private async signIn(user: LoadUser, index: number): Promise<string | null> {
    const res = await this.call('sign in', '/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: user.password },
      address: `203.0.113.${index + 1}`,
    });
    if (res.status !== 200) await sleep(1000); // no hammering after a refused sign-in
    return res.status === 200 ? res.cookie : null;
  }

  private async virtualUser(user: LoadUser, index: number): Promise<void> {
    const today = todayIso();
    let cookie: string | null = null;
    let iteration = 0;
    const joined = new Set<string>();
    while (this.running) {
      // Sign in again every 10 iterations (and after a failed one): new sessions keep being
      // created while replicas restart.
      if (!cookie || iteration % 10 === 0) cookie = (await this.signIn(user, index)) ?? cookie;
      if (!cookie) continue;
      const leagueId = this.leagueIds[(Math.floor(iteration / ITERATIONS_PER_LEAGUE) + index) % this.leagueIds.length];
      const step = iteration % ITERATIONS_PER_LEAGUE;
      await this.call('read leagues', '/api/leagues', { cookie });
      if (!joined.has(leagueId)) {
        const res = await this.call('join', `/api/leagues/${leagueId}/join`, { method: 'POST', body: {}, cookie });
        if (res.status === 200) {
          joined.add(leagueId);
          this.acked.joins.push({ leagueId, userId: user.id });
        } else if (res.status === 409) joined.add(leagueId); // joined by an earlier pass
        if (!joined.has(leagueId)) {
          iteration++;
          continue;
        }
      }
      const round = await this.call('log round', '/api/rounds', {
        method: 'POST',
        cookie,
        // With its idempotency key, as the app's round queue sends every submission.
        body: {
          leagueId,
          course: COURSES[step % COURSES.length],
          date: today,
          score: 70 + ((index * 7 + iteration) % 40),
          idempotencyKey: randomUUID(),
        },
      });
      if (round.status === 201) this.acked.rounds.push(round.json.id);
      const availability = await this.call('availability', `/api/leagues/${leagueId}/calendar/availability`, {
        method: 'POST',
        cookie,
        // With its idempotency key too: a repeat answers the entry the first attempt stored.
        body: {
          date: addDays(today, 1 + (step % 14)),
          timeSlot: TIME_SLOT_IDS[Math.floor(step / 14) % TIME_SLOT_IDS.length],
          idempotencyKey: randomUUID(),
        },
      });
      if (availability.status === 201 || availability.status === 200) this.acked.availability.push(availability.json.id);
      await this.call('leaderboard', `/api/leagues/${leagueId}/leaderboard`, { cookie });
      await this.call('notifications', '/api/notifications', { cookie });
      const me = await this.call('current user', '/api/auth/user', { cookie });
      if (me.status === 401) cookie = null;
      iteration++;
    }
  }
}
