import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../class-names.js';

/** Status colours are fixed across the product (docs/design.md): pick the tone by meaning, not by taste. */
export const badgeVariants = cva(
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
  {
    variants: {
      tone: {
        transit: 'bg-status-transit text-status-transit-fg',
        done: 'bg-status-done text-status-done-fg',
        waiting: 'bg-status-waiting text-status-waiting-fg',
        error: 'bg-status-error text-status-error-fg',
        unknown: 'bg-status-unknown text-status-unknown-fg',
        brand: 'bg-navy-100 text-navy-800',
      },
    },
    defaultVariants: { tone: 'unknown' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export function Badge({
  className,
  tone,
  ...props
}: ComponentPropsWithRef<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
