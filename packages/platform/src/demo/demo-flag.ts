import { useSyncExternalStore } from 'react';
import { browserNavigation } from '../browser-navigation';

// Spec section 2: demo mode is on when the path contains /demo, the query has demo=true, or
// the stored flag demoMode is 'true'.
export const DEMO_STORAGE_KEY = 'demoMode';

function storedFlag(): boolean {
  try {
    return window.localStorage.getItem(DEMO_STORAGE_KEY) === 'true';
  } catch {
    // Storage can be unavailable (privacy modes); the URL signals still work.
    return false;
  }
}

export function isDemoMode(): boolean {
  if (typeof window === 'undefined') return false;
  const { pathname, search } = window.location;
  return pathname.includes('/demo') || new URLSearchParams(search).get('demo') === 'true' || storedFlag();
}

/** Starts the tour: stores the flag and reloads at / so every cache starts from demo data. */
export function enterDemo(): void {
  window.localStorage.setItem(DEMO_STORAGE_KEY, 'true');
  browserNavigation.go('/');
}

/** Leaves the tour: clears the flag and reloads at /. */
export function exitDemo(): void {
  window.localStorage.removeItem(DEMO_STORAGE_KEY);
  browserNavigation.go('/');
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    // Re-checked when another tab changes the flag (spec section 4) or history moves.
    window.addEventListener('storage', notify);
    window.addEventListener('popstate', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', notify);
      window.removeEventListener('popstate', notify);
    }
  };
}

export function useDemoMode(): boolean {
  return useSyncExternalStore(subscribe, isDemoMode, () => false);
}
