// The steady mixed load of the fault suite: golfers who register, join leagues, log, edit and
// delete rounds and post availability through the gateway, one request at a time each. Every
// write the system acknowledges (2xx) goes into the ledger with the phase it happened in; the
// checker later finds each one in the database exactly once.
import { randomBytes } from 'node:crypto';
import { addDays, todayIso, TIME_SLOT_IDS } from '@fairway/contracts';

export interface Ledger {
  users: Array<{ email: string; phase: string }>;
  memberships: Array<{ leagueId: string; email: string; phase: string }>;
  /** Rounds acknowledged as created: `score` is the last acknowledged score, `unacknowledged` the
   * scores of edits sent after it that got no answer, `deleted` an acknowledged delete. */
  rounds: Map<string, { notes: string; score: number; unacknowledged: Set<number>; deleted: boolean; deleteTried: boolean; phase: string }>;
  availability: Array<{ id: string; notes: string; phase: string }>;
}

export interface PhaseCounters {
  sent: number;
  errors: number;
  /** Error statuses seen by clients ('timeout'/'network' when no answer came). */
  statuses: Map<string, number>;
}

export const newLedger = (): Ledger => ({ users: [], memberships: [], rounds: new Map(), availability: [] });

const REQUEST_TIMEOUT_MS = 5000;
const tag = () => randomBytes(6).toString('hex');

/** A signed-in API client (cookie jar of one session) that counts into the current phase. */
export class Golfer {
  cookie = '';
  constructor(
    readonly gateway: string,
    readonly email: string,
    private readonly counters: () => PhaseCounters,
  ) {}

  async request(method: string, pathname: string, body?: unknown): Promise<{ status: number; json: any } | null> {
    const counters = this.counters();
    counters.sent += 1;
    try {
      const response = await fetch(`${this.gateway}${pathname}`, {
        method,
        headers: { origin: this.gateway, cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('fairway.sid='));
      if (cookie) this.cookie = cookie.split(';')[0];
      const text = await response.text();
      if (response.status >= 500) {
        counters.errors += 1;
        counters.statuses.set(String(response.status), (counters.statuses.get(String(response.status)) ?? 0) + 1);
      }
      return { status: response.status, json: text ? JSON.parse(text) : null };
    } catch (error) {
      const kind = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      counters.errors += 1;
      counters.statuses.set(kind, (counters.statuses.get(kind) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 200)); // as a browser would, not a tight loop
      return null;
    }
  }
}

const ok = (answer: { status: number } | null) => answer !== null && answer.status >= 200 && answer.status < 300;

export async function register(
  gateway: string,
  counters: () => PhaseCounters,
  ledger: Ledger,
  phase: () => string,
): Promise<Golfer | null> {
  const golfer = new Golfer(gateway, `chaos.${tag()}@example.test`, counters);
  const answer = await golfer.request('POST', '/api/auth/register', {
    email: golfer.email,
    password: 'chaos-golfer-1',
    firstName: 'Chaos',
    lastName: 'Golfer',
  });
  if (!ok(answer)) return null;
  ledger.users.push({ email: golfer.email, phase: phase() });
  return golfer;
}

export async function join(golfer: Golfer, leagueId: string, ledger: Ledger, phase: () => string): Promise<boolean> {
  const answer = await golfer.request('POST', `/api/leagues/${leagueId}/join`);
  if (ok(answer)) ledger.memberships.push({ leagueId, email: golfer.email, phase: phase() });
  return ok(answer);
}

export const COURSES = ['North', 'South', 'East', 'West', 'Links'].map((name) => ({ name: `Chaos ${name}`, rounds: 10 }));

/** One golfer's loop until `running()` turns false: log, edit, sometimes delete, post availability. */
export async function golferLoop(
  golfer: Golfer,
  leagueId: string,
  ledger: Ledger,
  phase: () => string,
  running: () => boolean,
): Promise<void> {
  const live: string[] = [];
  for (let i = 0; running(); i += 1) {
    const notes = `chaos-${tag()}`;
    const score = 70 + (i % 30);
    const created = await golfer.request('POST', '/api/rounds', {
      leagueId,
      course: COURSES[i % COURSES.length].name,
      date: todayIso(),
      score,
      notes,
    });
    if (ok(created)) {
      ledger.rounds.set(created!.json.id, { notes, score, unacknowledged: new Set(), deleted: false, deleteTried: false, phase: phase() });
      live.push(created!.json.id);
    }
    const editId = live[live.length - 1];
    if (editId) {
      const round = ledger.rounds.get(editId)!;
      const newScore = 72 + ((i * 7) % 25);
      const edited = await golfer.request('PUT', `/api/rounds/${editId}`, { date: todayIso(), score: newScore, notes: round.notes });
      if (ok(edited)) {
        round.score = newScore;
        round.unacknowledged.clear();
      } else if (edited === null || edited.status >= 500) round.unacknowledged.add(newScore);
    }
    if (live.length > 3) {
      const id = live.shift()!;
      const round = ledger.rounds.get(id)!;
      round.deleteTried = true;
      const deleted = await golfer.request('DELETE', `/api/rounds/${id}`);
      if (ok(deleted)) round.deleted = true;
      else if (deleted?.status !== 404) live.unshift(id); // 404: an earlier unanswered delete landed
    }
    const availabilityNotes = `chaos-${tag()}`;
    const posted = await golfer.request('POST', `/api/leagues/${leagueId}/calendar/availability`, {
      date: addDays(todayIso(), 1 + (i % 6)),
      timeSlot: TIME_SLOT_IDS[i % TIME_SLOT_IDS.length],
      notes: availabilityNotes,
    });
    if (ok(posted)) ledger.availability.push({ id: posted!.json.id, notes: availabilityNotes, phase: phase() });
    // What the notifications worker made of the rounds: a read, so its faults reach clients too.
    await golfer.request('GET', '/api/notifications');
  }
}

/** Newcomers: register and join one of the leagues, one after another, until `running()` is false. */
export async function newcomerLoop(
  gateway: string,
  leagueIds: string[],
  counters: () => PhaseCounters,
  ledger: Ledger,
  phase: () => string,
  running: () => boolean,
) {
  for (let i = 0; running(); i += 1) {
    const golfer = await register(gateway, counters, ledger, phase);
    if (golfer) await join(golfer, leagueIds[i % leagueIds.length], ledger, phase);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
