import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../class-names.js';
import { IconBadge } from './icon-badge.js';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-neutral-300 px-6 py-12 text-center',
        className,
      )}
    >
      <IconBadge icon={icon} />
      <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
      {description && <p className="max-w-md text-sm text-neutral-600">{description}</p>}
      {action}
    </div>
  );
}
