import { Component, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Button, Card, CardContent, Skeleton } from '@fairway/ui';
import styled from 'styled-components';
import type { EmptyProps, ExposedProps, ModuleName, RemoteName } from './exposed-modules';
import { cachedRemoteModule, loadRemoteModule } from './remote-loader';

const FallbackBody = styled(CardContent)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The contained fallback: the rest of the page keeps working around it. */
export function RemoteFallback({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <Card role="alert" data-testid="remote-fallback">
      <FallbackBody>
        <p>{label} is temporarily unavailable</p>
        <Button $variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </FallbackBody>
    </Card>
  );
}

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches a remote that throws while rendering; the parent then shows the fallback. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Remote module failed while rendering', error, info.componentStack);
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

type LoadState = { status: 'loading' } | { status: 'ready'; Component: ComponentType<any> } | { status: 'failed' };

/** `props` is required exactly when the module has a required prop. */
type PropsOf<P> = EmptyProps extends P ? { props?: P } : { props: P };

/** Which module of which remote, checked against the federation table (exposed-modules.ts). */
export type RemoteModuleProps<R extends RemoteName, M extends ModuleName<R>> = {
  remote: R;
  module: M;
  /** Names the region in the fallback: '{label} is temporarily unavailable'. */
  label: string;
  /** Shown while the module loads; a skeleton block by default (null for dialogs). */
  loading?: ReactNode;
  /** Start loading (and show the module) only once this settles: see useLoadAfterPaint. */
  startAfter?: Promise<unknown>;
} & PropsOf<ExposedProps<R, M>>;

/**
 * Mounts an exposed module of a remote. A remote that cannot be fetched, times out or throws
 * while rendering shows the contained fallback with Retry.
 */
export function RemoteModule<R extends RemoteName, M extends ModuleName<R>>(moduleProps: RemoteModuleProps<R, M>) {
  const { remote, module, label, loading, startAfter } = moduleProps;
  const props = moduleProps.props as object | undefined;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const cached = cachedRemoteModule(remote, module);
    return cached ? { status: 'ready', Component: cached.default } : { status: 'loading' };
  });

  useEffect(() => {
    let active = true;
    const cached = attempt === 0 ? cachedRemoteModule(remote, module) : undefined;
    if (cached) {
      setState({ status: 'ready', Component: cached.default });
      return;
    }
    setState({ status: 'loading' });
    const load = () => loadRemoteModule(remote, module, { retry: attempt > 0 });
    (attempt === 0 && startAfter ? startAfter.then(load) : load()).then(
      (loaded) => active && setState({ status: 'ready', Component: loaded.default }),
      (error: unknown) => {
        console.error(`Could not load ${remote}/${module}`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, module, attempt, startAfter]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const fail = useCallback(() => setState({ status: 'failed' }), []);

  if (state.status === 'failed') return <RemoteFallback label={label} onRetry={retry} />;
  if (state.status === 'loading') {
    return <>{loading === undefined ? <Skeleton role="status" $height="6rem" aria-label={`Loading ${label}`} /> : loading}</>;
  }
  const { Component: Loaded } = state;
  return (
    <RemoteErrorBoundary key={attempt} onError={fail}>
      <Loaded {...props} />
    </RemoteErrorBoundary>
  );
}
