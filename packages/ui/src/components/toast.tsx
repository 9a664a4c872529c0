import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../class-names.js';
import { CloseCross } from './close-cross.js';
import {
  currentToasts,
  dismissToast,
  removeToast,
  subscribeToToasts,
  toast,
  type ToastMessage,
} from './toast-store.js';

/** product.md §9 toast behaviour, as Radix Toast's props. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export function useToast() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return { toasts, toast, dismiss: dismissToast };
}

const variantClasses: Record<ToastMessage['variant'], string> = {
  default: 'border-neutral-200 bg-white text-neutral-900',
  success: 'border-status-done-fg/30 bg-white text-neutral-900',
  destructive: 'border-danger bg-danger text-white',
};

function ToastIcon({ variant }: { variant: ToastMessage['variant'] }) {
  if (variant === 'success')
    return (
      <CircleCheck
        className="mt-0.5 size-5 shrink-0 text-status-done-fg"
        strokeWidth={2}
        aria-hidden
      />
    );
  if (variant === 'destructive')
    return <CircleAlert className="mt-0.5 size-5 shrink-0" strokeWidth={2} aria-hidden />;
  return null;
}

export interface ToasterProps {
  /** Accessible name of the toast region; `{hotkey}` is replaced by Radix with the hotkey. */
  regionLabel: string;
  closeLabel: string;
}

/** Screen readers prefix each announced toast with this: the region's name without the hotkey hint. */
function announcementLabel(regionLabel: string): string {
  return regionLabel.replace(/\s*\(?\{hotkey\}\)?/, '').trim() || regionLabel;
}

/** The page's single toast outlet; the shell renders it once. */
export function Toaster({ regionLabel, closeLabel }: ToasterProps) {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={announcementLabel(regionLabel)}
    >
      {toasts.map((message) => (
        <ToastPrimitive.Root
          key={message.id}
          open={message.open}
          onOpenChange={(open) => (open ? undefined : dismissToast(message.id))}
          onAnimationEnd={() => (message.open ? undefined : removeToast(message.id))}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-[var(--radius-control)] border p-4 pr-10 shadow-[var(--shadow-dialog)] data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out',
            variantClasses[message.variant],
          )}
        >
          <ToastIcon variant={message.variant} />
          <div className="grid gap-1">
            {message.title && (
              <ToastPrimitive.Title className="text-sm font-semibold">
                {message.title}
              </ToastPrimitive.Title>
            )}
            {message.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {message.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close asChild>
            <CloseCross label={closeLabel} look="toast" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        label={regionLabel}
        className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
