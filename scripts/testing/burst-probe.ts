// The outside API probe's sequence, as a new user would run it against a fresh system, with a
// bound on every request: register and sign in, create a league and read it, 30 parallel joins
// of a league capped at 5, 10 parallel rounds on a 2-round course, round edits and deletes, then
// malformed ids (a registration first) and a 300-request fuzz. A request slower than its bound,
// or without an answer, is a violation; so is a 5xx other than a 503 with a message (a
// dependency's honest "try again") and a race that broke a limit. Used by the test
// (scripts/burst-probe.test.ts) and the longer loop (bench/reliability/burst-probe.ts), on the
// system of probe-system.ts.
import { BAD_IDS, seededRandom } from '@fairway/kit/testing';
import { ORIGIN } from './probe-system';

/** What the embedded default promises under a burst (docs/backend.md). */
export const BURST_BOUND_MS = 2_000;
/** Requests sent one at a time, outside the bursts. */
export const QUIET_BOUND_MS = 5_000;

export interface ProbeBounds {
  /** Requests of the bursts (joins, rounds, fuzz). */
  burstMs: number;
  /** Requests sent one at a time. */
  quietMs: number;
}
/** The probe's own patience: a request still unanswered then is counted unanswered. */
export const GIVE_UP_MS = 20_000;

export interface ProbeRequest {
  step: string;
  method: string;
  path: string;
  status: number | 'unanswered' | 'network';
  ms: number;
  boundMs: number;
  requestId?: string;
  message?: string;
}

export interface ProbeResult {
  requests: number;
  /** Every request over its bound, unanswered, or answered a 5xx without a message. */
  violations: ProbeRequest[];
  /** Limits the races must keep (members of the capped league, rounds on the course). */
  broken: string[];
  unanswered: number;
  /** Slowest answer of the burst steps (joins, rounds, parallel registrations, fuzz). */
  maxBurstMs: number;
  maxQuietMs: number;
  statuses: Record<string, number>;
}

const BURST_STEPS = new Set(['joins', 'rounds', 'fuzz']);

/** A race kept its limit: never more accepted than the limit, and all of it taken unless some
 * answers were a 503 with a message (a write the busy server declined, free for a retry). */
function keptLimit(accepted: number, limit: number, answers: Array<{ status: number; json: any } | null>): boolean {
  const declined = answers.some((a) => a?.status === 503 && typeof a.json?.message === 'string');
  return accepted === limit || (accepted < limit && declined);
}

const statuses = (answers: Array<{ status: number } | null>) => answers.map((a) => a?.status ?? 'none').join(' ');

/** A client of one base URL that times and bounds every request. */
class ProbeClient {
  readonly log: ProbeRequest[] = [];

  constructor(
    private readonly base: string,
    private readonly bounds: ProbeBounds,
  ) {}

  async call(
    step: string,
    method: string,
    pathname: string,
    options: { body?: unknown; rawBody?: string; cookie?: string; boundMs?: number } = {},
  ): Promise<{ status: number; json: any; cookie?: string } | null> {
    const boundMs = options.boundMs ?? (BURST_STEPS.has(step) ? this.bounds.burstMs : this.bounds.quietMs);
    const headers: Record<string, string> = { origin: ORIGIN };
    if (options.cookie) headers.cookie = options.cookie;
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers['content-type'] = 'application/json';
    const start = performance.now();
    const entry: ProbeRequest = { step, method, path: pathname.slice(0, 120), status: 'unanswered', ms: 0, boundMs };
    this.log.push(entry);
    try {
      const res = await fetch(`${this.base}${pathname}`, { method, headers, body, signal: AbortSignal.timeout(GIVE_UP_MS) });
      const text = await res.text();
      entry.ms = Math.round(performance.now() - start);
      entry.status = res.status;
      entry.requestId = res.headers.get('x-request-id') ?? undefined;
      let json: any = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      if (res.status >= 500) entry.message = json?.message;
      const cookie = res.headers
        .getSetCookie()
        .find((line) => line.startsWith('fairway.sid='))
        ?.split(';')[0];
      return { status: res.status, json, cookie };
    } catch (error) {
      entry.ms = Math.round(performance.now() - start);
      entry.status = (error as Error).name === 'TimeoutError' ? 'unanswered' : 'network';
      entry.message = (error as Error).message;
      return null;
    }
  }
}

let counter = 0;
const uniqueEmail = (tag: string) => `probe.${tag}.${process.pid}.${Date.now().toString(36)}.${(counter += 1)}@example.test`;

async function register(client: ProbeClient, step: string, tag: string): Promise<string | null> {
  const answer = await client.call(step, 'POST', '/api/auth/register', {
    body: { email: uniqueEmail(tag), password: 'probe-golfer-1', firstName: 'Probe', lastName: tag },
  });
  return answer?.status === 201 ? (answer.cookie ?? null) : null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** One pass of the sequence; returns what it saw. `seed` varies the fuzz between loops. */
export async function runProbeOnce(
  base: string,
  seed: number,
  bounds: ProbeBounds = { burstMs: BURST_BOUND_MS, quietMs: QUIET_BOUND_MS },
): Promise<ProbeResult> {
  const client = new ProbeClient(base, bounds);
  const broken: string[] = [];
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  // Sign up, create a league, read it.
  const creator = await register(client, 'setup', 'creator');
  if (!creator) throw new Error(`registration failed: ${JSON.stringify(client.log.at(-1))}`);
  await client.call('setup', 'GET', '/api/auth/user', { cookie: creator });
  const created = await client.call('setup', 'POST', '/api/leagues', {
    cookie: creator,
    body: { name: `Probe ${seed}`, maxPlayers: 5, courses: [{ name: 'Short', rounds: 2 }] },
  });
  if (created?.status !== 201) throw new Error(`league creation failed: ${JSON.stringify(client.log.at(-1))}`);
  const leagueId = created.json.id as string;
  for (const read of ['/api/leagues', '/api/leagues/my', '/api/leagues/available', `/api/leagues/${leagueId}`]) {
    await client.call('reads', 'GET', read, { cookie: creator });
  }
  for (const read of ['leaderboard', 'members', 'courses', 'rounds']) {
    await client.call('reads', 'GET', `/api/leagues/${leagueId}/${read}`, { cookie: creator });
  }

  // 30 newcomers (one at a time: a sign-up is a bcrypt hash, all CPU), then all join at once:
  // 4 places are left.
  const joiners: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    const cookie = await register(client, 'setup', 'joiner');
    if (cookie) joiners.push(cookie);
  }
  const joins = await Promise.all(joiners.map((cookie) => client.call('joins', 'POST', `/api/leagues/${leagueId}/join`, { cookie })));
  const joined = joiners.filter((_cookie, i) => joins[i]?.status === 200);
  const members = await client.call('reads', 'GET', `/api/leagues/${leagueId}/members`, { cookie: creator });
  const memberCount = Array.isArray(members?.json) ? members.json.length : (members?.json?.members?.length ?? null);
  if (!keptLimit(joined.length, 4, joins)) broken.push(`${joined.length} joins accepted on 4 free places (${statuses(joins)})`);
  if (memberCount !== null && memberCount !== 5) broken.push(`${memberCount} members in a league of 5`);

  // 10 rounds at once by one member on a course allowed 2.
  const golfer = joined[0] ?? creator;
  const rounds = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      client.call('rounds', 'POST', '/api/rounds', {
        cookie: golfer,
        body: { leagueId, course: 'Short', date: today(), score: 80 + i },
      }),
    ),
  );
  const logged = rounds.filter((r) => r?.status === 201).map((r) => r!.json.id as string);
  if (!keptLimit(logged.length, 2, rounds)) broken.push(`${logged.length} rounds accepted on a 2-round course (${statuses(rounds)})`);

  // Edits and deletes, then the reads that show them.
  for (const [i, id] of logged.entries()) {
    await client.call('edits', 'PUT', `/api/rounds/${id}`, { cookie: golfer, body: { date: today(), score: 75 + i, notes: 'edited' } });
  }
  if (logged[0]) await client.call('edits', 'DELETE', `/api/rounds/${logged[0]}`, { cookie: golfer });
  if (logged[0]) await client.call('edits', 'DELETE', `/api/rounds/${logged[0]}`, { cookie: golfer });
  await client.call('edits', 'GET', '/api/rounds/recent', { cookie: golfer });
  await client.call('edits', 'GET', `/api/leagues/${leagueId}/leaderboard`, { cookie: golfer });

  // Malformed ids: a new account first (where the stalls were seen), then every bad id on the
  // id routes.
  const checker = (await register(client, 'malformed ids', 'checker')) ?? creator;
  for (const id of BAD_IDS) {
    await client.call('malformed ids', 'GET', `/api/leagues/${id}`, { cookie: checker });
    await client.call('malformed ids', 'POST', `/api/leagues/${id}/join`, { cookie: checker });
    await client.call('malformed ids', 'PUT', `/api/rounds/${id}`, { cookie: checker, body: { date: today(), score: 80 } });
    await client.call('malformed ids', 'DELETE', `/api/rounds/${id}`, { cookie: checker });
  }

  // 300 random requests, ten in flight at a time: anonymous and signed in, good and bad bodies.
  const paths = [
    '/api/leagues',
    `/api/leagues/${leagueId}`,
    `/api/leagues/${leagueId}/join`,
    `/api/leagues/${leagueId}/leaderboard`,
    `/api/leagues/${leagueId}/members`,
    `/api/leagues/${leagueId}/calendar/availability?from=${today()}&to=${today()}`,
    '/api/rounds',
    '/api/rounds/recent',
    `/api/rounds/${logged[1] ?? 'x'}`,
    '/api/auth/user',
    '/api/auth/register',
    '/api/auth/login',
    '/api/auth/profile',
    `/api/leagues/${pick(BAD_IDS)}/members`,
  ];
  const bodies: Array<() => { body?: unknown; rawBody?: string }> = [
    () => ({}),
    () => ({ rawBody: '{"unterminated' }),
    () => ({ body: [] }),
    () => ({ body: { name: `Fuzz ${Math.floor(random() * 1e6)}`, maxPlayers: 5, courses: [{ name: 'A', rounds: 3 }] } }),
    () => ({ body: { leagueId, course: 'Short', date: today(), score: Math.floor(random() * 200) } }),
    () => ({ body: { email: uniqueEmail('fuzz'), password: 'x', firstName: '', lastName: null } }),
    () => ({ body: { name: 'x'.repeat(5000), courses: 'none' } }),
    () => ({ body: { date: 'yesterday', score: -1 } }),
  ];
  const methods = ['GET', 'GET', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH'];
  const queue = Array.from({ length: 300 }, () => ({
    method: pick(methods),
    path: pick(paths),
    cookie: random() < 0.7 ? pick([creator, golfer, checker]) : undefined,
    body: bodies[Math.floor(random() * bodies.length)]!(),
  }));
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { method, path: target, cookie, body } = next;
        await client.call('fuzz', method, target, { cookie, ...(method === 'GET' ? {} : body) });
      }
    }),
  );

  return summarise(client.log, broken);
}

function summarise(log: ProbeRequest[], broken: string[]): ProbeResult {
  const statuses: Record<string, number> = {};
  for (const r of log) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const violations = log.filter(
    (r) => typeof r.status !== 'number' || r.ms > r.boundMs || (r.status >= 500 && !(r.status === 503 && r.message)),
  );
  const burst = log.filter((r) => BURST_STEPS.has(r.step)).map((r) => r.ms);
  const quiet = log.filter((r) => !BURST_STEPS.has(r.step)).map((r) => r.ms);
  return {
    requests: log.length,
    violations,
    broken,
    unanswered: log.filter((r) => typeof r.status !== 'number').length,
    maxBurstMs: Math.max(0, ...burst),
    maxQuietMs: Math.max(0, ...quiet),
    statuses,
  };
}

/** A violation as one line for a report. */
export function describeRequest(r: ProbeRequest): string {
  return `${r.step}: ${r.method} ${r.path} -> ${r.status} in ${r.ms} ms (bound ${r.boundMs} ms)${r.requestId ? ` id ${r.requestId}` : ''}${r.message ? ` ${r.message}` : ''}`;
}
