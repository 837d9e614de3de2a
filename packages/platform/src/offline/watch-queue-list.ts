// The list behind useQueuedRounds, in one place for the platform's hook and a remote's bundled
// fallback for older shells (mfe-rounds use-queued-rounds.ts, docs/compatibility.md). Plain
// functions, no React: @fairway/platform/state-free bundles it into each app.
import { listQueue, onQueueChange, type QueuedRound } from './round-queue';

/** Shows `userId`'s queue now and after every change (an empty list without a user); returns the
 * effect's cleanup, after which no answer is shown. */
export function watchQueueList(userId: string | null, show: (list: QueuedRound[]) => void): () => void {
  if (!userId) {
    show([]);
    return () => undefined;
  }
  let live = true;
  const load = () =>
    void listQueue(userId).then(
      (found) => live && show(found),
      () => undefined,
    );
  load();
  const stop = onQueueChange(load);
  return () => {
    live = false;
    stop();
  };
}
