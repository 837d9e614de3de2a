import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProviders } from '../platform-providers';
import { createAppStore, type AppStore, type RootState } from '../store/create-app-store';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the component sees (MemoryRouter), default '/'. */
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** The one way tests mount a component: a fresh store, the theme and a router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', preloadedState, store = createAppStore(preloadedState), ...options }: RenderWithProvidersOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <PlatformProviders store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </PlatformProviders>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}

export { apiServer, recordRequests, type ApiCall } from './api-server';
export { mockApi, type ApiAnswer } from './mock-api';
export { readsTheDemoCannotAnswer } from './demo-reads';
