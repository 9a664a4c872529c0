import { Button } from '@silkway/ui';
import { ClipboardList, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import type { OrderListFilter } from '../data/orders-api';
import { useOrderList } from '../data/order-queries';
import { OrderCards } from './order-cards';
import { OrdersTable } from './orders-table';
import { ListLoading, ListLoadError, ListMessage, useLoadMoreWhenVisible } from '../../list-states';

interface OrdersListProps {
  filter: OrderListFilter;
  onOpen: (orderId: number) => void;
  /** Tells the tab once the first page is in, so `?order={id}` can open its overlay (product.md §2.10). */
  onLoaded: () => void;
}

/** The list with its loading, empty and error states; the next page loads as the end comes into view. */
export function OrdersList({ filter, onOpen, onLoaded }: OrdersListProps) {
  const { t } = useTranslation('admin-orders');
  const list = useOrderList(filter);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const endOfList = useLoadMoreWhenVisible(list);

  useEffect(() => {
    if (list.isSuccess) onLoaded();
  }, [list.isSuccess, onLoaded]);

  if (list.isPending) {
    return (
      <ListLoading
        label={t('list.loading')}
        count={4}
        className="grid gap-3"
        placeholderClassName="h-20 w-full"
      />
    );
  }
  if (list.isError) {
    return (
      <ListLoadError
        title={t('list.errorTitle')}
        message={list.error.message}
        retryLabel={t('list.retry')}
        onRetry={list.refetch}
      />
    );
  }

  const orders = list.data.pages.flat();
  if (orders.length === 0) {
    const searching = filter.q !== '' || filter.status !== 'all';
    return searching ? (
      <ListMessage
        icon={SearchX}
        title={t('list.noMatchesTitle')}
        description={t('list.noMatchesDescription')}
      />
    ) : (
      <ListMessage
        icon={ClipboardList}
        title={t('list.emptyTitle')}
        description={t('list.emptyDescription')}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="hidden xl:block">
        <OrdersTable orders={orders} onOpen={onOpen} />
      </div>
      <div className="xl:hidden">
        <OrderCards orders={orders} onOpen={onOpen} />
      </div>
      <div
        ref={endOfList}
        className="flex flex-col items-center gap-2 py-2 text-sm text-neutral-600"
      >
        {hasNextPage ? (
          <Button
            variant="secondary"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
        ) : null}
        <p aria-live="polite">
          {hasNextPage
            ? t('list.shown', { count: orders.length })
            : t('list.allShown', { count: orders.length })}
        </p>
      </div>
    </div>
  );
}
