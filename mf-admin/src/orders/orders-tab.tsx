import { api, type OrderStatusFilter } from '@silkway/contracts';
import { callUrl } from '@silkway/web-client';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from '@silkway/app-frame/router';
import type { OrderListFilter } from './data/orders-api.js';
import { OrderFormDialog } from './order-form/order-form-dialog.js';
import { OrderOverlay } from './order-overlay/order-overlay.js';
import { OrdersList } from './orders-list/orders-list.js';
import { OrdersToolbar } from './orders-list/orders-toolbar.js';
import { registerOrdersTranslations } from './orders-translations.js';
import { ExportButtons } from '../spreadsheets/index.js';

registerOrdersTranslations();

/** The query parameter naming the open order (product.md §2.10: /admin?order={id}). */
const ORDER_PARAM = 'order';

function parseOrderId(raw: string | null): number | null {
  const id = Number(raw);
  return raw !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Orders tab (product.md §2.10): search, status filter, the list, the create form and the order overlay. */
export function OrdersTab() {
  const [filter, setFilter] = useState<OrderListFilter>({ status: 'all', q: '' });
  const [creating, setCreating] = useState(false);
  const [ordersLoaded, setOrdersLoaded] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const openOrderId = parseOrderId(searchParams.get(ORDER_PARAM));

  // One function for the tab's life (the router's setter changes with the address), so opening an
  // order does not render the list's rows again.
  const setParams = useRef(setSearchParams);
  setParams.current = setSearchParams;
  const showOrder = useCallback(
    (orderId: number | null) =>
      setParams.current((params) => {
        const next = new URLSearchParams(params);
        if (orderId === null) next.delete(ORDER_PARAM);
        else next.set(ORDER_PARAM, String(orderId));
        return next;
      }),
    [],
  );
  const markLoaded = useCallback(() => setOrdersLoaded(true), []);

  return (
    <section className="flex flex-col gap-5">
      <OrdersToolbar
        status={filter.status}
        onStatusChange={(status: OrderStatusFilter) =>
          setFilter((current) => ({ ...current, status }))
        }
        onSearch={(q) => setFilter((current) => ({ ...current, q }))}
        onAddOrder={() => setCreating(true)}
      />
      <ExportButtons
        call={api.spreadsheets.exportOrders}
        hrefOf={(format) =>
          callUrl(api.spreadsheets.exportOrders, { query: { format, ...filter } })
        }
      />
      <OrdersList filter={filter} onOpen={showOrder} onLoaded={markLoaded} />
      <OrderFormDialog
        mode="create"
        open={creating}
        onOpenChange={setCreating}
        onCreated={(orderId) => showOrder(orderId)}
      />
      {ordersLoaded && openOrderId !== null && (
        <OrderOverlay key={openOrderId} orderId={openOrderId} onClose={() => showOrder(null)} />
      )}
    </section>
  );
}
