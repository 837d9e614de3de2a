import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppStore, isDemoMode, loadRemoteModule, settleCurrentUser, startSignedOut, storeDemoFlag } from '@fairway/platform';
import { App } from '../app';
import { getRemoteBuildsSnapshot } from '../remotes/remote-builds';
import type { RemoteSetup } from './remote-setup';
import { yieldToMain } from './yield-to-main';

/** How long the first render waits for the current user and the page's code before it shows 'Loading...'. */
const FIRST_RENDER_WAIT_MS = 1000;

const atMost = (promise: Promise<void>, ms: number) => Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

/**
 * Whether the page's prerendered screen (web-server/src/prerendered-page.ts) can be hydrated:
 * its module loaded, from the build that rendered it. Otherwise the app renders over it.
 */
async function canHydrate({ remote, module, buildLabel }: NonNullable<RemoteSetup['prerendered']>): Promise<boolean> {
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

/**
 * The first render: hydrates the prerendered landing when it can, otherwise renders the app over
 * whatever the page carries (the signed-in frame, or nothing) once the current user is known and
 * `pageCode` has settled (each waited for FIRST_RENDER_WAIT_MS at most).
 */
export async function renderApp({ preview, prerendered }: RemoteSetup, pageCode: Promise<void>): Promise<void> {
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
    await Promise.all([settleCurrentUser(store, FIRST_RENDER_WAIT_MS), atMost(pageCode, FIRST_RENDER_WAIT_MS)]);
  }
  await yieldToMain();
  // As a transition, the first render (or hydration) is cut into short tasks (React yields every
  // few ms) instead of one long one; prerendered HTML stays on screen meanwhile.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
