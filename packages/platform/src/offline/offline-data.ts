// What the browser keeps for offline use (issue 18): the service worker's cache of API answers
// and the queue of rounds logged offline. Both belong to the signed-in user, so logout drops
// them: the next person on this browser must not see them or have them sent as their rounds.
export const API_CACHE_NAME = 'fairway-api';
export const OUTBOX_DATABASE = 'fairway-outbox';
export const OUTBOX_STORE = 'rounds';

export async function clearOfflineData(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(API_CACHE_NAME);
    if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(OUTBOX_DATABASE);
  } catch {
    // Storage can be unavailable (private mode); nothing was kept then.
  }
}
