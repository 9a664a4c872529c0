import type { TruckAnswer, TruckLoadAnswer } from '@silkway/contracts';
import { apiGet } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { truckKeys, trucksApi } from './trucks-api';

/** Every truck, by number; also what the item form's truck selector offers. */
export function useTrucks() {
  return useQuery({
    queryKey: truckKeys.list(),
    queryFn: ({ signal }) => apiGet<TruckAnswer[]>(trucksApi.trucks, { signal }),
  });
}

/** The goods in a truck (the inventory's truck-load projection); items change elsewhere, so asked each time. */
export function useTruckLoads(truckId: number) {
  return useQuery({
    queryKey: truckKeys.items(truckId),
    queryFn: ({ signal }) => apiGet<TruckLoadAnswer[]>(trucksApi.truckItems(truckId), { signal }),
    staleTime: 0,
  });
}
