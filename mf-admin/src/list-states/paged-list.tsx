import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@silkway/i18n/react';
import { Button } from '@silkway/ui';
import { SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListLoadError, ListLoading, ListMessage } from './list-states.js';
import { useLoadMoreWhenVisible } from './use-load-more-when-visible.js';

interface PagedListProps<Row> {
  list: UseInfiniteQueryResult<InfiniteData<Row[]>>;
  /** The namespace whose `list.*` texts the states use (loading, errorTitle, retry, emptyTitle…). */
  namespace: string;
  /** Whether a search or filter narrows the list: an empty answer then says nothing matches. */
  filtered: boolean;
  emptyIcon: LucideIcon;
  /** The loaded rows, laid out. */
  children: (rows: Row[]) => ReactNode;
}

/** A paged list with its loading, empty and error states; the next page loads as the end comes into view. */
export function PagedList<Row>({
  list,
  namespace,
  filtered,
  emptyIcon,
  children,
}: PagedListProps<Row>) {
  const { t } = useTranslation(namespace);
  const endOfList = useLoadMoreWhenVisible(list);

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

  const rows = list.data.pages.flat();
  if (rows.length === 0) {
    return filtered ? (
      <ListMessage
        icon={SearchX}
        title={t('list.noMatchesTitle')}
        description={t('list.noMatchesDescription')}
      />
    ) : (
      <ListMessage
        icon={emptyIcon}
        title={t('list.emptyTitle')}
        description={t('list.emptyDescription')}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {children(rows)}
      <div
        ref={endOfList}
        className="flex flex-col items-center gap-2 py-2 text-sm text-neutral-600"
      >
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
        ) : null}
        <p aria-live="polite">
          {list.hasNextPage
            ? t('list.shown', { count: rows.length })
            : t('list.allShown', { count: rows.length })}
        </p>
      </div>
    </div>
  );
}
