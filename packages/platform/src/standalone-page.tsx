// A remote's standalone page (`npm start -w <remote>`): its screens without the shell, for
// working on the remote alone, inside the providers, router and toaster the shell would give
// them. Inside the product the shell mounts the exposed modules instead.
import { StrictMode, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter, Routes } from 'react-router-dom';
import { PlatformProviders } from './platform-providers';
import { createAppStore } from './store/create-app-store';
import { Toaster } from './toast/toaster';

/** Renders `routes` (<Route> elements) as the whole page. */
export function renderStandalonePage(root: Root, routes: ReactNode): void {
  root.render(
    <StrictMode>
      <PlatformProviders store={createAppStore()}>
        <BrowserRouter>
          <Routes>{routes}</Routes>
        </BrowserRouter>
        <Toaster />
      </PlatformProviders>
    </StrictMode>,
  );
}
