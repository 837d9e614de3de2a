import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createAppStore,
  isDemoMode,
  loadRemoteModule,
  setRemoteLoader,
  settleCurrentUser,
  startSignedOut,
  storeDemoFlag,
} from '@fairway/platform';
import { App } from './app';
import { preloadDashboard } from './pages/home-page';
import { applyPreview, startPreview, type PreviewOutcome } from './preview/preview';
import { verifyPreviewManifest } from './preview/preview-manifest';
import { registerServiceWorker } from './pwa/service-worker';
import { createFederationLoader } from './remotes/federation-loader';
import { preloadManifest } from './remotes/preload-manifest';
import { setPageRemotes } from './remotes/page-remotes';
import { getRemoteBuildsSnapshot } from './remotes/remote-builds';
import { readShellConfig, type ShellConfig } from './remotes/remote-map';
import { yieldToMain } from './startup/yield-to-main';

/**
 * Whether the page's prerendered screen (scripts/serve/prerendered-page.cjs) can be hydrated:
 * its module loaded, from the build that rendered it. Otherwise the app renders over it.
 */
async function canHydrate({ remote, module, buildLabel }: NonNullable<ShellConfig['prerendered']>): Promise<boolean> {
  if (isDemoMode()) {
    // A tour flag stored before the server could see it: '/' is the tour, tell the server.
    storeDemoFlag(true);
    return false;
  }
  try {
    await loadRemoteModule(remote, module);
  } catch {
    return false; // the region shows its fallback
  }
  return getRemoteBuildsSnapshot().builds.find((build) => build.name === remote)?.buildLabel === buildLabel;
}

/** How long the first render waits for the current user before it shows 'Loading...'. */
const CURRENT_USER_WAIT_MS = 1000;

async function start() {
  let preview: PreviewOutcome = { status: 'none' };
  let prerendered: ShellConfig['prerendered'];
  // Without a remote map every remote region shows its fallback; the shell itself still runs.
  try {
    const config = await readShellConfig();
    // Before the first loadRemote: a previewed remote is registered with its preview entry.
    preview = await verifyPreviewManifest(startPreview(config), config.previewOrigins);
    const remotes = applyPreview(config.remotes, preview);
    setPageRemotes({ remotes, preview, channels: config.channels, error: null });
    const loader = createFederationLoader(remotes);
    setRemoteLoader(loader);
    if (preview.status === 'none') prerendered = config.prerendered;
    // '/' without the landing HTML is the dashboard (signed in, or the tour) or, for a stale
    // cookie, the landing: start the dashboard's code now rather than after the current user.
    const dashboard = !prerendered && window.location.pathname === '/';
    if (dashboard) preloadDashboard();
    // The server names the route's first remote modules (scripts/serve/preload-links.cjs): start
    // them now, beside the current-user request, not after the first render (a loaded module
    // renders at once). A failure is left to the region that renders the module (fallback, Retry).
    const startModules = preview.status === 'none' ? (config.startModules ?? []).filter(({ remote }) => remotes[remote]) : [];
    if (dashboard) {
      // The dashboard's widgets load after the greeting paints (RemoteModule afterPaint): only
      // their manifests download now, so the network is not idle meanwhile.
      for (const manifestUrl of new Set(startModules.map(({ remote }) => remotes[remote]!))) preloadManifest(manifestUrl);
    } else {
      for (const { remote, module } of startModules) loadRemoteModule(remote, module).catch(() => undefined);
    }
  } catch (error) {
    console.error('Could not read the remote map', error);
    setPageRemotes({ remotes: {}, preview, error: error instanceof Error ? error.message : String(error) });
  }
  await yieldToMain();
  const store = createAppStore();
  const app = (
    <StrictMode>
      <App store={store} preview={preview} />
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  const hydrate = prerendered !== undefined && (await canHydrate(prerendered));
  if (hydrate) {
    // The server prerendered '/' signed out only because the request had no session cookie.
    startSignedOut(store);
  } else if (!isDemoMode()) {
    await settleCurrentUser(store, CURRENT_USER_WAIT_MS);
  }
  await yieldToMain();
  // As a transition, the first render (or hydration) is cut into short tasks (React yields every
  // few ms) instead of one long one; prerendered HTML stays on screen meanwhile.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  registerServiceWorker();
}

void start();
