import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@silkway/i18n/react';
import { Button } from '@silkway/ui';
import { usePainted } from './after-paint.js';
import { ListedRows, type ListedRowsProps } from './listed-rows.js';
import { useLoadMoreWhenVisible } from './use-load-more-when-visible.js';

type PagedListProps<Row> = Omit<ListedRowsProps<Row[]>, 'list' | 'rows' | 'loading'> & {
  list: UseInfiniteQueryResult<InfiniteData<Row[]>>;
  /**
   * Rows found at hand when the list mounts (prefetched) are painted this many first, the rest a
   * frame later; the next page is not asked before that.
   */
  firstFrameRows?: number;
};

/** A paged list with its loading, empty and error states; the next page loads as the end comes into view. */
export function PagedList<Row>({
  list,
  namespace,
  texts = 'list',
  children,
  firstFrameRows = Infinity,
  ...states
}: PagedListProps<Row>) {
  const { t } = useTranslation(namespace);
  const painted = usePainted();
  const endOfList = useLoadMoreWhenVisible({
    ...list,
    hasNextPage: list.hasNextPage && painted,
  });

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
          {children(painted ? rows : rows.slice(0, firstFrameRows))}
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
