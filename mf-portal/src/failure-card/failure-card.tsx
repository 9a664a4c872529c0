import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, IconBadge } from '@silkway/ui';

interface FailureCardProps {
  icon: LucideIcon;
  /** The one sentence that says what failed. */
  title: string;
  /** True where the failure is all the page says: the sentence is then its h1, and larger. */
  pageTitle?: boolean;
  /** What the client can do about it, under the sentence. */
  hint?: ReactNode;
}

/** A failure the client sees in the portal (a search, a sign-in link): a red card with its icon. */
export function FailureCard({ icon, title, pageTitle = false, hint }: FailureCardProps) {
  return (
    <Card className="flex items-start gap-4 border-status-error-fg/20 bg-status-error/40 p-5 sm:p-6">
      <IconBadge icon={icon} size="sm" className="shrink-0 bg-status-error text-status-error-fg" />
      <div className="flex min-w-0 flex-col gap-1">
        {pageTitle ? (
          <h1 className="text-lg font-semibold text-status-error-fg">{title}</h1>
        ) : (
          <p className="text-base font-semibold text-status-error-fg">{title}</p>
        )}
        {hint && <p className="text-sm text-neutral-700">{hint}</p>}
      </div>
    </Card>
  );
}
