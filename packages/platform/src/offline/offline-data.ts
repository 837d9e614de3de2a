// What the browser keeps for offline use: the service worker's cache of API answers (the
// signed-in user's last answers) and the round queue (round-queue.ts). The cache belongs to one
// session, so a logout drops it (the worker also drops it when any API answer says the session
// has ended: shell/pwa/sw-extra.ts). The queue's entries name their user and are only ever sent
// for that user, so a golfer who signs out keeps the rounds still to send for their next sign-in.
export const API_CACHE_NAME = 'fairway-api';

export async function clearOfflineData(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(API_CACHE_NAME);
  } catch {
    // Storage can be unavailable (private mode); nothing was kept then.
  }
}
