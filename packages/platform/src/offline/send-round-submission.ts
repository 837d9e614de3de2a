// A live Log Your Round or Edit submission: queued first (round-queue.ts), then sent at once. The
// form learns one of: stored (the server's round, also when a repeated key answered the first
// attempt's round), waiting (no answer of any kind: the queue keeps it and retries by itself),
// refused (a 4xx with the server's message: nothing was stored, the form shows why) or
// unauthorized (the session ended: the submission waits for this user to sign in again; the
// caller sends them to sign in with the shared platform's redirectToLogin).
// No shared state here (the toast store, the api): remotes bundle it (platform/state-free).
import { requestBackgroundSync } from './background-sync';
import { enqueue, sendEntry, type SendOutcome } from './round-queue';

export interface RoundSubmission {
  userId: string;
  kind: 'create' | 'edit';
  /** the round edited */
  roundId?: string;
  round: Record<string, unknown>;
  leagueName: string;
}

export async function sendRoundSubmission(submission: RoundSubmission): Promise<SendOutcome> {
  const entry = await enqueue(submission);
  // The same round was stored a moment ago (its answer lost, or submitted twice): that answer.
  if (entry.status === 'stored') return { outcome: 'stored', round: entry.result };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    await requestBackgroundSync();
    return { outcome: 'waiting' };
  }
  const result = await sendEntry(entry, { keepRefused: false });
  if (result.outcome === 'waiting') await requestBackgroundSync();
  return result;
}
