import { Card, cn } from '@silkway/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface AccountCardProps {
  /** The id of the heading, which names the card. */
  titleId: string;
  icon: LucideIcon;
  title: string;
  /** The space between the card's parts: a list of figures wants more than a few lines of text. */
  spacing: 'gap-3' | 'gap-4';
  children: ReactNode;
}

/** A card of the client's account page: its icon and heading, then what it shows. */
export function AccountCard({ titleId, icon: Icon, title, spacing, children }: AccountCardProps) {
  return (
    <Card className={cn('flex flex-col p-5 sm:p-6', spacing)} aria-labelledby={titleId}>
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <Icon className="size-5 shrink-0 text-navy-700" strokeWidth={2} aria-hidden />
        {title}
      </h2>
      {children}
    </Card>
  );
}
