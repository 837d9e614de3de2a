// Rounds logged with no connection (issue 18), kept in IndexedDB until they are sent. Each keeps
// the idempotency key it was queued with, so every attempt (this page, another tab, the service
// worker's Background Sync in shell/pwa/sw-extra.js, which reads the same store) stores the round
// at most once. A round the server refuses stays, with the server's message, until the golfer
// edits or discards it.
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { OUTBOX_DATABASE, OUTBOX_STORE } from '@fairway/platform';
import type { RoundData } from '@fairway/contracts';

export const OUTBOX_SYNC_TAG = 'fairway-round-outbox';

export interface OutboxEntry {
  /** also the round's idempotency key */
  id: string;
  round: RoundData & { idempotencyKey: string };
  leagueName: string;
  userId: string;
  queuedAt: string;
  status: 'waiting' | 'refused';
  /** the server's message for a refused round */
  message?: string;
}

let store: UseStore | null = null;
const outbox = () => (store ??= createStore(OUTBOX_DATABASE, OUTBOX_STORE));

const listeners = new Set<() => void>();
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function notifyOutboxChange(): void {
  for (const listener of listeners) listener();
}

export async function listOutbox(userId: string): Promise<OutboxEntry[]> {
  // No IndexedDB (some private modes, test environments): nothing can have been queued.
  if (typeof indexedDB === 'undefined') return [];
  const all = (await entries<string, OutboxEntry>(outbox())).map(([, entry]) => entry);
  return all.filter((entry) => entry.userId === userId).sort((a, b) => (a.queuedAt < b.queuedAt ? 1 : -1));
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2, 14)}`;
}

export async function queueRound(round: RoundData, meta: { leagueName: string; userId: string }): Promise<OutboxEntry> {
  const id = newKey();
  const entry: OutboxEntry = {
    id,
    round: { ...round, idempotencyKey: id },
    ...meta,
    queuedAt: new Date().toISOString(),
    status: 'waiting',
  };
  await set(id, entry, outbox());
  notifyOutboxChange();
  await requestBackgroundSync();
  return entry;
}

export async function markRefused(id: string, message: string): Promise<void> {
  const entry = await get<OutboxEntry>(id, outbox());
  if (entry) await set(id, { ...entry, status: 'refused', message }, outbox());
  notifyOutboxChange();
}

export async function removeFromOutbox(id: string): Promise<void> {
  await del(id, outbox());
  notifyOutboxChange();
}

/** Background Sync where the browser has it (Chromium); elsewhere the online event and app
 * start flush the queue (use-round-outbox.ts). */
async function requestBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = (await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 500, null))])) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | null;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync: the page flushes on the next online event or start.
  }
}
