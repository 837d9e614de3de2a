// The queued rounds of the signed-in user and their sending (issue 18): on app start (the first
// screen of this remote that mounts), on every 'online' event and when the service worker
// reports that it synced. Sending goes through the same createRound mutation as a live submit,
// so a stored round refreshes lists and leaderboards. Network failures keep a round waiting;
// a 4xx answer marks it refused with the server's message (401 is the platform's to handle).
import { useCallback, useEffect, useState } from 'react';
import { errorText, useAppDispatch, useCurrentUser, type AppDispatch } from '@fairway/platform';
import { roundsApi } from '../api';
import { listOutbox, markRefused, notifyOutboxChange, onOutboxChange, removeFromOutbox, type OutboxEntry } from './round-outbox';

let flushing: Promise<void> | null = null;

function isNetworkFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return (
    status === 'FETCH_ERROR' ||
    status === 'TIMEOUT_ERROR' ||
    (typeof status === 'number' && (status >= 500 || status === 429 || status === 401))
  );
}

export function flushOutbox(dispatch: AppDispatch, userId: string): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const entry of await listOutbox(userId)) {
        if (entry.status !== 'waiting') continue;
        const request = dispatch(roundsApi.endpoints.createRound.initiate(entry.round));
        try {
          await request.unwrap();
          await removeFromOutbox(entry.id);
        } catch (error) {
          if (isNetworkFailure(error)) break;
          await markRefused(entry.id, errorText(error, 'There was an error submitting your round. Please try again.'));
        } finally {
          request.reset();
        }
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

let syncStarted = false;

/** Starts the sending triggers once per page. */
function startSync(dispatch: AppDispatch, userId: string): void {
  if (syncStarted) return;
  syncStarted = true;
  window.addEventListener('online', () => void flushOutbox(dispatch, userId));
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'outbox-changed') {
      notifyOutboxChange();
      dispatch(roundsApi.util.invalidateTags(['Round', 'Leaderboard', 'League', 'Member', 'User']));
    }
  });
  if (navigator.onLine) void flushOutbox(dispatch, userId);
  // A signed-in user's first answers, cached by the service worker for offline starts.
  void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({ type: 'warm-api' }));
}

export function useRoundOutbox(): { entries: OutboxEntry[]; discard: (id: string) => Promise<void> } {
  const { user, isDemo } = useCurrentUser();
  const dispatch = useAppDispatch();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const userId = user && !isDemo ? user.id : null;

  useEffect(() => {
    if (!userId) return undefined;
    let live = true;
    const load = () =>
      void listOutbox(userId).then(
        (list) => live && setEntries(list),
        () => undefined,
      );
    load();
    const stop = onOutboxChange(load);
    startSync(dispatch, userId);
    return () => {
      live = false;
      stop();
    };
  }, [userId, dispatch]);

  const discard = useCallback((id: string) => removeFromOutbox(id), []);
  return { entries, discard };
}
