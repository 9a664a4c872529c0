import { formatUsd } from '@silkway/contracts';
import { cn } from '@silkway/ui';

/** Dollars as the payments blocks show them: two decimals, tabular digits, the currency after. */
export function Usd({ amount, className }: { amount: number; className?: string }) {
  return (
    <span className={cn('tabular-nums', className)}>
      {formatUsd(amount)} <span className="text-xs font-medium text-neutral-600">USD</span>
    </span>
  );
}

/** product.md §2.10: red when the client owes, green when it is in advance. */
export const balanceTone = (balance: number): string =>
  balance > 0 ? 'text-status-error-fg' : balance < 0 ? 'text-status-done-fg' : 'text-neutral-900';
