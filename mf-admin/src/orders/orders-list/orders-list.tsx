import { ClipboardList } from 'lucide-react';
import { memo, useEffect } from 'react';
import type { OrderListFilter } from '../data/orders-api.js';
import { useOrderList } from '../data/order-queries.js';
import { OrderCards } from './order-cards.js';
import { OrdersTable } from './orders-table.js';
import { PagedList, useWideScreen } from '../../list-states/index.js';

/** A little more than a 900 px screen holds: the rows painted before the rest of the page. */
const FIRST_FRAME_ROWS = 15;

interface OrdersListProps {
  filter: OrderListFilter;
  onOpen: (orderId: number) => void;
  /** Tells the tab once the first page is in, so `?order={id}` can open its overlay (product.md §2.10). */
  onLoaded: () => void;
}

/**
 * The list with its loading, empty and error states; the next page loads as the end comes into view.
 * Rendered again only when its own props change (not when an order opens over it).
 */
export const OrdersList = memo(function OrdersList({ filter, onOpen, onLoaded }: OrdersListProps) {
  const list = useOrderList(filter);
  const wide = useWideScreen();

  useEffect(() => {
    if (list.isSuccess) onLoaded();
  }, [list.isSuccess, onLoaded]);

  return (
    <PagedList
      list={list}
      namespace="admin-orders"
      filtered={filter.q !== '' || filter.status !== 'all'}
      emptyIcon={ClipboardList}
      firstFrameRows={FIRST_FRAME_ROWS}
    >
      {(orders) =>
        wide ? (
          <OrdersTable orders={orders} onOpen={onOpen} />
        ) : (
          <OrderCards orders={orders} onOpen={onOpen} />
        )
      }
    </PagedList>
  );
});
