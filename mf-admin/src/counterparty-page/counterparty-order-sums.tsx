import { sumOrderTotals, type OrderAnswer } from '@silkway/contracts';
import { useTranslation } from '@silkway/i18n/react';
import { UsdAmount } from '../counterparties/index.js';

/** The counterparty's orders summed exactly (product.md §2.10 "sums", §9): their totals and what is still to be paid. */
export function CounterpartyOrderSums({ orders }: { orders: readonly OrderAnswer[] }) {
  const { t } = useTranslation('admin-counterparties');
  const sums = sumOrderTotals(
    orders.map((order) => ({
      quantity: order.totalQuantity,
      weight: order.totalWeight,
      volume: order.totalVolume,
      totalAmount: order.totalAmount,
      remainingAmount: order.remainingAmount,
    })),
  );
  const figures = [
    {
      label: t('sums.orderCount'),
      value: <span className="tabular-nums">{orders.length}</span>,
      tone: 'text-navy-900',
    },
    {
      label: t('sums.totalAmount'),
      value: <UsdAmount amount={sums.totalAmount} />,
      tone: 'text-navy-900',
    },
    {
      label: t('sums.remainingAmount'),
      value: <UsdAmount amount={sums.remainingAmount} />,
      tone: sums.remainingAmount > 0 ? 'text-signal-700' : 'text-status-done-fg',
    },
  ];
  return (
    <dl aria-label={t('sums.title')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {figures.map(({ label, value, tone }) => (
        <div
          key={label}
          className="rounded-[var(--radius-control)] border border-neutral-200 bg-white px-4 py-3 text-right"
        >
          <dt className="text-left text-xs font-medium uppercase tracking-wide text-neutral-600">
            {label}
          </dt>
          <dd className={`text-xl font-semibold ${tone}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
