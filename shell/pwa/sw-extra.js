/* Imported by the generated service worker (scripts/pwa/build-pwa.mjs, issue 18).
 * 1. 'warm-remotes' message: caches every remote's current build (manifest, entry and all the
 *    chunks its manifest lists) so any screen opens offline after one online visit, not only
 *    the ones already seen. Entries and manifests go to the network-first cache, chunks
 *    (content-hashed, immutable) to the cache-first one: the caches the routes read.
 * 2. Background Sync 'fairway-round-outbox': sends the rounds queued offline (IndexedDB
 *    'fairway-outbox'/'rounds', written by mfe-rounds) with their idempotency keys, even when no
 *    page is open; pages are told to refresh. A page that is open flushes too; the keys make
 *    a double send store one round. */
/* global self, caches, indexedDB, fetch, URL */
const ENTRY_CACHE = 'fairway-remote-entries';
const CHUNK_CACHE = 'fairway-remote-chunks';
const OUTBOX_TAG = 'fairway-round-outbox';

function manifestAssets(manifest, manifestUrl) {
  const base =
    manifest.metaData && manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto'
      ? manifest.metaData.publicPath
      : new URL('./', manifestUrl).href;
  const files = new Set();
  const add = (list) => (list || []).forEach((file) => files.add(new URL(file, base).href));
  for (const group of [...(manifest.exposes || []), ...(manifest.shared || [])]) {
    const assets = group.assets || {};
    for (const kind of ['js', 'css'])
      if (assets[kind]) {
        add(assets[kind].sync);
        add(assets[kind].async);
      }
  }
  const entry = manifest.metaData && manifest.metaData.remoteEntry;
  const entryUrl = entry ? new URL((entry.path ? `${entry.path}/` : '') + entry.name, base).href : null;
  return { entryUrl, chunks: [...files] };
}

async function warmRemotes() {
  const entries = await caches.open(ENTRY_CACHE);
  const chunks = await caches.open(CHUNK_CACHE);
  const mapResponse = await fetch('/remotes.json', { cache: 'no-store' });
  const map = await mapResponse.clone().json();
  await entries.put('/remotes.json', mapResponse);
  let cached = 0;
  for (const manifestUrl of Object.values(map.remotes || {})) {
    try {
      const response = await fetch(manifestUrl, { mode: 'cors', cache: 'no-cache' });
      if (!response.ok) continue;
      const manifest = await response.clone().json();
      await entries.put(manifestUrl, response);
      const { entryUrl, chunks: files } = manifestAssets(manifest, manifestUrl);
      if (entryUrl) {
        const entry = await fetch(entryUrl, { mode: 'cors', cache: 'no-cache' });
        if (entry.ok) await entries.put(entryUrl, entry);
      }
      for (const file of files) {
        if (await chunks.match(file)) continue;
        const chunk = await fetch(file, { mode: 'cors' });
        if (chunk.ok) {
          await chunks.put(file, chunk);
          cached += 1;
        }
      }
    } catch (error) {
      // A remote that is down now is simply not warmed; the next online visit tries again.
    }
  }
  return cached;
}

// The signed-in user's first screens' answers, fetched by the worker itself: the first visit's
// own requests ran before the worker controlled the page. A signed-out visitor's 401s are not kept.
const API_CACHE = 'fairway-api';
const WARM_API = ['/api/auth/user', '/api/leagues/my', '/api/rounds/recent', '/api/rounds/confirmations', '/api/rounds/handicap-index'];

async function warmApi() {
  const cache = await caches.open(API_CACHE);
  for (const url of WARM_API) {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return;
    if (url === '/api/leagues/my') {
      const leagues = await response.clone().json();
      for (const league of leagues) {
        const courses = await fetch(`/api/leagues/${league.id}/courses`, { credentials: 'same-origin' });
        if (courses.ok) await cache.put(`/api/leagues/${league.id}/courses`, courses);
      }
    }
    await cache.put(url, response);
  }
}

// Asked by mfe-rounds once a real (not demo) user is signed in.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'warm-api') event.waitUntil(warmApi().catch(() => undefined));
});

self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'warm-remotes') return;
  event.waitUntil(
    warmRemotes().then(
      (count) => event.source && event.source.postMessage({ type: 'remotes-warmed', count }),
      () => event.source && event.source.postMessage({ type: 'remotes-warmed', count: -1 }),
    ),
  );
});

function openOutbox() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('fairway-outbox');
    request.onupgradeneeded = () => request.result.createObjectStore('rounds');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function storeCall(db, mode, call) {
  return new Promise((resolve, reject) => {
    const tx = db.transaction('rounds', mode);
    const request = call(tx.objectStore('rounds'));
    tx.oncomplete = () => resolve(request && request.result);
    tx.onerror = () => reject(tx.error);
  });
}

async function flushOutbox() {
  const db = await openOutbox();
  const keys = await storeCall(db, 'readonly', (store) => store.getAllKeys());
  let networkDown = false;
  for (const key of keys) {
    const entry = await storeCall(db, 'readonly', (store) => store.get(key));
    if (!entry || entry.status !== 'waiting') continue;
    let response;
    try {
      response = await fetch('/api/rounds', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(entry.round),
      });
    } catch (error) {
      networkDown = true;
      break;
    }
    if (response.ok) {
      await storeCall(db, 'readwrite', (store) => store.delete(key));
    } else if (response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 429) {
      const text = await response.text();
      let message = text;
      try {
        message = JSON.parse(text).message || text;
      } catch (error) {
        /* plain text body */
      }
      await storeCall(db, 'readwrite', (store) => store.put({ ...entry, status: 'refused', message }, key));
    }
  }
  db.close();
  const pages = await self.clients.matchAll({ type: 'window' });
  pages.forEach((page) => page.postMessage({ type: 'outbox-changed' }));
  // Rejecting asks the browser to retry the sync later.
  if (networkDown) throw new Error('offline');
}

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_TAG) event.waitUntil(flushOutbox());
});
