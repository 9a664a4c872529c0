import { useQuery } from '@tanstack/react-query';
import { readPublicStats } from '@silkway/contracts';
import { apiGet } from '@silkway/web-client';
import { statsForBlock, type StatsBlock } from './stats-fallbacks.js';

const fiveMinutes = 5 * 60 * 1000;

/** GET /api/stats, cached 5 minutes (product.md §7); while loading or on failure the fallbacks show. */
export function usePublicStats() {
  return useQuery({
    queryKey: ['public', 'stats'],
    queryFn: async () => readPublicStats(await apiGet<unknown>('/api/stats')),
    staleTime: fiveMinutes,
  });
}

/** The figures of one block of the site, with the product.md §9 fallbacks. */
export function useStatsBlock<B extends StatsBlock>(block: B) {
  const { data } = usePublicStats();
  return statsForBlock(block, data);
}
