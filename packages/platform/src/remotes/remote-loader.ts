import type { ComponentType } from 'react';

/** What an exposed module looks like: its default export is the component (platform contract). */
export interface ExposedModule {
  default: ComponentType<any>;
}

/**
 * Loads `remote/module` and resolves with the module. `retry` is true when the user pressed
 * Retry after a failure, so the loader may drop whatever it cached about the broken remote.
 */
export type RemoteLoader = (remote: string, module: string, options: { retry: boolean }) => Promise<ExposedModule>;

/** How long a remote may take before its region shows the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

let loader: RemoteLoader | null = null;
const loaded = new Map<string, ExposedModule>();

/** The shell registers the Module Federation loader once at start; tests register fakes. */
export function setRemoteLoader(next: RemoteLoader | null): void {
  loader = next;
  loaded.clear();
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly module: string,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function cachedRemoteModule(remote: string, module: string): ExposedModule | undefined {
  return loaded.get(`${remote}/${module}`);
}

/** Loads through the registered loader with a timeout; successful loads are kept per page. */
export async function loadRemoteModule(
  remote: string,
  module: string,
  { retry = false, timeoutMs = REMOTE_LOAD_TIMEOUT_MS }: { retry?: boolean; timeoutMs?: number } = {},
): Promise<ExposedModule> {
  const key = `${remote}/${module}`;
  const hit = loaded.get(key);
  if (hit && !retry) return hit;
  if (!loader) throw new RemoteLoadError(remote, module, 'No remote loader registered');
  const result = await withTimeout(
    loader(remote, module, { retry }),
    timeoutMs,
    () => new RemoteLoadError(remote, module, `Timed out loading ${key} after ${timeoutMs} ms`),
  );
  if (!result || (typeof result.default !== 'function' && typeof result.default !== 'object')) {
    throw new RemoteLoadError(remote, module, `${key} has no default export`);
  }
  loaded.set(key, result);
  return result;
}
