import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@silkway/ui';

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
export function FailureCard({ icon: Icon, title, pageTitle = false, hint }: FailureCardProps) {
  return (
    <Card className="flex items-start gap-4 border-status-error-fg/20 bg-status-error/40 p-5 sm:p-6">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-status-error text-status-error-fg">
        <Icon className="size-5" strokeWidth={2} aria-hidden />
      </span>
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
