import { Badge } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import { usePrefetchOrder } from '../data/order-queries.js';
import { OrderStatusBadge } from '../order-status/status-badges.js';
import { orderRowTexts } from './order-row-texts.js';
import type { OrdersViewProps } from './orders-table.js';

/** Narrow screens: a card per order with every column of the table. */
export function OrderCards({ orders, onOpen }: OrdersViewProps) {
  const { t, i18n } = useTranslation('admin-orders');
  const prefetchOrder = usePrefetchOrder();
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {orders.map((order) => {
        const texts = orderRowTexts(order, t, i18n.language);
        const figures = [
          [t('columns.quantity'), texts.quantity],
          [t('columns.weight'), texts.weight],
          [t('columns.volume'), texts.volume],
          [t('columns.createdAt'), texts.createdAt],
          [t('columns.expectedDelivery'), texts.expectedDelivery],
        ] as const;
        return (
          <li key={order.id}>
            <button
              type="button"
              onClick={() => onOpen(order.id)}
              onPointerEnter={() => prefetchOrder(order.id)}
              onFocus={() => prefetchOrder(order.id)}
              className="flex h-full w-full flex-col gap-3 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4 text-left shadow-[var(--shadow-card)] transition-colors hover:border-navy-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-200"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-navy-900">{order.name}</span>
                  <span className="block text-xs tabular-nums text-neutral-600">{texts.code}</span>
                </span>
                <OrderStatusBadge status={order.status} />
              </span>
              <span className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="min-w-0">
                  <span className="block text-neutral-900">{texts.customer}</span>
                  {texts.company && (
                    <span className="block text-xs text-neutral-600">{texts.company}</span>
                  )}
                </span>
                <Badge tone="brand">{texts.destination}</Badge>
              </span>
              <dl className="grid grid-cols-3 gap-x-3 gap-y-2 border-t border-neutral-200 pt-3 text-sm">
                {figures.map(([label, value]) => (
                  <div key={label} className="min-w-0">
                    <dt className="truncate text-xs text-neutral-600">{label}</dt>
                    <dd className="tabular-nums text-neutral-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
