// The page's side of the round queue (round-queue.ts): while a real user is signed in, their
// waiting submissions are sent on app start, when the browser comes online, when the page gets
// focus or becomes visible again, and by a timer at the next attempt's time (backoff after a
// failure). The service worker's Background Sync sends the same queue with no page open and
// tells open pages. A stored round refreshes every list and leaderboard that shows rounds.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/api';
import { useCurrentUser } from '../api/current-user';
import { useAppDispatch, type AppDispatch } from '../store/create-app-store';
import { flushQueue, listQueue, notifyQueueChange, onQueueChange, removeFromQueue, type QueuedRound } from './round-queue';
import { ROUND_WRITE_TAGS } from './round-write-tags';
import { watchQueueList } from './watch-queue-list';
const HEARTBEAT_MS = 30_000;
const MIN_TIMER_MS = 500;

interface Runner {
  userId: string;
  users: number;
  stop: () => void;
}
let runner: Runner | null = null;

function startRunner(dispatch: AppDispatch, userId: string): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let busy: Promise<void> | null = null;

  const schedule = (at: number | null) => {
    clearTimeout(timer);
    if (stopped) return;
    const delay = at === null ? HEARTBEAT_MS : Math.max(MIN_TIMER_MS, Math.min(HEARTBEAT_MS, at - Date.now()));
    timer = setTimeout(() => run(false), delay);
  };
  const run = (force: boolean) => {
    if (stopped) return;
    busy ??= flushQueue(userId, { force })
      .then(
        (result) => {
          if (result.stored > 0) dispatch(api.util.invalidateTags([...ROUND_WRITE_TAGS]));
          schedule(result.nextAttemptAt);
        },
        () => schedule(Date.now() + HEARTBEAT_MS),
      )
      .finally(() => {
        busy = null;
      });
  };
  const now = () => run(true);
  const visible = () => document.visibilityState === 'visible' && run(true);
  // A submission kept after a failed first attempt: schedule its retry.
  const changed = () => {
    if (!busy)
      void listQueue(userId).then(
        (list) => schedule(nextDue(list)),
        () => undefined,
      );
  };
  const fromWorker = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== 'outbox-changed') return;
    notifyQueueChange();
    dispatch(api.util.invalidateTags([...ROUND_WRITE_TAGS]));
  };

  window.addEventListener('online', now);
  window.addEventListener('focus', now);
  document.addEventListener('visibilitychange', visible);
  navigator.serviceWorker?.addEventListener('message', fromWorker);
  const stopChanges = onQueueChange(changed);
  run(true);
  // This user's first answers, cached by the service worker for offline starts.
  void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({ type: 'warm-api' }));
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', now);
    window.removeEventListener('focus', now);
    document.removeEventListener('visibilitychange', visible);
    navigator.serviceWorker?.removeEventListener('message', fromWorker);
    stopChanges();
  };
}

function nextDue(list: QueuedRound[]): number | null {
  const waiting = list.filter((entry) => entry.status === 'waiting');
  return waiting.length ? Math.min(...waiting.map((entry) => entry.nextAttemptAt ?? Date.now())) : null;
}

/** Runs the queue for `userId` while anyone asks for it; one runner per page, for one user only. */
function acquireRunner(dispatch: AppDispatch, userId: string): () => void {
  if (runner && runner.userId !== userId) {
    runner.stop();
    runner = null;
  }
  runner ??= { userId, users: 0, stop: startRunner(dispatch, userId) };
  const mine = runner;
  mine.users += 1;
  return () => {
    mine.users -= 1;
    if (mine.users === 0 && runner === mine) {
      mine.stop();
      runner = null;
    }
  };
}

/** Starts the queue for the signed-in user (none in the demo tour or signed out). */
export function useRoundQueueRunner(): void {
  const { user, isDemo } = useCurrentUser();
  const dispatch = useAppDispatch();
  const userId = user && !isDemo ? user.id : null;
  useEffect(() => (userId ? acquireRunner(dispatch, userId) : undefined), [userId, dispatch]);
}

/** The signed-in user's submissions waiting to sync or refused, with Discard. */
export function useQueuedRounds(): { entries: QueuedRound[]; discard: (id: string) => Promise<void> } {
  const { user, isDemo } = useCurrentUser();
  const [list, setList] = useState<QueuedRound[]>([]);
  const userId = user && !isDemo ? user.id : null;
  useRoundQueueRunner();

  useEffect(() => watchQueueList(userId, setList), [userId]);

  const discard = useCallback((id: string) => removeFromQueue(id), []);
  return { entries: list, discard };
}
