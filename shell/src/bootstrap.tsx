import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, setRemoteLoader } from '@fairway/platform';
import { App } from './app';
import { applyPreview, startPreview, type PreviewOutcome } from './preview/preview';
import { verifyPreviewManifest } from './preview/preview-manifest';
import { registerServiceWorker } from './pwa/service-worker';
import { createFederationLoader } from './remotes/federation-loader';
import { setPageRemotes } from './remotes/page-remotes';
import { readShellConfig } from './remotes/remote-map';

async function start() {
  let preview: PreviewOutcome = { status: 'none' };
  // Without a remote map every remote region shows its fallback; the shell itself still runs.
  try {
    const config = await readShellConfig();
    // Before the first loadRemote: a previewed remote is registered with its preview entry.
    preview = await verifyPreviewManifest(startPreview(config), config.previewOrigins);
    const remotes = applyPreview(config.remotes, preview);
    setPageRemotes({ remotes, preview, error: null });
    const loader = createFederationLoader(remotes);
    setRemoteLoader(loader);
    // The server names the route's first remote modules (scripts/serve/preload-links.cjs): start
    // them now, beside the current-user request, not after the first render. A failure is left
    // to the region that renders the module (fallback, Retry).
    if (preview.status === 'none') {
      for (const { remote, module } of config.startModules ?? []) {
        if (remotes[remote]) loader(remote, module, { retry: false }).catch(() => undefined);
      }
    }
  } catch (error) {
    console.error('Could not read the remote map', error);
    setPageRemotes({ remotes: {}, preview, error: error instanceof Error ? error.message : String(error) });
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={createAppStore()} preview={preview} />
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
