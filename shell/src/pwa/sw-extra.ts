// The service worker's own part, bundled by scripts/pwa/build-pwa.mjs into dist/sw-extra.js and
// imported by the generated sw.js (Workbox precaching and the remote files' routes).
// 1. 'warm-remotes': caches every remote's current build (manifest, entry and every chunk its
//    manifest lists) so any screen opens offline after one online visit, not only those seen.
// 2. /api/* GET answers, network first, kept for offline starts in one cache that belongs to one
//    session: any 401 (the session ended here or elsewhere, e.g. by a password change on another
//    device) deletes it, and an /api/auth/user answer naming another user starts it afresh.
//    'warm-api' fills it with the signed-in user's first screens.
// 3. Page navigations, network first: the server inlines the remote map chosen for this visitor
//    (the release channel's stable or canary build), so a precached page would keep naming the
//    builds of the day it was cached. Offline, or with no answer in time, the precached
//    /index.html opens the app as before.
// 4. Background Sync 'fairway-round-outbox': sends the round queue (@fairway/platform's
//    round-queue.ts, the same module the page runs) for the user signed in now, and only theirs.
import { flushQueue, OUTBOX_SYNC_TAG } from '@fairway/platform/round-queue';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface MessageEventLike extends ExtendableEvent {
  data?: { type?: string };
  source: { postMessage(message: unknown): void } | null;
}
interface FetchEventLike extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface SyncEventLike extends ExtendableEvent {
  tag: string;
}
interface WorkerScope {
  location: Location;
  clients: { matchAll(options: { type: 'window' }): Promise<Array<{ postMessage(message: unknown): void }>> };
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
}
const worker = self as unknown as WorkerScope;

const ENTRY_CACHE = 'fairway-remote-entries';
const CHUNK_CACHE = 'fairway-remote-chunks';
/** Same name as the platform's API_CACHE_NAME (logout deletes it from the page). */
const API_CACHE = 'fairway-api';
/** Who the API cache belongs to, kept in the cache itself. */
const OWNER_KEY = '/__fairway-api-owner';
const CURRENT_USER = '/api/auth/user';

interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name: string } };
  exposes?: Array<{ assets?: Record<string, { sync?: string[]; async?: string[] }> }>;
  shared?: Array<{ assets?: Record<string, { sync?: string[]; async?: string[] }> }>;
}

function manifestAssets(manifest: RemoteManifest, manifestUrl: string): { entryUrl: string | null; chunks: string[] } {
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : new URL('./', manifestUrl).href;
  const files = new Set<string>();
  const add = (list: string[] | undefined) => (list ?? []).forEach((file) => files.add(new URL(file, base).href));
  for (const group of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const kind of ['js', 'css']) {
      const assets = group.assets?.[kind];
      if (assets) {
        add(assets.sync);
        add(assets.async);
      }
    }
  }
  const entry = manifest.metaData?.remoteEntry;
  const entryUrl = entry ? new URL((entry.path ? `${entry.path}/` : '') + entry.name, base).href : null;
  return { entryUrl, chunks: [...files] };
}

async function warmRemotes(): Promise<number> {
  const entries = await caches.open(ENTRY_CACHE);
  const chunks = await caches.open(CHUNK_CACHE);
  const mapResponse = await fetch('/remotes.json', { cache: 'no-store' });
  const map = (await mapResponse.clone().json()) as { remotes?: Record<string, string> };
  await entries.put('/remotes.json', mapResponse);
  let cached = 0;
  for (const manifestUrl of Object.values(map.remotes ?? {})) {
    try {
      const response = await fetch(manifestUrl, { mode: 'cors', cache: 'no-cache' });
      if (!response.ok) continue;
      const manifest = (await response.clone().json()) as RemoteManifest;
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
    } catch {
      // A remote that is down now is simply not warmed; the next online visit tries again.
    }
  }
  return cached;
}

async function cacheOwner(cache: Cache): Promise<string | null> {
  const stored = await cache.match(OWNER_KEY);
  return stored ? stored.text() : null;
}

/** The API cache for `userId`: emptied first when it held another user's answers. */
async function claimApiCache(userId: string): Promise<Cache> {
  let cache = await caches.open(API_CACHE);
  if ((await cacheOwner(cache)) !== userId) {
    await caches.delete(API_CACHE);
    cache = await caches.open(API_CACHE);
    await cache.put(OWNER_KEY, new Response(userId));
  }
  return cache;
}

async function userIdOf(response: Response): Promise<string | null> {
  try {
    const user = (await response.clone().json()) as { id?: unknown } | null;
    return typeof user?.id === 'string' ? user.id : null;
  } catch {
    return null;
  }
}

/** Network first; the last answer offline. Only answers of a known signed-in user are kept. */
async function apiNetworkFirst(request: Request): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const cache = await caches.open(API_CACHE);
    const kept = (await cacheOwner(cache)) ? await cache.match(request, { ignoreVary: true }) : undefined;
    if (kept) return kept;
    throw error;
  }
  const path = new URL(request.url).pathname;
  if (response.status === 401) {
    // The session has ended (here, or elsewhere): nothing of it may be shown offline.
    await caches.delete(API_CACHE);
  } else if (response.status === 200) {
    const cache =
      path === CURRENT_USER ? await userIdOf(response).then((id) => (id ? claimApiCache(id) : null)) : await caches.open(API_CACHE);
    if (cache && (await cacheOwner(cache))) await cache.put(request, response.clone());
  }
  return response;
}

// The signed-in user's first screens' answers, fetched by the worker itself: the first visit's
// own requests ran before the worker controlled the page. A signed-out visitor's 401 empties it.
const WARM_API = [CURRENT_USER, '/api/leagues/my', '/api/rounds/recent', '/api/rounds/confirmations', '/api/rounds/handicap-index'];

async function warmApi(): Promise<void> {
  for (const url of WARM_API) {
    const response = await apiNetworkFirst(new Request(url, { credentials: 'same-origin' }));
    if (!response.ok) return;
    if (url === '/api/leagues/my') {
      const leagues = (await response.json()) as Array<{ id: string }>;
      for (const league of leagues) await apiNetworkFirst(new Request(`/api/leagues/${league.id}/courses`, { credentials: 'same-origin' }));
    }
  }
}

/** Who is signed in on this browser now (never a cached answer), or null. */
async function signedInUserId(): Promise<string | null> {
  const response = await fetch(CURRENT_USER, { credentials: 'same-origin', cache: 'no-store' });
  if (response.status === 401) await caches.delete(API_CACHE);
  return response.ok ? userIdOf(response) : null;
}

async function syncQueue(): Promise<void> {
  const userId = await signedInUserId();
  // Signed out: the queue waits for its users to sign in again (their pages send it then).
  if (!userId) return;
  const result = await flushQueue(userId, { force: true });
  const pages = await worker.clients.matchAll({ type: 'window' });
  pages.forEach((page) => page.postMessage({ type: 'outbox-changed' }));
  // Rejecting asks the browser to retry the sync later.
  if (result.waiting) throw new Error('round queue not sent yet');
}

/** How long a navigation waits for the network before the precached page opens the app. */
const NAVIGATION_TIMEOUT_MS = 4000;

async function precachedPage(): Promise<Response> {
  // Workbox keeps the page under its revision (/index.html?__WB_REVISION__=...).
  const page = await caches.match('/index.html', { ignoreSearch: true });
  return page ?? Response.error();
}

function navigationNetworkFirst(request: Request): Promise<Response> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (response: Promise<Response>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(response);
    };
    const timer = setTimeout(() => settle(precachedPage()), NAVIGATION_TIMEOUT_MS);
    fetch(request).then(
      (response) => settle(Promise.resolve(response)),
      () => settle(precachedPage()),
    );
  });
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (url.pathname.startsWith('/api/')) return event.respondWith(apiNetworkFirst(request));
  if (request.mode === 'navigate' && url.pathname !== '/remotes.json' && url.pathname !== '/index.html')
    event.respondWith(navigationNetworkFirst(request));
});

worker.addEventListener('message', (event) => {
  const type = event.data?.type;
  if (type === 'warm-api') event.waitUntil(warmApi().catch(() => undefined));
  if (type === 'warm-remotes')
    event.waitUntil(
      warmRemotes().then(
        (count) => event.source?.postMessage({ type: 'remotes-warmed', count }),
        () => event.source?.postMessage({ type: 'remotes-warmed', count: -1 }),
      ),
    );
});

worker.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(syncQueue());
});
