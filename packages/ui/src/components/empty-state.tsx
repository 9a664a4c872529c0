import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../class-names.js';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-neutral-300 px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-navy-50 text-navy-600">
        <Icon className="size-6" strokeWidth={2} aria-hidden />
      </span>
      <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
      {description && <p className="max-w-md text-sm text-neutral-600">{description}</p>}
      {action}
    </div>
  );
}
