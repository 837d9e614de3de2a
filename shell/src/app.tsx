import { BrowserRouter } from 'react-router-dom';
import { PlatformProviders, Toaster, type AppStore } from '@fairway/platform';
import { AppLayout } from './layout/app-layout';
import { PreviewBar } from './preview/preview-bar';
import type { PreviewOutcome } from './preview/preview';
import { AppRoutes } from './routes';

export function App({ store, preview = { status: 'none' } }: { store: AppStore; preview?: PreviewOutcome }) {
  return (
    <PlatformProviders store={store}>
      <PreviewBar preview={preview} />
      <BrowserRouter>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
      </BrowserRouter>
      <Toaster />
    </PlatformProviders>
  );
}
