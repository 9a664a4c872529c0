import { api, type CounterpartyAnswer, type OrderAnswer } from '@silkway/contracts';
import { ClipboardList } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { UsdAmount, useCounterpartyOrders } from '../counterparties/index.js';
import { formatDisplayDate } from '../formats/index.js';
import {
  ItemFailureTitlesProvider,
  type ItemFailureTitles,
  OrderOverlay,
  OrderStatusBadge,
  registerOrdersTranslations,
} from '../orders/index.js';
import { CounterpartyOrderFormDialog } from './counterparty-order-form-dialog.js';
import { CounterpartyOrderSums } from './counterparty-order-sums.js';
import { ListLoading, ListLoadError, ListMessage } from '../list-states/index.js';
import { AddButton } from '../record-actions/index.js';

registerOrdersTranslations();

/**
 * The counterparty's orders (product.md §2.10): their sums, the list, 'New order', and the Orders tab's own
 * order dialog to work on one (items, add from warehouse), with this page's item failure texts (product.md §8).
 */
export function CounterpartyOrders({ counterparty }: { counterparty: CounterpartyAnswer }) {
  const { t } = useTranslation('admin-counterparties');
  const orders = useCounterpartyOrders(counterparty.id);
  const [creating, setCreating] = useState(false);
  const [openOrderId, setOpenOrderId] = useState<number | null>(null);
  const itemFailureTitles = useMemo<ItemFailureTitles>(
    () => ({ add: t('toasts.itemAddError'), update: t('toasts.itemUpdateError') }),
    [t],
  );

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-navy-900">{t('orders.title')}</h3>
        <AddButton
          label={t('orders.add')}
          onAdd={() => setCreating(true)}
          call={api.orders.create}
        />
      </div>
      {orders.isPending ? (
        <ListLoading
          label={t('orders.loading')}
          count={2}
          className="grid gap-3"
          placeholderClassName="h-20 w-full"
        />
      ) : orders.isError ? (
        <ListLoadError
          title={t('orders.errorTitle')}
          message={orders.error.message}
          retryLabel={t('orders.retry')}
          onRetry={orders.refetch}
        />
      ) : (
        <>
          <CounterpartyOrderSums orders={orders.data} />
          {orders.data.length === 0 ? (
            <ListMessage
              icon={ClipboardList}
              title={t('orders.emptyTitle')}
              description={t('orders.emptyDescription')}
            />
          ) : (
            <CounterpartyOrderList orders={orders.data} onOpen={setOpenOrderId} />
          )}
        </>
      )}
      <CounterpartyOrderFormDialog
        counterpartyId={counterparty.id}
        counterpartyName={counterparty.name}
        open={creating}
        onOpenChange={setCreating}
        onSaved={(order) => setOpenOrderId(order.id)}
      />
      {openOrderId !== null && (
        <ItemFailureTitlesProvider value={itemFailureTitles}>
          <OrderOverlay
            key={openOrderId}
            orderId={openOrderId}
            onClose={() => setOpenOrderId(null)}
          />
        </ItemFailureTitlesProvider>
      )}
    </section>
  );
}

function CounterpartyOrderList({
  orders,
  onOpen,
}: {
  orders: readonly OrderAnswer[];
  onOpen: (orderId: number) => void;
}) {
  const { t, i18n } = useTranslation('admin-counterparties');
  return (
    <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      {orders.map((order) => (
        <li key={order.id}>
          <button
            type="button"
            aria-label={t('orders.open', { name: order.name })}
            onClick={() => onOpen(order.id)}
            className="flex h-full w-full flex-col gap-3 rounded-[var(--radius-card)] border border-neutral-200 bg-white p-4 text-left shadow-[var(--shadow-card)] transition-colors hover:border-navy-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-navy-200"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block truncate font-semibold text-navy-900">{order.name}</span>
                <span className="block text-xs tabular-nums text-neutral-600">
                  {order.code ?? t('orders.noCode')}
                </span>
              </span>
              <OrderStatusBadge status={order.status} />
            </span>
            <dl className="grid grid-cols-3 gap-3 border-t border-neutral-200 pt-3 text-sm">
              <div className="min-w-0">
                <dt className="truncate text-xs text-neutral-600">{t('orders.createdAt')}</dt>
                <dd className="tabular-nums text-neutral-900">
                  {formatDisplayDate(order.createdAt, i18n.language)}
                </dd>
              </div>
              <div className="min-w-0 text-right">
                <dt className="truncate text-xs text-neutral-600">{t('orders.totalAmount')}</dt>
                <dd className="font-medium text-neutral-900">
                  <UsdAmount amount={order.totalAmount} />
                </dd>
              </div>
              <div className="min-w-0 text-right">
                <dt className="truncate text-xs text-neutral-600">{t('orders.remainingAmount')}</dt>
                <dd className="font-medium text-neutral-900">
                  <UsdAmount amount={order.remainingAmount} />
                </dd>
              </div>
            </dl>
          </button>
        </li>
      ))}
    </ul>
  );
}
