// Widgets whose library is not needed to draw a page (the Radix dialog, tooltip and toast) load on
// first use: a static import would put every Radix primitive on the landing page (the shared
// @fairway/platform, which the bundler cannot tree-shake, imports the toast).
import { Suspense, use, type ComponentType, type ReactNode } from 'react';

type Loader = () => Promise<unknown>;
const loaders = new Set<Loader>();

export interface OnDemandComponent<P> {
  (props: P & { fallback?: ReactNode }): ReactNode;
  /** Starts the download early (e.g. when a closed dialog is first rendered). */
  preload: () => Promise<ComponentType<P>>;
  isLoaded: () => boolean;
}

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemandComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a failed chunk (offline) is fetched again on the next render
        throw error;
      },
    ));
  loaders.add(preload);

  function Loaded(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  // Always the same tree (Suspense > Loaded), so the widget is not remounted once its code is in.
  function OnDemand({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...(props as P)} />
      </Suspense>
    );
  }
  return Object.assign(OnDemand, { preload, isLoaded: () => loaded !== null });
}

/** Tests load every on-demand widget first, so components render as they do once loaded. */
export function loadAllOnDemand(): Promise<unknown[]> {
  return Promise.all([...loaders].map((load) => load()));
}
