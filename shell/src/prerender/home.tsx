// The shell's part of the signed-out '/' as the build renders it to HTML
// (scripts/prerender/prerender-app.mjs): the whole app at '/', signed out, with an empty marker
// where the landing module renders. The shell's server puts the landing HTML of the auth remote
// in the map into the marker (web-server/src/prerendered-page.ts), so the frame is this build's
// and the landing is the remote's; startup/first-render.tsx hydrates the result with the same tree.
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, loadRemoteModule, setRemoteLoader, startSignedOut } from '@fairway/platform';
import { App } from '../app';

/** Replaced by the remote's HTML; the server looks for exactly this element. */
function RemoteScreenMarker() {
  return <div data-prerender-slot="" />;
}

function AtHome({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>;
}

export async function prerenderElement() {
  setRemoteLoader(() => Promise.resolve({ default: RemoteScreenMarker }));
  // The module '/' shows signed out (scripts/mf/route-modules.mjs).
  await loadRemoteModule('auth', 'Landing');
  const store = createAppStore();
  startSignedOut(store);
  return <App store={store} Router={AtHome} />;
}
