import { api, type InventorySearchAnswer, type OrdersSearchAnswer } from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT } from '../../auth/index.js';

/**
 * GET /api/admin/search?q= (product.md §7): the gateway merges the orders service's groups (orders,
 * items with their order, counterparties) with the inventory's stock lines.
 */
export type AdminSearchResults = OrdersSearchAnswer & InventorySearchAnswer;

export const SEARCH_GROUPS = ['orders', 'items', 'counterparties', 'inventory'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export const adminSearchKey = (query: string) => [ADMIN_QUERY_ROOT, 'search', query] as const;

/** The results for a trimmed query; nothing is asked while the query is blank (product.md §5). */
export function useAdminSearch(query: string) {
  return useQuery({
    queryKey: adminSearchKey(query),
    // The gateway's answer schema leaves the groups' entries open; they are the services' own answers.
    queryFn: ({ signal }) =>
      callApi(
        api.search.everything,
        { query: { q: query } },
        { signal },
      ) as Promise<AdminSearchResults>,
    enabled: query !== '',
  });
}
