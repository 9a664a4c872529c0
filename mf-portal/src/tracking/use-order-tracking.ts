import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '@silkway/app-frame';
import { useSearchParams } from '@silkway/app-frame/router';
import {
  describeTrackingFailure,
  lookUpOrder,
  trackingPath,
  type TrackedOrder,
  type TrackingFailure,
} from './order-lookup.js';

export const TRACKING_CODE_PARAM = 'code';

export interface OrderTracking {
  /** The number being tracked: it lives in the URL (`?code=`), so a link can be shared and a reload repeats the search. */
  code: string;
  search: (code: string) => void;
  isSearching: boolean;
  order: TrackedOrder | undefined;
  failure: TrackingFailure | null;
}

/** product.md §4 "Tracking search": idle, searching, found, not found or error. */
export function useOrderTracking(): OrderTracking {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered /portal has no number: a shared link's number is read once hydration is over
  // (reading it earlier renders other markup than the server's: React error #418).
  const hydrated = useHydrated();
  const code = hydrated ? (searchParams.get(TRACKING_CODE_PARAM)?.trim() ?? '') : '';
  const lookup = useQuery({
    queryKey: [trackingPath(code)],
    queryFn: ({ signal }) => lookUpOrder(code, signal),
    enabled: code !== '',
  });

  const search = (requested: string) => {
    const next = requested.trim();
    if (!next) return;
    // The same number again asks the server again: the order may have moved since.
    if (next === code) {
      void lookup.refetch();
      return;
    }
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set(TRACKING_CODE_PARAM, next);
      return params;
    });
  };

  return {
    code,
    search,
    isSearching: lookup.isFetching,
    order: lookup.data,
    failure: lookup.isError && !lookup.isFetching ? describeTrackingFailure(lookup.error) : null,
  };
}
