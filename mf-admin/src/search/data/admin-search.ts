import { api, type InventorySearchAnswer, type OrdersSearchAnswer } from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ADMIN_QUERY_ROOT } from '../../auth/index.js';

/**
 * GET /api/admin/search?q= (product.md §7): the gateway merges the orders service's groups (orders,
 * items with their order, counterparties) with the inventory's stock lines.
 */
export type AdminSearchResults = OrdersSearchAnswer & InventorySearchAnswer;

export const SEARCH_GROUPS = ['orders', 'items', 'counterparties', 'inventory'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export const adminSearchKey = (query: string) => [ADMIN_QUERY_ROOT, 'search', query] as const;

const adminSearchQuery = (query: string) =>
  queryOptions({
    queryKey: adminSearchKey(query),
    // The gateway's answer schema leaves the groups' entries open; they are the services' own answers.
    queryFn: ({ signal }) =>
      callApi(
        api.search.everything,
        { query: { q: query } },
        { signal },
      ) as Promise<AdminSearchResults>,
  });

/** The results for a trimmed query; nothing is asked while the query is blank (product.md §5). */
export function useAdminSearch(query: string) {
  return useQuery({ ...adminSearchQuery(query), enabled: query !== '' });
}

/** How long typing rests before the results of the typed text are asked, ahead of Enter. */
export const SEARCH_PREFETCH_PAUSE_MS = 300;

/**
 * What asks for a query's results now: on Enter, in the same task, rather than once the address has
 * changed and the screen rendered (two more tasks, 12–20 ms).
 */
export function useAskAdminSearch(): (query: string) => void {
  const client = useQueryClient();
  return useCallback((query) => void client.prefetchQuery(adminSearchQuery(query)), [client]);
}

/**
 * Asks for the results of the box's text once typing pauses, so Enter shows them at once; they are
 * shown only on Enter or the button, as before.
 */
export function usePrefetchAdminSearch(text: string) {
  const ask = useAskAdminSearch();
  const query = text.trim();
  useEffect(() => {
    if (query === '') return;
    const pause = setTimeout(() => ask(query), SEARCH_PREFETCH_PAUSE_MS);
    return () => clearTimeout(pause);
  }, [ask, query]);
}
