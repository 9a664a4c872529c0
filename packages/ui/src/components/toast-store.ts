export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastMessage {
  id: number;
  title?: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export type ToastInput = Omit<ToastMessage, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

type Listener = (toasts: readonly ToastMessage[]) => void;

interface ToastStore {
  toasts: readonly ToastMessage[];
  nextId: number;
  listeners: Set<Listener>;
}

/**
 * @silkway/ui is bundled into every remote, but the one Toaster lives in the shell: the queue
 * sits on the page's global object so a remote's `toast()` reaches the shell's Toaster.
 */
const storeKey = Symbol.for('silkway.ui.toast-store');
function store(): ToastStore {
  const page = globalThis as typeof globalThis & { [storeKey]?: ToastStore };
  page[storeKey] ??= { toasts: [], nextId: 1, listeners: new Set() };
  return page[storeKey];
}

function publish(toasts: readonly ToastMessage[]): void {
  const current = store();
  current.toasts = toasts;
  for (const listener of current.listeners) listener(toasts);
}

/** product.md §9: one toast at a time, so a new one replaces whatever is showing. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const current = store();
  const id = current.nextId++;
  publish([{ variant: 'default', ...input, id, open: true }]);
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number): void {
  publish(
    store().toasts.map((message) => (message.id === id ? { ...message, open: false } : message)),
  );
}

/** Drops a closed toast once its exit animation has finished. */
export function removeToast(id: number): void {
  publish(store().toasts.filter((message) => message.id !== id));
}

export function subscribeToToasts(listener: Listener): () => void {
  store().listeners.add(listener);
  return () => store().listeners.delete(listener);
}

export function currentToasts(): readonly ToastMessage[] {
  return store().toasts;
}
