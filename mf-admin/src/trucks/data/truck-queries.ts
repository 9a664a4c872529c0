import { api } from '@silkway/contracts';
import { callApi } from '@silkway/web-client';
import { useQuery } from '@tanstack/react-query';
import { truckKeys } from './trucks-api.js';

const trucksQuery = {
  queryKey: truckKeys.list(),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(api.trucks.list, {}, { signal }),
};

/** Every truck, by number; also what the item form's truck selector offers. */
export function useTrucks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...trucksQuery, enabled });
}

/**
 * The number of the truck an item rides in. The orders service keeps only the truck's id (trucks
 * belong to the inventory), so the number comes from the cached truck list, fetched only when needed.
 */
export function useTruckNumber(truckId: number | null): string | undefined {
  const trucks = useTrucks({ enabled: truckId !== null });
  return trucks.data?.find((truck) => truck.id === truckId)?.number;
}

/** The goods in a truck (the inventory's truck-load projection); items change elsewhere, so asked each time. */
export function useTruckLoads(truckId: number) {
  return useQuery({
    queryKey: truckKeys.items(truckId),
    queryFn: ({ signal }) => callApi(api.trucks.loads, { params: { id: truckId } }, { signal }),
    staleTime: 0,
  });
}
