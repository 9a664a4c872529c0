import { X } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

const LOOKS = {
  dialog: {
    button:
      'absolute right-4 top-4 rounded-md p-1 text-neutral-500 transition-colors hover:bg-neutral-100 hover:text-neutral-900',
    icon: 'size-5',
  },
  toast: {
    button: 'absolute right-2 top-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100',
    icon: 'size-4',
  },
} as const;

/**
 * The ✕ in the corner of a dialog or a toast, named by `label`. It goes inside the Radix part that
 * closes (`<Close asChild>`), which gives it the click.
 */
export function CloseCross({
  label,
  look,
  ...props
}: ComponentPropsWithRef<'button'> & { label: string; look: keyof typeof LOOKS }) {
  return (
    <button type="button" className={LOOKS[look].button} aria-label={label} {...props}>
      <X className={LOOKS[look].icon} strokeWidth={2} aria-hidden />
    </button>
  );
}
