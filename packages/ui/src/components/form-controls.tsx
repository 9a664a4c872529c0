import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../class-names.js';

const fieldClasses =
  'w-full rounded-[var(--radius-control)] border border-neutral-300 bg-white px-3 text-base text-neutral-900 placeholder:text-neutral-500 transition-colors duration-150 focus-visible:border-navy-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-200 disabled:cursor-not-allowed disabled:bg-neutral-100 aria-[invalid=true]:border-danger aria-[invalid=true]:ring-status-error';

export function Input({ className, type = 'text', ...props }: ComponentPropsWithRef<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-10', className)} {...props} />;
}

const NUMBER_KINDS = {
  /** Money: two decimals (product.md §5 prices, step 0.01). */
  money: { inputMode: 'decimal', step: 0.01 },
  /** Weight in kg or volume in m³: three decimals (product.md §5, step 0.001). */
  measure: { inputMode: 'decimal', step: 0.001 },
  /** A whole number: quantities, days. */
  count: { inputMode: 'numeric', step: 1 },
} as const;

export type NumberKind = keyof typeof NUMBER_KINDS;

/** A number field of one kind; never below `min` (0 unless said). */
export function NumberInput({
  kind,
  min = 0,
  ...props
}: ComponentPropsWithRef<'input'> & { kind: NumberKind }) {
  return <Input type="number" min={min} {...NUMBER_KINDS[kind]} {...props} />;
}

/** The field a code is typed or scanned into: capitals, no suggestions or spelling marks, Enter searches. */
export function CodeInput(props: ComponentPropsWithRef<'input'>) {
  return (
    <Input
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      enterKeyHint="search"
      {...props}
    />
  );
}

export function Textarea({ className, rows = 4, ...props }: ComponentPropsWithRef<'textarea'>) {
  return (
    <textarea rows={rows} className={cn(fieldClasses, 'min-h-24 py-2', className)} {...props} />
  );
}

export function Label({ className, ...props }: ComponentPropsWithRef<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cn('text-sm font-medium text-neutral-800', className)}
      {...props}
    />
  );
}

/** The message under a field that failed validation; announced by screen readers. */
export function FieldError({ className, children, ...props }: ComponentPropsWithRef<'p'>) {
  if (!children) return null;
  return (
    <p role="alert" className={cn('text-sm text-danger', className)} {...props}>
      {children}
    </p>
  );
}
