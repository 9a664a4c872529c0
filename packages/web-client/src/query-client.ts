import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './api-client.js';

/** Queries keyed by their path (`['/api/blog']`) need no query function of their own. */
const getByPathKey: QueryFunction = ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== 'string')
    throw new Error('A query without its own queryFn needs the API path as the first key part');
  return apiGet(path, { signal });
};

/** product.md §7: data never goes stale, nothing refetches by itself, nothing retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getByPathKey,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
