// Background Sync where the browser has it (Chromium): the service worker sends the round queue
// even with no page open. Holds no state, so remotes bundle it (platform/state-free).
import { OUTBOX_SYNC_TAG } from './round-queue';

export async function requestBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = (await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 500, null))])) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | null;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync: the page's own triggers send the queue.
  }
}
