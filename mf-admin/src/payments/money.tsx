import { formatMoney } from '@silkway/i18n';
import { useTranslation } from '@silkway/i18n/react';
import { cn } from '@silkway/ui';

/** Dollars as every screen writes money (the i18n formatter, in the page's language), tabular digits. */
export function Usd({ amount, className }: { amount: number; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <span className={cn('tabular-nums', className)}>
      {formatMoney(amount, 'USD', i18n.language)}
    </span>
  );
}

/** product.md §2.10: red when the client owes, green when it is in advance. */
export const balanceTone = (balance: number): string =>
  balance > 0 ? 'text-status-error-fg' : balance < 0 ? 'text-status-done-fg' : 'text-neutral-900';
