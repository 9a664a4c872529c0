import type { LucideIcon } from 'lucide-react';
import { cn } from '../class-names.js';

const SIZES = {
  sm: { badge: 'size-10', icon: 'size-5' },
  md: { badge: 'size-11', icon: 'size-5' },
  lg: { badge: 'size-12', icon: 'size-6' },
} as const;

export interface IconBadgeProps {
  icon: LucideIcon;
  size?: keyof typeof SIZES;
  /** Overrides the round navy look (shape, colours, margins). */
  className?: string;
}

/** An icon in a filled circle or tile: what heads a card, an empty list or a header. */
export function IconBadge({ icon: Icon, size = 'lg', className }: IconBadgeProps) {
  return (
    <span
      className={cn(
        'flex items-center justify-center rounded-full bg-navy-50 text-navy-600',
        SIZES[size].badge,
        className,
      )}
    >
      <Icon className={SIZES[size].icon} strokeWidth={2} aria-hidden />
    </span>
  );
}
