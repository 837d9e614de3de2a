// Registers the service worker built by scripts/pwa/build-pwa.mjs (production builds only: the
// dev servers rebuild constantly) and asks it to cache every remote's current build, so the app
// opens offline after one online visit. <html data-offline-ready> tells tests (and
// anyone curious) when that is done.

/** The longest the registration waits for an idle moment after the page has loaded. */
const IDLE_WAIT_MS = 3000;

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // Not before the page has loaded and gone idle: the worker's install downloads the whole shell
  // and warms every remote, which would compete with the page's own code on a slow network.
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: IDLE_WAIT_MS }) : setTimeout(register);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function register(): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; count?: number }>) => {
    if (event.data?.type === 'remotes-warmed') document.documentElement.dataset.offlineReady = String((event.data.count ?? 0) >= 0);
  });
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ type: 'warm-remotes' }))
    .catch((error: unknown) => console.warn('Service worker not registered', error));
}
