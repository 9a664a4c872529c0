import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@silkway/i18n/react';
import { Button } from '@silkway/ui';
import { ListedRows, type ListedRowsProps } from './listed-rows.js';
import { useLoadMoreWhenVisible } from './use-load-more-when-visible.js';

type PagedListProps<Row> = Omit<ListedRowsProps<Row[]>, 'list' | 'rows' | 'loading'> & {
  list: UseInfiniteQueryResult<InfiniteData<Row[]>>;
};

/** A paged list with its loading, empty and error states; the next page loads as the end comes into view. */
export function PagedList<Row>({
  list,
  namespace,
  texts = 'list',
  children,
  ...states
}: PagedListProps<Row>) {
  const { t } = useTranslation(namespace);
  const endOfList = useLoadMoreWhenVisible(list);

  return (
    <ListedRows
      list={list}
      rows={list.data?.pages.flat()}
      namespace={namespace}
      texts={texts}
      {...states}
    >
      {(rows) => (
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
                {list.isFetchingNextPage ? t(`${texts}.loadingMore`) : t(`${texts}.loadMore`)}
              </Button>
            ) : null}
            <p aria-live="polite">
              {list.hasNextPage
                ? t(`${texts}.shown`, { count: rows.length })
                : t(`${texts}.allShown`, { count: rows.length })}
            </p>
          </div>
        </div>
      )}
    </ListedRows>
  );
}
