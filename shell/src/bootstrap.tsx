import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, setRemoteLoader } from '@fairway/platform';
import { App } from './app';
import { createFederationLoader } from './remotes/federation-loader';
import { fetchRemoteMap } from './remotes/remote-map';

async function start() {
  // Without a remote map every remote region shows its fallback; the shell itself still runs.
  try {
    setRemoteLoader(createFederationLoader(await fetchRemoteMap()));
  } catch (error) {
    console.error('Could not read the remote map', error);
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={createAppStore()} />
    </StrictMode>,
  );
}

void start();
