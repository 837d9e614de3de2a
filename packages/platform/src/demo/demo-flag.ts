import { useSyncExternalStore } from 'react';
import { browserNavigation } from '../browser-navigation';

// Demo mode is on when the path contains /demo, the query has demo=true, or
// the stored flag demoMode is 'true'.
export const DEMO_STORAGE_KEY = 'demoMode';
// The flag is mirrored in a cookie so the shell's server knows a '/' is the tour and does not
// send the prerendered landing page (scripts/mf/route-modules.mjs DEMO_COOKIE).
const DEMO_COOKIE = 'fairway.demo';
const YEAR_SECONDS = 365 * 24 * 3600;

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

/** Stores or clears the tour's flag: localStorage for the page, the cookie for the server. */
export function storeDemoFlag(on: boolean): void {
  if (on) window.localStorage.setItem(DEMO_STORAGE_KEY, 'true');
  else window.localStorage.removeItem(DEMO_STORAGE_KEY);
  document.cookie = `${DEMO_COOKIE}=${on ? '1' : ''}; path=/; SameSite=Lax; max-age=${on ? YEAR_SECONDS : 0}`;
}

/** Starts the tour: stores the flag and reloads at / so every cache starts from demo data. */
export function enterDemo(): void {
  storeDemoFlag(true);
  browserNavigation.go('/');
}

/** Leaves the tour: clears the flag and reloads at /. */
export function exitDemo(): void {
  storeDemoFlag(false);
  browserNavigation.go('/');
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    // Re-checked when another tab changes the flag or history moves.
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
