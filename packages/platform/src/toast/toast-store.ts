// A module-level toast emitter, so any code (a baseQuery, a click handler, a remote) can show
// a toast without React context. The shell renders the one <Toaster />.
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: number;
  description?: string;
  open: boolean;
}

/** One toast at a time (shown TOAST_DURATION_MS, @fairway/contracts), dismissed
 * toasts dropped after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: number): void {
  const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (closing.length === 0) return;
  for (const item of closing) scheduleRemoval(item.id);
  emit(toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)));
}

export function toast({ title, description, variant = 'default' }: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  const item: ToastItem = { id, title, description, variant, open: true };
  // Newest first; anything beyond the limit is dropped at once, which is what "one at a time" means.
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}

/** Test helper: forget every toast and timer between tests. */
export function resetToasts(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  emit([]);
}
