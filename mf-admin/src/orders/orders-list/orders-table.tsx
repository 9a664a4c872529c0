import type { OrderAnswer } from '@silkway/contracts';
import { Badge } from '@silkway/ui';
import { useTranslation } from '@silkway/i18n/react';
import { usePrefetchOrder } from '../data/order-queries.js';
import { OrderStatusBadge } from '../order-status/status-badges.js';
import { orderRowTexts } from './order-row-texts.js';

export interface OrdersViewProps {
  orders: readonly OrderAnswer[];
  onOpen: (orderId: number) => void;
}

const headCell =
  'bg-neutral-100 px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-neutral-600';
const numberHead = `${headCell} text-right`;
const cell = 'px-3 py-3 align-top';
const numberCell = `${cell} text-right tabular-nums whitespace-nowrap`;

/** Wide screens: one row per order under a header that stays in view while the page scrolls. */
export function OrdersTable({ orders, onOpen }: OrdersViewProps) {
  const { t, i18n } = useTranslation('admin-orders');
  const prefetchOrder = usePrefetchOrder();
  return (
    <div className="rounded-[var(--radius-card)] border border-neutral-200 bg-white shadow-[var(--shadow-card)]">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="sticky top-12 z-[5]">
          <tr>
            <th scope="col" className={`${headCell} rounded-tl-[var(--radius-card)]`}>
              {t('columns.name')}
            </th>
            <th scope="col" className={headCell}>
              {t('columns.code')}
            </th>
            <th scope="col" className={headCell}>
              {t('columns.customer')}
            </th>
            <th scope="col" className={headCell}>
              {t('columns.destination')}
            </th>
            <th scope="col" className={headCell}>
              {t('columns.status')}
            </th>
            <th scope="col" className={numberHead}>
              {t('columns.quantity')}
            </th>
            <th scope="col" className={numberHead}>
              {t('columns.weight')}
            </th>
            <th scope="col" className={numberHead}>
              {t('columns.volume')}
            </th>
            <th scope="col" className={numberHead}>
              {t('columns.createdAt')}
            </th>
            <th scope="col" className={`${numberHead} rounded-tr-[var(--radius-card)]`}>
              {t('columns.expectedDelivery')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const texts = orderRowTexts(order, t, i18n.language);
            return (
              <tr
                key={order.id}
                onClick={() => onOpen(order.id)}
                // The order is asked for as the row is pointed at or its button focused.
                onPointerEnter={() => prefetchOrder(order.id)}
                onFocus={() => prefetchOrder(order.id)}
                className="cursor-pointer transition-colors hover:bg-navy-50 [&>td]:border-t [&>td]:border-neutral-200"
              >
                <td className={cell}>
                  <button
                    type="button"
                    onClick={(event) => {
                      // The row opens the order too; one click opens it once.
                      event.stopPropagation();
                      onOpen(order.id);
                    }}
                    className="text-left font-semibold text-navy-900 hover:underline focus-visible:underline focus-visible:outline-none"
                  >
                    {order.name}
                  </button>
                </td>
                <td className={`${cell} tabular-nums whitespace-nowrap text-neutral-700`}>
                  {texts.code}
                </td>
                <td className={cell}>
                  <div className="text-neutral-900">{texts.customer}</div>
                  {texts.company && <div className="text-xs text-neutral-600">{texts.company}</div>}
                </td>
                <td className={cell}>
                  <Badge tone="brand">{texts.destination}</Badge>
                </td>
                <td className={cell}>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className={numberCell}>{texts.quantity}</td>
                <td className={numberCell}>{texts.weight}</td>
                <td className={numberCell}>{texts.volume}</td>
                <td className={numberCell}>{texts.createdAt}</td>
                <td className={numberCell}>{texts.expectedDelivery}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
