import { useEffect, useRef } from 'react';

interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Infinite paging: the returned ref marks the end of a list; the next page loads as it comes
 * within 400 px of the view.
 */
export function useLoadMoreWhenVisible({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: PagedList) {
  const endOfList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const end = endOfList.current;
    if (!end || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return endOfList;
}
