import { formatUsd } from '@silkway/contracts';
import { cn } from '@silkway/ui';

/** product.md §2.10: a debt is red when the counterparty owes money (positive), green when it is owed (negative). */
export function debtTone(debt: number): string {
  if (debt > 0) return 'text-status-error-fg';
  if (debt < 0) return 'text-status-done-fg';
  return 'text-neutral-900';
}

/** A USD amount as the back office shows money: two decimals, tabular digits, the currency after it. */
export function UsdAmount({ amount, className }: { amount: number; className?: string }) {
  return (
    <span className={cn('tabular-nums', className)}>
      {formatUsd(amount)} <span className="text-xs font-medium text-neutral-600">USD</span>
    </span>
  );
}
