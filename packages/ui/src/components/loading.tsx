import { LoaderCircle } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../class-names.js';

export function Spinner({
  className,
  label,
  ...props
}: ComponentPropsWithRef<'span'> & { label: string }) {
  return (
    <span
      role="status"
      className={cn('inline-flex items-center gap-2 text-neutral-600', className)}
      {...props}
    >
      <LoaderCircle className="size-5 animate-spin text-navy-500" strokeWidth={2} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function Skeleton({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      aria-hidden
      className={cn('animate-pulse rounded-[var(--radius-control)] bg-neutral-200', className)}
      {...props}
    />
  );
}
