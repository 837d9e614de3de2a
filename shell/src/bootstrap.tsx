import { registerServiceWorker } from './pwa/service-worker';
import { startFirstModules } from './startup/first-modules';
import { renderApp } from './startup/first-render';
import { setUpRemotes } from './startup/remote-setup';

/** The shell's start: its remotes, the route's first code, the first render, then the service worker. */
async function start() {
  const setup = await setUpRemotes();
  const pageCode = startFirstModules(setup);
  await renderApp(setup, pageCode);
  registerServiceWorker();
}

void start();
