import { Button, EmptyState, Skeleton } from '@silkway/ui';
import { AlertTriangle, type LucideIcon } from 'lucide-react';

interface ListLoadingProps {
  /** What the screen reader announces while the list loads. */
  label: string;
  /** How many placeholders stand in for the rows or cards. */
  count: number;
  /** The layout of the placeholders: the list's own grid. */
  className: string;
  /** One placeholder's size, close to a loaded row's or card's. */
  placeholderClassName: string;
}

/** A list while its query loads: placeholders laid out like the loaded list. */
export function ListLoading({ label, count, className, placeholderClassName }: ListLoadingProps) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, placeholder) => (
        <Skeleton key={placeholder} className={placeholderClassName} />
      ))}
    </div>
  );
}

interface ListLoadErrorProps {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => unknown;
}

/** A list whose query failed: what went wrong and a button that asks again. */
export function ListLoadError({ title, message, retryLabel, onRetry }: ListLoadErrorProps) {
  return (
    <EmptyState
      icon={AlertTriangle}
      title={title}
      description={message}
      className="bg-white"
      action={
        <Button variant="secondary" onClick={() => void onRetry()}>
          {retryLabel}
        </Button>
      }
    />
  );
}

interface ListMessageProps {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A list with nothing to show: empty, or nothing matches the search. */
export function ListMessage({ icon, title, description }: ListMessageProps) {
  return <EmptyState icon={icon} title={title} description={description} className="bg-white" />;
}
