import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PlatformProviders, Toaster, type AppStore } from '@fairway/platform';
import { AppLayout } from './layout/app-layout';
import { PreviewBar } from './preview/preview-bar';
import type { PreviewOutcome } from './preview/preview';
import { AppRoutes } from './routes';

export function App({
  store,
  preview = { status: 'none' },
  Router = BrowserRouter,
}: {
  store: AppStore;
  preview?: PreviewOutcome;
  /** The build-time prerender renders the same tree at a fixed location (prerender/home.tsx). */
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <PlatformProviders store={store}>
      <PreviewBar preview={preview} />
      <Router>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
      </Router>
      <Toaster />
    </PlatformProviders>
  );
}
