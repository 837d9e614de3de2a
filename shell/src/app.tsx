import { BrowserRouter } from 'react-router-dom';
import { PlatformProviders, Toaster, type AppStore } from '@fairway/platform';
import { AppLayout } from './layout/app-layout';
import { AppRoutes } from './routes';

export function App({ store }: { store: AppStore }) {
  return (
    <PlatformProviders store={store}>
      <BrowserRouter>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
      </BrowserRouter>
      <Toaster />
    </PlatformProviders>
  );
}
