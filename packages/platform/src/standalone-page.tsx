// A remote's standalone page (`npm start -w <remote>`): its screens without the shell, for
// working on the remote alone, inside the providers, router and toaster the shell would give
// them. Inside the product the shell mounts the exposed modules instead.
import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders } from './platform-providers';
import { createAppStore } from './store/create-app-store';
import { Toaster } from './toast/toaster';

/** Route path pattern ('/leagues/:id') → the page shown there; the page reads params from useParams. */
export type StandalonePages = Record<string, ComponentType>;

/** Renders `pages`, one route each, as the whole page, into `root` (the page's #root by default). */
export function renderStandalonePage(pages: StandalonePages, root: Root = createRoot(document.getElementById('root')!)): void {
  root.render(
    <StrictMode>
      <PlatformProviders store={createAppStore()}>
        <BrowserRouter>
          <Routes>
            {Object.entries(pages).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </BrowserRouter>
        <Toaster />
      </PlatformProviders>
    </StrictMode>,
  );
}
