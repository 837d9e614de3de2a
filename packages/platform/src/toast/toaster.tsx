import { useEffect, useState, useSyncExternalStore } from 'react';
import { onDemand } from '@fairway/ui';
import { getToasts, subscribeToasts } from './toast-store';
import { TOAST_HOTKEY } from './toast-constants';

const RadixToaster = onDemand(() => import('./radix-toaster').then((module) => module.RadixToaster));

/** Runs `then` once a toast can be seen: at once when the region's code is in, else when it is. */
export function whenToastsCanShow(then: () => void): void {
  if (RadixToaster.isLoaded()) then();
  else RadixToaster.preload().then(then, then);
}

/**
 * The one toast region of the page; the shell mounts it once. Radix Toast (radix-toaster.tsx) is
 * downloaded with the first toast or the first F8, not with the page: most pages show none.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const [wanted, setWanted] = useState<'no' | 'for-toasts' | 'for-hotkey'>('no');
  if (wanted === 'no' && toasts.length > 0) setWanted('for-toasts');

  useEffect(() => {
    if (wanted !== 'no') return; // from then on Radix's viewport answers F8 itself
    const onKey = (event: KeyboardEvent) => {
      if (event.code === TOAST_HOTKEY || event.key === TOAST_HOTKEY) setWanted('for-hotkey');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [wanted]);

  return wanted === 'no' ? null : <RadixToaster toasts={toasts} focusOnMount={wanted === 'for-hotkey'} />;
}
