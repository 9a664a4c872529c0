import { formatMoney } from '@silkway/i18n';
import { useTranslation } from '@silkway/i18n/react';

interface OrderTotalsSummaryProps {
  totalAmount: number;
  remainingAmount: number;
}

/** The order's money (product.md §2.10): total and what is still to be paid, summed over its items, in USD. */
export function OrderTotalsSummary({ totalAmount, remainingAmount }: OrderTotalsSummaryProps) {
  const { t, i18n } = useTranslation('admin-orders');
  const figures = [
    { label: t('overlay.totalAmount'), amount: totalAmount, emphasis: 'text-navy-900' },
    {
      label: t('overlay.remainingAmount'),
      amount: remainingAmount,
      emphasis: remainingAmount > 0 ? 'text-signal-700' : 'text-status-done-fg',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {figures.map(({ label, amount, emphasis }) => (
        <div
          key={label}
          className="rounded-[var(--radius-control)] border border-neutral-200 bg-neutral-50 px-4 py-3 text-right"
        >
          <dt className="text-left text-xs font-medium uppercase tracking-wide text-neutral-600">
            {label}
          </dt>
          <dd className={`text-xl font-semibold tabular-nums ${emphasis}`}>
            {formatMoney(amount, 'USD', i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
