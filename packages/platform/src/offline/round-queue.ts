// The one queue of round submissions (Log Your Round and Edit), run by the page and by the
// service worker (shell/pwa/sw-extra.ts bundles this file). Every submission goes through it:
// it is written to IndexedDB with an idempotency key before the first attempt, so a lost answer,
// a dropped connection, a double tap, a second identical submission or a replay by the other
// context all end as one stored round (the server answers a repeated key with the first answer).
// Entries belong to the user who made them and are only ever sent for that user.
// Rules: docs/rounds.md, "Exactly-once round submissions".
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { isRefusalStatus } from '../api/network-failure';

export const OUTBOX_DATABASE = 'fairway-outbox';
export const OUTBOX_STORE = 'rounds';
export const OUTBOX_SYNC_TAG = 'fairway-round-outbox';
/** How long one attempt may wait for its answer before it counts as a network failure. */
export const SEND_TIMEOUT_MS = 15_000;
/** A stored submission is remembered this long: the same round submitted again is the same submission. */
export const REMEMBER_STORED_MS = 30 * 60_000;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

type Body = Record<string, unknown>;

export interface QueuedRound {
  /** also the idempotency key the submission carries */
  id: string;
  userId: string;
  /** 'create' POSTs /api/rounds; 'edit' PUTs /api/rounds/{roundId} (entries queued before edits had none) */
  kind?: 'create' | 'edit';
  roundId?: string;
  round: Body & { idempotencyKey: string; leagueId?: string; course?: string; date?: string; score?: number };
  leagueName: string;
  queuedAt: string;
  status: 'waiting' | 'refused' | 'stored';
  /** the server's message for a refused submission */
  message?: string;
  attempts?: number;
  nextAttemptAt?: number;
  storedAt?: number;
  /** the server's answer for a stored submission */
  result?: unknown;
}

export type SendOutcome =
  | { outcome: 'stored'; round: unknown }
  | { outcome: 'waiting' }
  | { outcome: 'unauthorized' }
  | { outcome: 'refused'; status: number; message: string; data: unknown };

let store: UseStore | null = null;
const outbox = () => (store ??= createStore(OUTBOX_DATABASE, OUTBOX_STORE));
const hasStorage = () => typeof indexedDB !== 'undefined';

// One set of listeners per page (or worker), whichever copy of this module notifies: the shared
// platform's copy runs the queue and lists it, a remote's bundled copy (platform/state-free)
// queues its submissions, and each must hear the other's changes. Made on first use.
const listeners = () => ((globalThis as { fairwayRoundQueueListeners?: Set<() => void> }).fairwayRoundQueueListeners ??= new Set());
export function onQueueChange(listener: () => void): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}
export function notifyQueueChange(): void {
  for (const listener of listeners()) listener();
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2, 14)}`;
}

/** What makes two submissions the same: everything the golfer entered, not the key. */
function contentOf(kind: string, roundId: string | undefined, round: Body): string {
  const { idempotencyKey: _key, ...rest } = round;
  const playedWith = Array.isArray(rest.playedWith) ? [...(rest.playedWith as string[])].sort() : undefined;
  const fields = Object.keys(rest)
    .sort()
    .map((name) => [name, name === 'playedWith' ? playedWith : rest[name] === '' ? null : (rest[name] ?? null)]);
  return JSON.stringify([kind, roundId ?? null, fields]);
}

async function allEntries(): Promise<QueuedRound[]> {
  if (!hasStorage()) return [];
  return (await entries<string, QueuedRound>(outbox())).map(([, entry]) => entry);
}

/** The user's submissions still to send or refused, newest first (stored ones are not listed). */
export async function listQueue(userId: string): Promise<QueuedRound[]> {
  return (await allEntries())
    .filter((entry) => entry.userId === userId && entry.status !== 'stored')
    .sort((a, b) => (a.queuedAt < b.queuedAt ? 1 : a.queuedAt > b.queuedAt ? -1 : 0));
}

async function save(entry: QueuedRound): Promise<void> {
  if (hasStorage()) await set(entry.id, entry, outbox());
  notifyQueueChange();
}

export async function removeFromQueue(id: string): Promise<void> {
  if (hasStorage()) await del(id, outbox());
  notifyQueueChange();
}

/**
 * The queue entry for a submission: the waiting or recently stored entry of the same content by
 * this user if there is one (a second tap, a "Submit again" after a lost answer), else a new one
 * with a new key, written before anything is sent.
 */
export async function enqueue(
  submission: { userId: string; kind: 'create' | 'edit'; roundId?: string; round: Body; leagueName: string },
  now = Date.now(),
): Promise<QueuedRound> {
  const content = contentOf(submission.kind, submission.roundId, submission.round);
  const same = (await allEntries()).find(
    (entry) =>
      entry.userId === submission.userId &&
      (entry.status === 'waiting' || (entry.status === 'stored' && now - (entry.storedAt ?? 0) < REMEMBER_STORED_MS)) &&
      contentOf(entry.kind ?? 'create', entry.roundId, entry.round) === content,
  );
  if (same) return same;
  const id = newKey();
  const entry: QueuedRound = {
    id,
    userId: submission.userId,
    kind: submission.kind,
    roundId: submission.roundId,
    round: { ...submission.round, idempotencyKey: id },
    leagueName: submission.leagueName,
    queuedAt: new Date(now).toISOString(),
    status: 'waiting',
    attempts: 0,
    nextAttemptAt: now,
  };
  await save(entry);
  return entry;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function messageOf(data: unknown, text: string): string {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : text;
}

/** One attempt over the network; never throws. */
async function attempt(entry: QueuedRound, fetchImpl: typeof fetch): Promise<SendOutcome> {
  const edit = entry.kind === 'edit';
  let response: Response;
  try {
    response = await fetchImpl(edit ? `/api/rounds/${entry.roundId}` : '/api/rounds', {
      method: edit ? 'PUT' : 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(entry.round),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { outcome: 'waiting' };
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    // The answer broke off mid-body: as good as no answer.
    return { outcome: 'waiting' };
  }
  const data = parseJson(text);
  if (response.ok) return { outcome: 'stored', round: data };
  if (response.status === 401) return { outcome: 'unauthorized' };
  if (isRefusalStatus(response.status)) return { outcome: 'refused', status: response.status, message: messageOf(data, text), data };
  // 408, 429, 5xx (a gateway or service that could not be reached), anything unexpected: later.
  return { outcome: 'waiting' };
}

function backoff(attempts: number): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  // Up to a fifth either way, so many phones coming back online do not retry in step.
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/**
 * Sends one entry and records the outcome: stored (kept a while, marked stored), waiting (the
 * next attempt scheduled with backoff), refused (kept with the server's message when `keepRefused`,
 * else removed: a live form shows the message instead). 401 leaves the entry waiting for its user.
 */
export async function sendEntry(entry: QueuedRound, options: { keepRefused: boolean; fetchImpl?: typeof fetch }): Promise<SendOutcome> {
  const result = await attempt(entry, options.fetchImpl ?? fetch);
  const now = Date.now();
  const current = hasStorage() ? await get<QueuedRound>(entry.id, outbox()) : entry;
  if (!current) return result;
  if (result.outcome === 'stored') await save({ ...current, status: 'stored', storedAt: now, result: result.round });
  else if (result.outcome === 'refused') {
    if (options.keepRefused) await save({ ...current, status: 'refused', message: result.message });
    else await removeFromQueue(entry.id);
  } else {
    const attempts = (current.attempts ?? 0) + 1;
    await save({ ...current, attempts, nextAttemptAt: now + backoff(attempts) });
  }
  return result;
}

async function withQueueLock<T>(run: () => Promise<T>): Promise<T> {
  // Page and service worker share the queue: one sender at a time (the keys make a race harmless,
  // the lock saves the duplicate request).
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return run();
  return locks.request('fairway-round-queue', run) as Promise<T>;
}

export interface FlushResult {
  stored: number;
  /** a waiting entry is left (the network failed or it is not due yet) */
  waiting: boolean;
  /** when the next waiting entry is due, if any */
  nextAttemptAt: number | null;
}

/**
 * Sends the user's waiting submissions, oldest first. `force` ignores the backoff (the browser
 * came online, the app started or got focus). Stops at the first network failure or 401. Stored
 * entries past the remembering time are dropped.
 */
export function flushQueue(userId: string, options: { force?: boolean; fetchImpl?: typeof fetch } = {}): Promise<FlushResult> {
  return withQueueLock(async () => {
    const now = Date.now();
    const all = await allEntries();
    for (const entry of all)
      if (entry.status === 'stored' && now - (entry.storedAt ?? 0) >= REMEMBER_STORED_MS) await del(entry.id, outbox());
    const waiting = all
      .filter((entry) => entry.userId === userId && entry.status === 'waiting')
      .sort((a, b) => (a.queuedAt < b.queuedAt ? -1 : 1));
    let stored = 0;
    for (const entry of waiting) {
      if (!options.force && (entry.nextAttemptAt ?? 0) > now) continue;
      const result = await sendEntry(entry, { keepRefused: true, fetchImpl: options.fetchImpl });
      if (result.outcome === 'stored') stored += 1;
      if (result.outcome === 'waiting' || result.outcome === 'unauthorized') break;
    }
    const left = (await allEntries()).filter((entry) => entry.userId === userId && entry.status === 'waiting');
    return {
      stored,
      waiting: left.length > 0,
      nextAttemptAt: left.length ? Math.min(...left.map((entry) => entry.nextAttemptAt ?? now)) : null,
    };
  });
}
